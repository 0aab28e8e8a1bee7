import { useEffect, useMemo } from 'react';
import { useNavigate } from '@villa/shared/parcel/router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import {
  CREATE_STATUSES,
  reservationCreateSchema,
  type ReservationDetail,
} from '@villa/shared/contracts/bookings';
import { RESERVATION_STATUS_LABELS, isBlocking } from '@villa/shared/contracts/reservations';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Field, FormGrid, Input, Select, Textarea } from '@villa/shared/ui/form';
import { FormModal } from '@villa/shared/ui/form-modal';
import type { OwnStay } from '../../../api/villa-calendar';
import { VillaStayFields } from '../../../components/villa-stay-fields';
import { useSaveReservation } from '../api/save-reservation';

type FormInput = z.input<typeof reservationCreateSchema>;
type FormOutput = z.output<typeof reservationCreateSchema>;

interface Props {
  /** null: a new reservation by staff; a detail: edit it (amounts are recomputed by the server). */
  reservation: ReservationDetail | null;
  open: boolean;
  onClose: () => void;
  /** A new reservation's villa and dates picked elsewhere (a range dragged on the timeline). */
  prefill?: ReservationPrefill | null;
}

export interface ReservationPrefill {
  villaId: number;
  checkIn: string;
  checkOut: string;
}

function valuesOf(r: ReservationDetail | null, prefill?: ReservationPrefill | null): FormInput {
  if (!r) {
    return {
      villaId: prefill?.villaId ?? ('' as unknown as number), // empty until a villa is picked; the schema refuses it
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      checkIn: prefill?.checkIn ?? '',
      checkOut: prefill?.checkOut ?? '',
      adults: 2,
      children: 0,
      extraFees: 0,
      prepaymentAmount: null,
      note: '',
      staffNote: '',
      status: 'new',
      optionHours: 24,
    };
  }
  return {
    villaId: r.villaId,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    adults: r.adults,
    children: r.children,
    extraFees: r.extraFees,
    prepaymentAmount: r.prepaymentAmount,
    note: r.note,
    staffNote: r.staffNote,
    status: 'new',
    optionHours: 24,
  };
}

export function ReservationFormModal({ reservation, open, onClose, prefill = null }: Props) {
  const isNew = reservation === null;
  const { toast } = useShellServices();
  const navigate = useNavigate();
  const save = useSaveReservation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reservationCreateSchema),
    defaultValues: valuesOf(reservation),
  });

  useEffect(() => {
    if (open) reset(valuesOf(reservation, prefill));
  }, [open, reservation, prefill, reset]);

  const onSubmit = handleSubmit(async (body) => {
    // An empty prepayment field means: the villa's rate of the total.
    const prepaymentAmount =
      body.prepaymentAmount === null || Number.isNaN(body.prepaymentAmount) ? null : body.prepaymentAmount;
    try {
      if (reservation === null) {
        const saved = await save.create.mutateAsync({ body: { ...body, prepaymentAmount } });
        toast('success', `Rezervasyon oluşturuldu: ${saved.reservationCode}`);
        onClose();
        navigate(`/reservations/villa/${saved.id}`);
      } else {
        const { status: _s, optionHours: _o, ...rest } = body;
        await save.update.mutateAsync({
          params: { id: reservation.id },
          body: { ...rest, prepaymentAmount },
        });
        toast('success', 'Rezervasyon güncellendi; tutarlar yeniden hesaplandı.');
        onClose();
      }
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  });

  const status = watch('status');
  // The selected villa's booked and closed nights and its minimum stays, the edited stay left out.
  const own = useMemo<OwnStay | null>(
    () =>
      reservation && {
        villaId: reservation.villaId,
        start: reservation.checkIn,
        end: reservation.checkOut,
        kind: 'reservation',
        blocking: isBlocking(reservation.status),
      },
    [reservation],
  );

  return (
    <FormModal
      title={isNew ? 'Yeni Rezervasyon' : 'Rezervasyonu Düzenle'}
      open={open}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      formLabel="Rezervasyon formu"
      wide
    >
      <FormGrid>
        <VillaStayFields
          control={control}
          register={register}
          names={{ villa: 'villaId', from: 'checkIn', to: 'checkOut' }}
          villaError={errors.villaId?.message}
          labels={{ from: 'Giriş tarihi', to: 'Çıkış tarihi' }}
          own={own}
          open={open}
          minStays
          markInactive
        />
        <Field label="Yetişkin" error={errors.adults?.message}>
          <Input type="number" min={1} {...register('adults')} />
        </Field>
        <Field label="Çocuk" error={errors.children?.message}>
          <Input type="number" min={0} {...register('children')} />
        </Field>
        <Field label="Müşteri adı soyadı" error={errors.customerName?.message}>
          <Input {...register('customerName')} autoComplete="off" />
        </Field>
        <Field label="Telefon" error={errors.customerPhone?.message}>
          <Input type="tel" {...register('customerPhone')} autoComplete="off" />
        </Field>
        <div className="full">
          <Field
            label="E-posta"
            error={errors.customerEmail?.message}
            hint="Ödeme linki ve onay bu adrese gider."
          >
            <Input type="email" {...register('customerEmail')} autoComplete="off" />
          </Field>
        </div>
        <Field label="Ek ücretler (TL)" error={errors.extraFees?.message} hint="Transfer, erken giriş vb.">
          <Input type="number" min={0} step="0.01" {...register('extraFees')} />
        </Field>
        <Field
          label="Ön ödeme (TL)"
          error={errors.prepaymentAmount?.message}
          hint="Boş bırakılırsa villanın ön ödeme oranıyla hesaplanır."
        >
          <Input
            type="number"
            min={0}
            step="0.01"
            {...register('prepaymentAmount', {
              setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)),
            })}
          />
        </Field>
        {isNew ? (
          <>
            <Field label="Başlangıç durumu" error={errors.status?.message}>
              <Select {...register('status')}>
                {CREATE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {RESERVATION_STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            </Field>
            {status === 'awaiting_prepayment' ? (
              <Field label="Opsiyon süresi (saat)" error={errors.optionHours?.message}>
                <Input type="number" min={1} max={720} {...register('optionHours')} />
              </Field>
            ) : (
              <div />
            )}
          </>
        ) : null}
        <div className="full">
          <Field label="Müşteri notu" error={errors.note?.message}>
            <Textarea rows={2} {...register('note')} />
          </Field>
        </div>
        <div className="full">
          <Field label="Personel notu" error={errors.staffNote?.message} hint="Yalnızca yöneticiler görür.">
            <Textarea rows={2} {...register('staffNote')} />
          </Field>
        </div>
      </FormGrid>
      <p style={{ opacity: 0.75, fontSize: 14 }}>
        Konaklama tutarı, villanın fiyat dönemlerinden sunucuda hesaplanır (giriş gününden çıkıştan önceki
        geceye kadar; minimum konaklama uygulanır) ve temizlik ücreti ile ek ücretler eklenir.
      </p>
    </FormModal>
  );
}
