import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import { Row } from './layout';
import { Modal } from './modal';

export interface FormModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  /** react-hook-form's handleSubmit(…), for instance. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While true the submit button says 'Kaydediliyor…' and nothing can be sent twice. */
  submitting: boolean;
  /** The form's accessible name ('Banka hesabı formu'). */
  formLabel: string;
  submitLabel?: string;
  wide?: boolean;
  /** The fields (FormGrid with Field…). */
  children: ReactNode;
}

/**
 * The one form modal of the admin: a dialog holding a form with 'Vazgeç' and 'Kaydet'. Fields are
 * validated by the contract's schema through zodResolver, so the browser's own validation is off.
 */
export function FormModal({
  title,
  open,
  onClose,
  onSubmit,
  submitting,
  formLabel,
  submitLabel = 'Kaydet',
  wide,
  children,
}: FormModalProps) {
  return (
    <Modal title={title} open={open} onClose={onClose} wide={wide}>
      <form onSubmit={onSubmit} noValidate aria-label={formLabel}>
        {children}
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
          <Button $variant="secondary" onClick={onClose} disabled={submitting}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Kaydediliyor…' : submitLabel}
          </Button>
        </Row>
      </form>
    </Modal>
  );
}
