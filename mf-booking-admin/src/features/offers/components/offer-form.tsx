import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import { useEndpointMutation } from '@villa/shared/api/request';
import {
  offerCreateSchema,
  offerPreviewSchema,
  type OfferPreviewBody,
} from '@villa/shared/contracts/bookings';
import type { OfferCreated } from '@villa/shared/contracts/offers';
import { createOffer, listOffers } from '@villa/shared/contracts/routes/offers';
import { addDaysIso, todayIso } from '@villa/shared/lib/format/dates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { DateRangePicker } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { DayField } from '@villa/shared/ui/day-field';
import { FormGrid } from '@villa/shared/ui/form';
import { InputField, NumberField, TextareaField } from '@villa/shared/ui/form-fields';
import { Card, Row } from '@villa/shared/ui/layout';
import { useVillaOptions } from '../../../api/get-villa-options';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { usePreviewOffer } from '../api/preview-offer';
import { VillaPicker } from './villa-picker';

/** The shared rules plus one the server also checks: the link cannot outlive the check-in day. */
const formSchema = offerCreateSchema.refine((v) => v.validUntil <= v.checkIn, {
  message: 'Geçerlilik tarihi giriş tarihinden sonra olamaz.',
  path: ['validUntil'],
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const FormError = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Hint = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const defaults = (): FormInput => ({
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  checkIn: '',
  checkOut: '',
  guests: 2,
  villaIds: [],
  validUntil: addDaysIso(todayIso(), 3),
  note: '',
});

/** 'Teklif Hazırla': customer, stay and villas; the server prices each villa and stores the offer. */
export function OfferForm({ onCreated }: { onCreated: (result: OfferCreated) => void }) {
  const villas = useVillaOptions();
  const create = useEndpointMutation(createOffer, { invalidates: [listOffers] });
  const { toast } = useShellServices();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(),
  });
  const {
    control,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const [checkIn, checkOut, guests, villaIds] = watch(['checkIn', 'checkOut', 'guests', 'villaIds']);
  const checkInField = useController({ control, name: 'checkIn' });
  const checkOutField = useController({ control, name: 'checkOut' });
  const picked = villaIds.map(Number);
  const previewInput: OfferPreviewBody = { checkIn, checkOut, guests: Number(guests), villaIds: picked };
  const previewValid = offerPreviewSchema.safeParse(previewInput).success;
  const preview = usePreviewOffer(previewValid ? previewInput : null);

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await create.mutateAsync({ body });
      toast('success', 'Teklif oluşturuldu; bağlantıyı müşteriyle paylaşabilirsiniz.');
      reset(defaults());
      onCreated(result);
    } catch (err) {
      const message = apiErrorMessage(err);
      setFormError(message);
      toast('error', message);
    }
  });

  if (villas.isPending) return <LoadingBlock />;
  if (villas.isError) return <ErrorState onRetry={() => void villas.refetch()} />;

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Teklif formu">
        <h2 style={{ marginTop: 0, fontSize: 18 }}>Müşteri ve konaklama</h2>
        <FormGrid>
          <InputField form={form} name="customerName" label="Müşteri adı soyadı" autoComplete="off" />
          <InputField form={form} name="customerEmail" label="E-posta" type="email" autoComplete="off" />
          <InputField form={form} name="customerPhone" label="Telefon" type="tel" autoComplete="off" />
          <NumberField form={form} name="guests" label="Kişi sayısı" min={1} max={50} />
          <div className="full">
            {/* Several villas: each one's availability is checked by the preview below. */}
            <DateRangePicker
              labels={{ from: 'Giriş tarihi', to: 'Çıkış tarihi' }}
              value={{ from: checkIn || null, to: checkOut || null }}
              onChange={(v) => {
                checkInField.field.onChange(v.from ?? '');
                checkOutField.field.onChange(v.to ?? '');
              }}
              error={errors.checkIn?.message ?? errors.checkOut?.message}
            />
          </div>
          <div>
            <DayField form={form} name="validUntil" label="Teklif geçerlilik tarihi" />
            {errors.validUntil ? null : <Hint>Bu günün sonunda bağlantı çalışmaz olur.</Hint>}
          </div>
          <div className="full">
            <TextareaField form={form} name="note" label="Not (müşteriye gösterilmez)" rows={2} />
          </div>
        </FormGrid>
        <h2 style={{ margin: '24px 0 12px', fontSize: 18 }}>Villalar</h2>
        <VillaPicker
          villas={villas.data}
          selected={picked}
          onChange={(ids) =>
            setValue('villaIds', ids, { shouldValidate: picked.length > 0 || ids.length > 0 })
          }
          quotes={previewValid ? (preview.data ?? null) : null}
          quoting={preview.isFetching}
          error={errors.villaIds?.message ?? (preview.isError ? apiErrorMessage(preview.error) : undefined)}
        />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Row $justify="flex-end" style={{ marginTop: 20 }}>
          <Button $variant="secondary" onClick={() => reset(defaults())}>
            Temizle
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Hazırlanıyor…' : 'Teklifi oluştur'}
          </Button>
        </Row>
      </form>
    </Card>
  );
}
