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
import { valuesFrom } from '@villa/shared/lib/form-values';
import { CrudFormModal } from '@villa/shared/ui/crud-dialogs';
import { FormGrid } from '@villa/shared/ui/form';
import { SelectField, TextareaField } from '@villa/shared/ui/form-fields';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import type { OwnStay } from '../../../api/villa-calendar';
import { VillaStayFields } from '../../../components/villa-stay-fields';

type FormInput = z.input<typeof externalBodySchema>;

/** A new closing's villa and dates picked elsewhere (a range dragged on the timeline). */
export interface ExternalPrefill {
  villaId: number;
  startedAt: string;
  finishedAt: string;
}

const resolver = zodResolver(externalBodySchema);
const valuesOf = valuesFrom<ExternalEntry, FormInput>({
  villaId: '' as unknown as number, // empty until picked
  status: 'active',
  startedAt: '',
  finishedAt: '',
  note: '',
});

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
    <CrudFormModal
      entity={entry}
      open={open}
      onClose={onClose}
      resolver={resolver}
      valuesOf={(e) => (e || !prefill ? valuesOf(e) : { ...valuesOf(null), ...prefill })}
      create={createExternal}
      update={updateExternal}
      invalidates={[listExternal]}
      onSaved={onSaved}
      created="Takvim kapatıldı."
      updated="Kapatma güncellendi."
      title={entry ? 'Kapatmayı Düzenle' : 'Yeni Manuel Kapatma'}
      formLabel="Manuel kapatma formu"
      // Room for the two months of the date picker.
      wide
    >
      {(form) => (
        <FormGrid>
          <VillaStayFields
            control={form.control}
            register={form.register}
            names={{ villa: 'villaId', from: 'startedAt', to: 'finishedAt' }}
            villaError={form.formState.errors.villaId?.message}
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
      )}
    </CrudFormModal>
  );
}
