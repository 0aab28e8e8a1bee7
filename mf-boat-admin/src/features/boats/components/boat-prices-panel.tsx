import { useController, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import { currencyChoice } from '@villa/shared/lib/money';
import type { z } from 'zod';
import { BOAT_CURRENCIES, boatPriceUpdateSchema, type BoatPrice } from '@villa/shared/contracts/boats';
import { createBoatPrice, deleteBoatPrice, updateBoatPrice } from '@villa/shared/contracts/routes/boats';
import { Button } from '@villa/shared/ui/button';
import { CrudDeleteDialog, CrudFormModal, type CrudDialogProps } from '@villa/shared/ui/crud-dialogs';
import { EmptyState } from '@villa/shared/ui/feedback';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { FormGrid } from '@villa/shared/ui/form';
import { NumberField, SelectField } from '@villa/shared/ui/form-fields';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Row } from '@villa/shared/ui/layout';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { useCrudState } from '@villa/shared/ui/use-crud-state';
import { formatAmount, formatDay } from '../../../lib/format';
import { BOAT_READS } from '../api/invalidate';

type FormInput = z.input<typeof boatPriceUpdateSchema>;
type FormOutput = z.output<typeof boatPriceUpdateSchema>;

const valuesOf = valuesFrom<BoatPrice, FormInput>({
  start_date: '',
  end_date: '',
  daily_price: '',
  currency: 'TL',
});

/** The days, daily price and currency of a price period. */
function PriceFields({ form }: { form: UseFormReturn<FormInput, unknown, FormOutput> }) {
  const {
    control,
    formState: { errors },
  } = form;
  const start = useController({ control, name: 'start_date' });
  const end = useController({ control, name: 'end_date' });
  return (
    <FormGrid>
      <div className="full">
        {/* A boat is priced by the day: both days are in the period, which may be one day. */}
        <DateRangePicker
          sameDay
          labels={{ from: 'Başlangıç', to: 'Bitiş (dahil)' }}
          value={{ from: start.field.value || null, to: end.field.value || null }}
          onChange={(v) => {
            start.field.onChange(v.from ?? '');
            end.field.onChange(v.to ?? '');
          }}
          error={errors.start_date?.message ?? errors.end_date?.message}
        />
      </div>
      <NumberField form={form} name="daily_price" label="Günlük fiyat" decimal min={0} />
      <SelectField
        form={form}
        name="currency"
        label="Para birimi"
        options={choicesOf(BOAT_CURRENCIES, currencyChoice)}
      />
    </FormGrid>
  );
}

/** New or existing price period of the boat; the fields are the contract's (boatPriceUpdateSchema). */
function PriceFormModal({ boatId, ...dialog }: CrudDialogProps<BoatPrice> & { boatId: number }) {
  return (
    <CrudFormModal
      {...dialog}
      resolver={zodResolver(boatPriceUpdateSchema)}
      valuesOf={valuesOf}
      create={createBoatPrice}
      update={updateBoatPrice}
      // A new period is the boat's.
      bodyOf={(body: FormOutput, price) => (price ? body : { ...body, boat_id: boatId })}
      invalidates={BOAT_READS}
      created="Fiyat dönemi eklendi."
      updated="Fiyat dönemi güncellendi."
      title={dialog.entity ? 'Fiyat Dönemini Düzenle' : 'Yeni Fiyat Dönemi'}
      formLabel="Fiyat dönemi formu"
      wide // room for the two months of the date picker
    >
      {(form) => <PriceFields form={form} />}
    </CrudFormModal>
  );
}

/** Dated periods with a daily price; the API refuses overlapping periods. */
export function BoatPricesPanel({ boatId, prices }: { boatId: number; prices: BoatPrice[] }) {
  const crud = useCrudState<BoatPrice>();
  const remove = useAdminMutation(deleteBoatPrice, {
    invalidates: BOAT_READS,
    success: 'Fiyat dönemi silindi.',
  });

  return (
    <>
      <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
        <p style={{ margin: 0, opacity: 0.8 }}>
          Her gün için tek bir fiyat dönemi olabilir; başlangıç ve bitiş günleri dahildir.
        </p>
        <Button $size="sm" onClick={crud.create}>
          <PlusIcon size={16} /> Fiyat dönemi ekle
        </Button>
      </Row>
      {prices.length === 0 ? (
        <EmptyState title="Fiyat dönemi yok">
          Fiyatı olmayan tekne sitede “Fiyat için sorun” olarak görünür.
        </EmptyState>
      ) : (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th>Başlangıç</th>
                <th>Bitiş</th>
                <th>Günlük fiyat</th>
                <th aria-label="İşlemler" />
              </tr>
            </thead>
            <tbody>
              {prices.map((p) => (
                <tr key={p.id} data-testid="boat-price-row">
                  <td>{formatDay(p.start_date)}</td>
                  <td>{formatDay(p.end_date)}</td>
                  <td style={{ fontWeight: 600 }}>{formatAmount(p.daily_price, p.currency)}</td>
                  <td>
                    <Row $justify="flex-end" $gap="8px">
                      <Button $variant="secondary" $size="sm" onClick={() => crud.edit(p)}>
                        Düzenle
                      </Button>
                      <Button $variant="ghost" $size="sm" onClick={() => crud.confirmDelete(p)}>
                        Sil
                      </Button>
                    </Row>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      <PriceFormModal boatId={boatId} entity={crud.editing} open={crud.formOpen} onClose={crud.closeForm} />
      <CrudDeleteDialog
        crud={crud}
        title="Fiyat dönemini sil"
        onDelete={(p) => remove.run({ params: { id: p.id } })}
      >
        {(p) => `${formatDay(p.start_date)} – ${formatDay(p.end_date)} dönemi silinsin mi?`}
      </CrudDeleteDialog>
    </>
  );
}
