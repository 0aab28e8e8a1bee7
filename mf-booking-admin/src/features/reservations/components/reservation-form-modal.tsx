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
import { Field, FormGrid, Input } from '@villa/shared/ui/form';
import { InputField, NumberField, SelectField, TextareaField } from '@villa/shared/ui/form-fields';
import { FormModal } from '@villa/shared/ui/form-modal';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reservationCreateSchema),
    defaultValues: valuesOf(reservation),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = form;

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
        <NumberField form={form} name="adults" label="Yetişkin" min={1} />
        <NumberField form={form} name="children" label="Çocuk" min={0} />
        <InputField form={form} name="customerName" label="Müşteri adı soyadı" autoComplete="off" />
        <InputField form={form} name="customerPhone" label="Telefon" type="tel" autoComplete="off" />
        <div className="full">
          <InputField
            form={form}
            name="customerEmail"
            label="E-posta"
            hint="Ödeme linki ve onay bu adrese gider."
            type="email"
            autoComplete="off"
          />
        </div>
        <NumberField
          form={form}
          name="extraFees"
          label="Ek ücretler (TL)"
          hint="Transfer, erken giriş vb."
          min={0}
          decimal
        />
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
            <SelectField
              form={form}
              name="status"
              label="Başlangıç durumu"
              options={choicesOf(CREATE_STATUSES, (s) => RESERVATION_STATUS_LABELS[s])}
            />
            {status === 'awaiting_prepayment' ? (
              <NumberField form={form} name="optionHours" label="Opsiyon süresi (saat)" min={1} max={720} />
            ) : (
              <div />
            )}
          </>
        ) : null}
        <div className="full">
          <TextareaField form={form} name="note" label="Müşteri notu" rows={2} />
        </div>
        <div className="full">
          <TextareaField
            form={form}
            name="staffNote"
            label="Personel notu"
            hint="Yalnızca yöneticiler görür."
            rows={2}
          />
        </div>
      </FormGrid>
      <p style={{ opacity: 0.75, fontSize: 14 }}>
        Konaklama tutarı, villanın fiyat dönemlerinden sunucuda hesaplanır (giriş gününden çıkıştan önceki
        geceye kadar; minimum konaklama uygulanır) ve temizlik ücreti ile ek ücretler eklenir.
      </p>
    </FormModal>
  );
}
