import styled from 'styled-components';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import {
  VILLA_CURRENCIES,
  villaPriceUpdateSchema,
  type VillaPrice,
} from '@villa/shared/contracts/villa-prices';
import {
  createVillaPrice,
  deleteVillaPrice,
  updateVillaPrice,
} from '@villa/shared/contracts/routes/villa-prices';
import { formatDate } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';
import { currencyChoice } from '@villa/shared/lib/money';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import {
  CrudDeleteDialog,
  CrudFormModal,
  crudRowActions,
  type CrudDialogProps,
} from '@villa/shared/ui/crud-dialogs';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { EmptyState } from '@villa/shared/ui/feedback';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { FormGrid } from '@villa/shared/ui/form';
import { NumberField, SelectField } from '@villa/shared/ui/form-fields';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import { Row } from '@villa/shared/ui/layout';
import { AddButton } from '@villa/shared/ui/list-parts';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { villaQueries } from '../../../api/query-keys';
import { periodToRange, rangeToPeriod } from '../period-range';

const PeriodHint = styled.p`
  margin: 6px 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

type In = z.input<typeof villaPriceUpdateSchema>;
type Out = z.output<typeof villaPriceUpdateSchema>;

function nightsOf(p: Pick<VillaPrice, 'start_date' | 'end_date'>): number {
  return (
    Math.round(
      (Date.parse(`${p.end_date}T00:00:00Z`) - Date.parse(`${p.start_date}T00:00:00Z`)) / 86_400_000,
    ) + 1
  );
}

const periodOf = (p: VillaPrice) => `${formatDate(p.start_date)} – ${formatDate(p.end_date)}`;

/** The villa's prices come with its detail: the table has nothing of its own to load. */
const LOADED = { isPending: false, isError: false, refetch: () => undefined };

const valuesOf = valuesFrom<VillaPrice, In>({
  start_date: '',
  end_date: '',
  nightly_price: '',
  currency: 'TL',
  min_stay: 3,
});

/** The period, nightly price, currency and minimum stay of a price period. */
function PriceFields({ form }: { form: UseFormReturn<In, unknown, Out> }) {
  const {
    control,
    formState: { errors },
  } = form;
  const start = useController({ control, name: 'start_date' });
  const end = useController({ control, name: 'end_date' });
  const range = periodToRange(start.field.value, end.field.value);
  return (
    <FormGrid>
      <div className="full">
        {/* The picker picks stays (end excluded); the period's end_date is its last night (included). */}
        <DateRangePicker
          labels={{ from: 'Başlangıç (ilk gece)', to: 'Bitiş (son gecenin ertesi)' }}
          value={range}
          onChange={(v) => {
            const period = rangeToPeriod(v);
            start.field.onChange(period.start_date);
            end.field.onChange(period.end_date);
          }}
          error={errors.start_date?.message ?? errors.end_date?.message}
        />
        {range.from && range.to && !(errors.start_date || errors.end_date) ? (
          <PeriodHint data-testid="period-nights">
            Son gece {formatDate(end.field.value)} (dahil) ·{' '}
            {nightsOf({ start_date: range.from, end_date: end.field.value })} gece
          </PeriodHint>
        ) : null}
      </div>
      <NumberField form={form} name="nightly_price" label="Gecelik fiyat" decimal min={0} />
      <SelectField
        form={form}
        name="currency"
        label="Para birimi"
        options={choicesOf(VILLA_CURRENCIES, currencyChoice)}
      />
      <NumberField form={form} name="min_stay" label="En az konaklama (gece)" min={1} />
    </FormGrid>
  );
}

/** New or existing price period of the villa; the fields are the contract's (villaPriceUpdateSchema). */
function PriceFormModal({ villaId, ...dialog }: CrudDialogProps<VillaPrice> & { villaId: number }) {
  return (
    <CrudFormModal
      {...dialog}
      resolver={zodResolver(villaPriceUpdateSchema)}
      valuesOf={valuesOf}
      create={createVillaPrice}
      update={updateVillaPrice}
      // A new period is the villa's.
      bodyOf={(body: Out, price) => (price ? body : { villa_id: villaId, ...body })}
      invalidates={villaQueries}
      created="Fiyat dönemi eklendi."
      updated="Fiyat dönemi güncellendi."
      title={dialog.entity ? 'Fiyat Dönemini Düzenle' : 'Yeni Fiyat Dönemi'}
      formLabel="Fiyat dönemi formu"
      // Room for the two months of the date picker.
      wide
    >
      {(form) => <PriceFields form={form} />}
    </CrudFormModal>
  );
}

const columns: DataColumn<VillaPrice>[] = [
  {
    id: 'period',
    accessorFn: (p) => p.start_date,
    header: 'Dönem',
    cell: ({ row: { original: p } }) => <span style={{ fontWeight: 600 }}>{periodOf(p)}</span>,
  },
  { id: 'nights', accessorFn: nightsOf, header: 'Gece' },
  {
    id: 'nightly_price',
    header: 'Gecelik fiyat',
    cell: ({ row: { original: p } }) => formatMoney(p.nightly_price, p.currency, { decimals: 'auto' }),
  },
  {
    accessorKey: 'min_stay',
    header: 'En az konaklama',
    cell: ({ row: { original: p } }) => `${p.min_stay} gece`,
  },
];

/** Dated price periods of a villa: nightly price, currency, minimum stay. Overlaps are refused by the server. */
export function PricesPanel({ villa }: { villa: VillaDetail }) {
  const crud = useCrudState<VillaPrice>();
  const remove = useAdminMutation(deleteVillaPrice, {
    invalidates: villaQueries,
    success: 'Fiyat dönemi silindi.',
  });
  return (
    <>
      <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
        <p style={{ margin: 0, opacity: 0.8 }}>
          Başlangıç ve bitiş dönemin geceleridir (ikisi de dahil). Dönemler çakışamaz.
        </p>
        <AddButton onClick={crud.create}>Fiyat Dönemi Ekle</AddButton>
      </Row>
      <DataTable
        label="Fiyat dönemleri"
        query={LOADED}
        rows={villa.prices}
        columns={columns}
        rowTestId="price-row"
        actions={crudRowActions(crud)}
        empty={
          <EmptyState title="Fiyat dönemi yok">Fiyatı olmayan tarihler sitede rezerve edilemez.</EmptyState>
        }
      />
      <PriceFormModal
        villaId={villa.id}
        entity={crud.editing}
        open={crud.formOpen}
        onClose={crud.closeForm}
      />
      <CrudDeleteDialog
        crud={crud}
        title="Fiyat dönemini sil"
        onDelete={(p) => remove.run({ params: { id: p.id } })}
      >
        {(p) => `${periodOf(p)} dönemi silinsin mi? Bu tarihler fiyatsız kalır.`}
      </CrudDeleteDialog>
    </>
  );
}
