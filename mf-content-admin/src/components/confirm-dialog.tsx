import type { ReactNode } from 'react';
import { Button } from '@villa/shared/ui/button';
import { Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Sil',
  busy,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal title={title} open={open} onClose={onClose}>
      <div style={{ marginBottom: 24 }}>{children}</div>
      <Row $justify="flex-end">
        <Button $variant="secondary" onClick={onClose}>
          Vazgeç
        </Button>
        <Button $variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'İşleniyor…' : confirmLabel}
        </Button>
      </Row>
    </Modal>
  );
}
