import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { Field, FormGrid, Input, Textarea } from '@villa/shared/ui/form';
import { SelectField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
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
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
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
        <Field label="Tutar" error={errors.amount?.message}>
          <Input type="number" min={0} step="0.01" {...register('amount')} />
        </Field>
        <SelectField
          form={form}
          name="currency"
          label="Para birimi"
          options={PAYMENT_CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <SelectField
          form={form}
          name="method"
          label="Yöntem"
          options={TRANSACTION_METHODS.map((m) => ({ value: m, label: TRANSACTION_METHOD_LABELS[m] }))}
        />
        <SelectField
          form={form}
          name="status"
          label="Durum"
          options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: TRANSACTION_STATUS_LABELS[s] }))}
        />
        <Controller
          control={control}
          name="paidAt"
          render={({ field, fieldState }) => (
            <DateRangePicker
              mode="single"
              label="Ödeme tarihi"
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="full">
          <Field label="Not" error={errors.note?.message}>
            <Textarea rows={2} {...register('note')} />
          </Field>
        </div>
      </FormGrid>
    </FormModal>
  );
}
