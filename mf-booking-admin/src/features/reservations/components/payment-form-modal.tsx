import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import type { z } from 'zod';
import {
  PAYMENT_CURRENCIES,
  TRANSACTION_METHODS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_LABELS,
  transactionCreateSchema,
  type ReservationDetail,
} from '@villa/shared/contracts/bookings';
import { DayField } from '@villa/shared/ui/day-field';
import { FormGrid } from '@villa/shared/ui/form';
import { NumberField, SelectField, TextareaField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import { todayIso } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';
import { useRecordPayment } from '../api/record-payment';

type FormInput = z.input<typeof transactionCreateSchema>;
type FormOutput = z.output<typeof transactionCreateSchema>;

/** Records a payment (card, bank transfer, cash) on a reservation; paid and due follow. */
export function PaymentFormModal({
  reservation,
  open,
  onClose,
}: {
  reservation: ReservationDetail;
  open: boolean;
  onClose: () => void;
}) {
  const record = useRecordPayment();
  const defaults = (): FormInput => ({
    reservationId: reservation.id,
    amount: reservation.prepaymentDue || reservation.dueAmount,
    currency: 'TL',
    method: 'bank_transfer',
    status: 'completed',
    paidAt: todayIso(),
    note: '',
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(transactionCreateSchema),
    defaultValues: defaults(),
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(defaults());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened, with the amounts of that moment
  }, [open]);

  const onSubmit = handleSubmit(async (body) => {
    if (await record.run({ body })) onClose();
  });

  return (
    <FormModal
      title={`Ödeme kaydet — ${reservation.reservationCode}`}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      formLabel="Ödeme formu"
      submitLabel="Ödemeyi kaydet"
    >
      <p style={{ marginTop: 0 }}>
        Açık ön ödeme: <strong>{formatMoney(reservation.prepaymentDue, 'TL', { decimals: 2 })}</strong> ·
        Kalan borç: <strong>{formatMoney(reservation.dueAmount, 'TL', { decimals: 2 })}</strong>
      </p>
      <FormGrid>
        <NumberField form={form} name="amount" label="Tutar" min={0} decimal />
        <SelectField
          form={form}
          name="currency"
          label="Para birimi"
          options={choicesOf(PAYMENT_CURRENCIES, (c) => c)}
        />
        <SelectField
          form={form}
          name="method"
          label="Yöntem"
          options={choicesOf(TRANSACTION_METHODS, (m) => TRANSACTION_METHOD_LABELS[m])}
        />
        <SelectField
          form={form}
          name="status"
          label="Durum"
          options={choicesOf(TRANSACTION_STATUSES, (s) => TRANSACTION_STATUS_LABELS[s])}
        />
        <DayField form={form} name="paidAt" label="Ödeme tarihi" />
        <div className="full">
          <TextareaField form={form} name="note" label="Not" rows={2} />
        </div>
      </FormGrid>
    </FormModal>
  );
}
