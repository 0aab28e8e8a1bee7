import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Row } from './layout';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel?: string;
  /** 'danger' (default) for what cannot be undone; 'primary' for other confirmations. */
  tone?: 'danger' | 'primary';
  /**
   * The action. The dialog stays open and busy while it runs and closes when it succeeds; it stays
   * open when it throws or returns false (useAdminMutation's `run` has toasted why).
   */
  onConfirm: () => unknown;
  onClose: () => void;
}

/** The one confirm dialog of the admin: asks before an action ('Vazgeç' and Escape cancel). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Sil',
  tone = 'danger',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    setBusy(true);
    let done = false;
    try {
      done = (await onConfirm()) !== false;
    } catch {
      done = false;
    } finally {
      setBusy(false);
    }
    if (done) onClose();
  };
  return (
    <Modal title={title} open={open} onClose={close}>
      <div style={{ marginBottom: 24 }}>{children}</div>
      <Row $justify="flex-end">
        <Button $variant="secondary" onClick={close} disabled={busy}>
          Vazgeç
        </Button>
        <Button $variant={tone} disabled={busy} onClick={() => void confirm()}>
          {busy ? 'İşleniyor…' : confirmLabel}
        </Button>
      </Row>
    </Modal>
  );
}
