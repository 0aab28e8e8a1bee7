import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { valuesFrom } from '@villa/shared/lib/form-values';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import { BOAT_CURRENCIES, boatPriceUpdateSchema, type BoatPrice } from '@villa/shared/contracts/boats';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { EmptyState } from '@villa/shared/ui/feedback';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { Field, FormGrid, Input, Select } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { CURRENCY_LABELS, formatAmount, formatDay } from '../../../lib/format';
import { useDeleteBoatPrice, useSaveBoatPrice } from '../api/boat-prices';

type FormInput = z.input<typeof boatPriceUpdateSchema>;
type FormOutput = z.output<typeof boatPriceUpdateSchema>;

const valuesOf = valuesFrom<BoatPrice, FormInput>({
  start_date: '',
  end_date: '',
  daily_price: '',
  currency: 'TL',
});

function PriceFormModal({
  boatId,
  price,
  open,
  onClose,
}: {
  boatId: number;
  price: BoatPrice | null;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useShellServices();
  const save = useSaveBoatPrice();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(boatPriceUpdateSchema),
    values: valuesOf(price),
  });
  const start = useController({ control, name: 'start_date' });
  const end = useController({ control, name: 'end_date' });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: price?.id ?? null, boatId, body });
      toast('success', price ? 'Fiyat dönemi güncellendi.' : 'Fiyat dönemi eklendi.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });

  return (
    <Modal
      title={price ? 'Fiyat Dönemini Düzenle' : 'Yeni Fiyat Dönemi'}
      open={open}
      onClose={onClose}
      wide // room for the two months of the date picker
    >
      <form onSubmit={onSubmit} noValidate aria-label="Fiyat dönemi formu">
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
          <Field label="Günlük fiyat" error={errors.daily_price?.message}>
            <Input type="number" inputMode="decimal" step="0.01" min={0} {...register('daily_price')} />
          </Field>
          <Field label="Para birimi" error={errors.currency?.message}>
            <Select {...register('currency')}>
              {BOAT_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {CURRENCY_LABELS[c]}
                </option>
              ))}
            </Select>
          </Field>
        </FormGrid>
        <Row $justify="flex-end" style={{ marginTop: 24 }}>
          <Button $variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Kaydediliyor…' : 'Kaydet'}
          </Button>
        </Row>
      </form>
    </Modal>
  );
}

/** Dated periods with a daily price; the API refuses overlapping periods. */
export function BoatPricesPanel({ boatId, prices }: { boatId: number; prices: BoatPrice[] }) {
  const { toast } = useShellServices();
  const remove = useDeleteBoatPrice();
  const [editing, setEditing] = useState<BoatPrice | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<BoatPrice | null>(null);

  return (
    <>
      <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
        <p style={{ margin: 0, opacity: 0.8 }}>
          Her gün için tek bir fiyat dönemi olabilir; başlangıç ve bitiş günleri dahildir.
        </p>
        <Button
          $size="sm"
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
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
                      <Button
                        $variant="secondary"
                        $size="sm"
                        onClick={() => {
                          setEditing(p);
                          setOpen(true);
                        }}
                      >
                        Düzenle
                      </Button>
                      <Button $variant="ghost" $size="sm" onClick={() => setDeleting(p)}>
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
      <PriceFormModal boatId={boatId} price={editing} open={open} onClose={() => setOpen(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Fiyat dönemini sil"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return false;
          try {
            await remove.mutateAsync(deleting.id);
            toast('success', 'Fiyat dönemi silindi.');
            return true;
          } catch (err) {
            toast('error', apiErrorMessage(err));
            return false;
          }
        }}
      >
        {deleting
          ? `${formatDay(deleting.start_date)} – ${formatDay(deleting.end_date)} dönemi silinsin mi?`
          : ''}
      </ConfirmDialog>
    </>
  );
}
