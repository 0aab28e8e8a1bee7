import { useState, type ReactNode } from 'react';
import { Button } from '@villa/shared/ui/button';
import { Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';

interface Props {
  /** What the button says. */
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown> | void;
  disabled?: boolean;
  size?: 'sm' | 'md';
  variant?: 'danger' | 'secondary' | 'ghost';
  'aria-label'?: string;
}

/** A destructive action that asks first (Escape or 'Vazgeç' cancels). */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel = 'Sil',
  onConfirm,
  disabled,
  size = 'sm',
  variant = 'danger',
  ...rest
}: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        $variant={variant}
        $size={size}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={rest['aria-label']}
      >
        {children}
      </Button>
      <Modal title={title} open={open} onClose={() => setOpen(false)}>
        <div style={{ marginBottom: 24 }}>{message}</div>
        <Row $justify="flex-end">
          <Button $variant="secondary" onClick={() => setOpen(false)}>
            Vazgeç
          </Button>
          <Button
            $variant="danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
                setOpen(false);
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? 'İşleniyor…' : confirmLabel}
          </Button>
        </Row>
      </Modal>
    </>
  );
}
