import { useForm } from 'react-hook-form';
import {
  ownerPayoutBody,
  PAYOUT_METHODS,
  PAYOUT_METHOD_LABELS,
  type OwnerPayoutBody,
  type OwnerPayoutValues,
} from '@villa/shared/contracts/owner-statements';
import {
  createOwnerPayout,
  getOwnerStatement,
  listOwnerPayouts,
} from '@villa/shared/contracts/routes/owner-statements';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { todayIso } from '@villa/shared/lib/format/dates';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { Field, FormGrid, Input, Select, Textarea } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';

/** 'Ödeme ekle': a payout to the owner (amount, date, method, note); the statement is read again. */
export function PayoutFormModal({
  ownerId,
  ownerName,
  open,
  onClose,
}: {
  ownerId: number;
  ownerName: string;
  open: boolean;
  onClose: () => void;
}) {
  const save = useAdminMutation(createOwnerPayout, {
    invalidates: [getOwnerStatement, listOwnerPayouts],
    success: 'Ödeme kaydedildi.',
  });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    formState: { errors },
  } = useForm<OwnerPayoutBody, unknown, OwnerPayoutValues>({
    resolver: zodResolver(ownerPayoutBody),
    defaultValues: { owner_id: ownerId, amount: '', paid_on: todayIso(), method: 'bank_transfer', note: '' },
  });
  const paidOn = watch('paid_on');
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (body) => {
    if (await save.run({ body })) close();
  });
  return (
    <FormModal
      title={`Ödeme ekle · ${ownerName}`}
      open={open}
      onClose={close}
      onSubmit={onSubmit}
      submitting={save.isPending}
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
