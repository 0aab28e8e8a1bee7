import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/villas';
import {
  VILLA_CURRENCIES,
  villaPriceUpdateSchema,
  type VillaPrice,
} from '@villa/shared/contracts/villa-prices';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { EmptyState } from '@villa/shared/ui/feedback';
import { Field, FormGrid, Input, Select } from '@villa/shared/ui/form';
import { PlusIcon } from '@villa/shared/ui/icons';
import { Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatDate } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { useDeletePrice } from '../api/delete-price';
import { useSavePrice } from '../api/save-price';

type In = z.input<typeof villaPriceUpdateSchema>;
type Out = z.output<typeof villaPriceUpdateSchema>;

const CURRENCY_LABELS: Record<string, string> = {
  TL: 'TL (₺)',
  DOLLAR: 'Dolar ($)',
  EURO: 'Euro (€)',
  POUND: 'Sterlin (£)',
};

function nightsOf(p: VillaPrice): number {
  return (
    Math.round(
      (Date.parse(`${p.end_date}T00:00:00Z`) - Date.parse(`${p.start_date}T00:00:00Z`)) / 86_400_000,
    ) + 1
  );
}

function PriceFormModal({
  villaId,
  price,
  open,
  onClose,
}: {
  villaId: number;
  price: VillaPrice | null;
  open: boolean;
  onClose: () => void;
}) {
  const { toast } = useShellServices();
  const save = useSavePrice();
  const empty: In = { start_date: '', end_date: '', nightly_price: '', currency: 'TL', min_stay: 3 };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<In, unknown, Out>({ resolver: zodResolver(villaPriceUpdateSchema), defaultValues: empty });
  useEffect(() => {
    if (open) reset(price ? { ...price } : empty);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened
  }, [open, price]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: price?.id ?? null, villaId, body });
      toast('success', price ? 'Fiyat dönemi güncellendi.' : 'Fiyat dönemi eklendi.');
      onClose();
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });

  return (
    <Modal title={price ? 'Fiyat Dönemini Düzenle' : 'Yeni Fiyat Dönemi'} open={open} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Fiyat dönemi formu">
        <FormGrid>
          <Field label="Başlangıç (ilk gece)" error={errors.start_date?.message}>
            <Input type="date" {...register('start_date')} />
          </Field>
          <Field label="Bitiş (son gece)" error={errors.end_date?.message}>
            <Input type="date" {...register('end_date')} />
          </Field>
          <Field label="Gecelik fiyat" error={errors.nightly_price?.message}>
            <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('nightly_price')} />
          </Field>
          <Field label="Para birimi" error={errors.currency?.message}>
            <Select {...register('currency')}>
              {VILLA_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {CURRENCY_LABELS[c]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="En az konaklama (gece)" error={errors.min_stay?.message}>
            <Input type="number" inputMode="numeric" min={1} {...register('min_stay')} />
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

/** Dated price periods of a villa: nightly price, currency, minimum stay. Overlaps are refused by the server. */
export function PricesPanel({ villa }: { villa: VillaDetail }) {
  const [editing, setEditing] = useState<VillaPrice | null>(null);
  const [open, setOpen] = useState(false);
  const del = useDeletePrice();
  const { toast } = useShellServices();
  return (
    <>
      <Row $justify="space-between" $wrap style={{ marginBottom: 16 }}>
        <p style={{ margin: 0, opacity: 0.8 }}>
          Başlangıç ve bitiş dönemin geceleridir (ikisi de dahil). Dönemler çakışamaz.
        </p>
        <Button
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          <PlusIcon size={18} /> Fiyat Dönemi Ekle
        </Button>
      </Row>
      {villa.prices.length === 0 ? (
        <EmptyState title="Fiyat dönemi yok">Fiyatı olmayan tarihler sitede rezerve edilemez.</EmptyState>
      ) : (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th>Dönem</th>
                <th>Gece</th>
                <th>Gecelik fiyat</th>
                <th>En az konaklama</th>
                <th aria-label="İşlemler" />
              </tr>
            </thead>
            <tbody>
              {villa.prices.map((p) => (
                <tr key={p.id} data-testid="price-row">
                  <td style={{ fontWeight: 600 }}>
                    {formatDate(p.start_date)} – {formatDate(p.end_date)}
                  </td>
                  <td>{nightsOf(p)}</td>
                  <td>{formatMoney(p.nightly_price, p.currency, { decimals: 'auto' })}</td>
                  <td>{p.min_stay} gece</td>
                  <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
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
                      <ConfirmButton
                        title="Fiyat dönemini sil"
                        message={`${formatDate(p.start_date)} – ${formatDate(p.end_date)} dönemi silinsin mi? Bu tarihler fiyatsız kalır.`}
                        onConfirm={async () => {
                          try {
                            await del.mutateAsync(p.id);
                            toast('success', 'Fiyat dönemi silindi.');
                          } catch (err) {
                            toast('error', apiErrorMessage(err));
                          }
                        }}
                      >
                        Sil
                      </ConfirmButton>
                    </Row>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      <PriceFormModal villaId={villa.id} price={editing} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
