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
import { CrudFormModal } from '@villa/shared/ui/crud-dialogs';
import { DayField } from '@villa/shared/ui/day-field';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, SelectField, TextareaField } from '@villa/shared/ui/form-fields';
import { choicesOf } from '@villa/shared/ui/list-toolbar';

const resolver = zodResolver(ownerPayoutBody);

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
  return (
    <CrudFormModal
      entity={payout}
      open={open}
      onClose={onClose}
      resolver={resolver}
      valuesOf={(p): OwnerPayoutBody =>
        p
          ? {
              owner_id: p.owner_id,
              amount: String(p.amount).replace('.', ','),
              paid_on: p.paid_on,
              method: p.method,
              note: p.note,
            }
          : { owner_id: ownerId, amount: '', paid_on: todayIso(), method: 'bank_transfer', note: '' }
      }
      create={createOwnerPayout}
      update={updateOwnerPayout}
      // The owner is not part of a correction (the contract's update body leaves it out).
      bodyOf={(values: OwnerPayoutValues, p) => {
        if (!p) return values;
        const { owner_id: _owner, ...rest } = values;
        return rest;
      }}
      invalidates={[getOwnerStatement, listOwnerPayouts]}
      created="Ödeme kaydedildi."
      updated="Ödeme düzeltildi."
      title={`${payout ? 'Ödemeyi düzelt' : 'Ödeme ekle'} · ${ownerName}`}
      formLabel="Ödeme formu"
    >
      {(form) => (
        <FormGrid>
          <InputField
            form={form}
            name="amount"
            label="Tutar (TL)"
            inputMode="decimal"
            data-testid="payout-amount"
          />
          <DayField form={form} name="paid_on" label="Ödeme tarihi" />
          <SelectField
            form={form}
            name="method"
            label="Yöntem"
            options={choicesOf(PAYOUT_METHODS, (m) => PAYOUT_METHOD_LABELS[m])}
          />
          <TextareaField form={form} name="note" label="Not" rows={2} />
        </FormGrid>
      )}
    </CrudFormModal>
  );
}
