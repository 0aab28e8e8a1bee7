import { useState } from 'react';
import { Button } from '@villa/shared/ui/button';
import { Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';

interface Props {
  title: string;
  /** null: closed. */
  message: string | null;
  confirmLabel?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a destructive action; stays open (and busy) until the action settles. */
export function ConfirmDialog({ title, message, confirmLabel = 'Sil', onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={title} open={message !== null} onClose={() => !busy && onClose()}>
      <p style={{ marginTop: 0 }}>{message}</p>
      <Row $justify="flex-end" style={{ marginTop: 24 }}>
        <Button $variant="secondary" onClick={onClose} disabled={busy}>
          Vazgeç
        </Button>
        <Button
          $variant="danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? 'Siliniyor…' : confirmLabel}
        </Button>
      </Row>
    </Modal>
  );
}
