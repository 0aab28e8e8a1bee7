import { useMemo } from 'react';
import type { z } from 'zod';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import {
  EXTERNAL_STATUSES,
  EXTERNAL_STATUS_LABELS,
  externalBodySchema,
} from '@villa/shared/contracts/bookings';
import type { ExternalEntry } from '@villa/shared/contracts/external';
import { createExternal, listExternal, updateExternal } from '@villa/shared/contracts/routes/external';
import { FormGrid } from '@villa/shared/ui/form';
import { SelectField, TextareaField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import { useCrudForm } from '@villa/shared/ui/use-crud-form';
import type { OwnStay } from '../../../api/villa-calendar';
import { VillaStayFields } from '../../../components/villa-stay-fields';

type FormInput = z.input<typeof externalBodySchema>;

/** A new closing's villa and dates picked elsewhere (a range dragged on the timeline). */
export interface ExternalPrefill {
  villaId: number;
  startedAt: string;
  finishedAt: string;
}

function valuesOf(e: ExternalEntry | null, prefill?: ExternalPrefill | null): FormInput {
  if (!e && prefill) return { ...prefill, status: 'active', note: '' };
  return e
    ? {
        villaId: e.villaId,
        status: e.status as 'active',
        startedAt: e.startedAt,
        finishedAt: e.finishedAt,
        note: e.note,
      }
    : { villaId: '' as unknown as number, status: 'active', startedAt: '', finishedAt: '', note: '' }; // empty until picked
}

/** A manual closing, new or edited (the contract's body schema validates it). */
export function ExternalFormModal({
  entry,
  open,
  onClose,
  prefill = null,
  onSaved,
}: {
  entry: ExternalEntry | null;
  open: boolean;
  onClose: () => void;
  prefill?: ExternalPrefill | null;
  /** After a successful save, before onClose. */
  onSaved?: () => void;
}) {
  const { form, errors, modal } = useCrudForm({
    entity: entry,
    open,
    onClose,
    resolver: zodResolver(externalBodySchema),
    valuesOf: (e) => valuesOf(e, prefill),
    create: createExternal,
    update: updateExternal,
    invalidates: [listExternal],
    onSaved,
    created: 'Takvim kapatıldı.',
    updated: 'Kapatma güncellendi.',
  });
  const { control, register } = form;
  // The selected villa's booked and closed nights (this closing's own left out); a closing has no minimum stay.
  const own = useMemo<OwnStay | null>(
    () =>
      entry && {
        villaId: entry.villaId,
        start: entry.startedAt,
        end: entry.finishedAt,
        kind: 'external',
        blocking: entry.status === 'active',
      },
    [entry],
  );
  return (
    <FormModal
      {...modal}
      title={entry ? 'Kapatmayı Düzenle' : 'Yeni Manuel Kapatma'}
      formLabel="Manuel kapatma formu"
      // Room for the two months of the date picker.
      wide
    >
      <FormGrid>
        <VillaStayFields
          control={control}
          register={register}
          names={{ villa: 'villaId', from: 'startedAt', to: 'finishedAt' }}
          villaError={errors.villaId?.message}
          labels={{ from: 'Başlangıç (ilk kapalı gece)', to: 'Bitiş (villanın boşaldığı gün)' }}
          own={own}
          open={open}
        />
        <SelectField
          form={form}
          name="status"
          label="Durum"
          options={choicesOf(EXTERNAL_STATUSES, (s) => EXTERNAL_STATUS_LABELS[s])}
        />
        <div className="full">
          <TextareaField
            form={form}
            name="note"
            label="Açıklama"
            hint="Ör. bakım, ev sahibi kullanımı, başka kanaldan satış"
            rows={2}
          />
        </div>
      </FormGrid>
    </FormModal>
  );
}
