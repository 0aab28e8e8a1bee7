import {
  ownerPayoutBody,
  PAYOUT_METHODS,
  PAYOUT_METHOD_LABELS,
  type OwnerPayout,
  type OwnerPayoutBody,
  type OwnerPayoutValues,
} from '@villa/shared/contracts/owner-statements';
import {
  createOwnerPayout,
  getOwnerStatement,
  listOwnerPayouts,
  updateOwnerPayout,
} from '@villa/shared/contracts/routes/owner-statements';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { todayIso } from '@villa/shared/lib/format/dates';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { Field, FormGrid, Input, Select, Textarea } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useCrudForm } from '@villa/shared/ui/use-crud-form';

/**
 * 'Ödeme ekle' or 'Ödemeyi düzelt': a payout to the owner (amount, date, method, note); the
 * statement is read again. A payout being corrected keeps its owner.
 */
export function PayoutFormModal({
  ownerId,
  ownerName,
  payout,
  open,
  onClose,
}: {
  ownerId: number;
  ownerName: string;
  /** The payout being corrected; null for a new one. */
  payout: OwnerPayout | null;
  open: boolean;
  onClose: () => void;
}) {
  const { form, onSubmit, submitting, errors } = useCrudForm({
    entity: payout,
    open,
    onClose,
    resolver: zodResolver(ownerPayoutBody),
    valuesOf: (p): OwnerPayoutBody =>
      p
        ? {
            owner_id: p.owner_id,
            amount: String(p.amount).replace('.', ','),
            paid_on: p.paid_on,
            method: p.method,
            note: p.note,
          }
        : { owner_id: ownerId, amount: '', paid_on: todayIso(), method: 'bank_transfer', note: '' },
    create: createOwnerPayout,
    update: updateOwnerPayout,
    // The owner is not part of a correction (the contract's update body leaves it out).
    bodyOf: (values: OwnerPayoutValues, p) => {
      if (!p) return values;
      const { owner_id: _owner, ...rest } = values;
      return rest;
    },
    invalidates: [getOwnerStatement, listOwnerPayouts],
    created: 'Ödeme kaydedildi.',
    updated: 'Ödeme düzeltildi.',
  });
  const { register, setValue, watch } = form;
  const paidOn = watch('paid_on');
  return (
    <FormModal
      title={`${payout ? 'Ödemeyi düzelt' : 'Ödeme ekle'} · ${ownerName}`}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting}
      formLabel="Ödeme formu"
    >
      <FormGrid>
        <Field label="Tutar (TL)" error={errors.amount?.message}>
          <Input inputMode="decimal" {...register('amount')} data-testid="payout-amount" />
        </Field>
        <DateRangePicker
          mode="single"
          label="Ödeme tarihi"
          value={paidOn ? String(paidOn) : null}
          onChange={(v) => setValue('paid_on', v ?? '', { shouldValidate: true })}
          error={errors.paid_on?.message}
        />
        <Field label="Yöntem" error={errors.method?.message}>
          <Select {...register('method')}>
            {PAYOUT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYOUT_METHOD_LABELS[m]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Not" error={errors.note?.message}>
          <Textarea rows={2} {...register('note')} />
        </Field>
      </FormGrid>
    </FormModal>
  );
}
