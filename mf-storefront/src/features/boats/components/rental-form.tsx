import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { apiErrorMessage } from '@villa/shared/api/client';
import { boatRentalRequestSchema, type PublicBoatDetail } from '@villa/shared/contracts/boats';
import { formatDate, todayIso } from '@villa/shared/lib/format/dates';
import { zodResolver } from '@villa/shared/lib/form-resolver';
import { Button } from '@villa/shared/ui/button';
import type { BlockedRange } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { LazyDateRangePicker } from '@villa/shared/ui/date-range-picker/lazy-date-range-picker';
import { addDays } from '@villa/shared/ui/date-range-picker/availability';
import { Field, FormGrid, Input, Textarea } from '@villa/shared/ui/form';
import { notice } from '../../../components/styles';
import { useRequestBoatRental, type BoatRentalReceipt } from '../api/request-boat-rental';
import { useBoatPrice } from './use-boat-price';

type FormInput = z.input<typeof boatRentalRequestSchema>;
type FormOutput = z.output<typeof boatRentalRequestSchema>;

const Done = styled.div`
  padding: 18px;
  border-radius: 14px;
  background: ${({ theme }) => theme.color.successBg};
  color: ${({ theme }) => theme.color.text};
  h3 {
    margin: 0 0 6px;
    color: ${({ theme }) => theme.color.success};
  }
  p {
    margin: 4px 0;
  }
`;

const ServerError = styled.p`
  ${notice('danger')}
  margin-top: 12px;
`;

/** The day-rental request: days, people and contact details; staff confirm it afterwards. */
export function RentalForm({
  boat,
  start,
  end,
  onDatesChange,
}: {
  boat: PublicBoatDetail;
  start: string;
  end: string;
  /** The days as the guest picks them (the page's share message names them). */
  onDatesChange?: (start: string, end: string) => void;
}) {
  const send = useRequestBoatRental();
  const price = useBoatPrice();
  const [receipt, setReceipt] = useState<BoatRentalReceipt | null>(null);
  const [serverError, setServerError] = useState('');
  const today = todayIso();
  // The boat's booked days (both ends included) as the picker's blocked days.
  const blocked = useMemo<BlockedRange[]>(
    () => boat.busy.map((b) => ({ start: b.started_at, end: addDays(b.finished_at, 1), kind: 'booked' })),
    [boat.busy],
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(boatRentalRequestSchema),
    defaultValues: {
      boat_id: boat.id,
      started_at: start,
      finished_at: end || start,
      guests: Math.min(2, boat.capacity),
      customer_name: '',
      customer_email: '',
      customer_phone: '',
      note: '',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    setServerError('');
    if (body.guests > boat.capacity) return setServerError(`Bu tekne en fazla ${boat.capacity} kişi alır.`);
    try {
      setReceipt(await send.mutateAsync({ body }));
    } catch (err) {
      setServerError(apiErrorMessage(err));
    }
  });

  const pickedStart = watch('started_at');
  const pickedEnd = watch('finished_at');
  useEffect(() => {
    onDatesChange?.(pickedStart, pickedEnd);
  }, [onDatesChange, pickedStart, pickedEnd]);

  if (receipt) {
    return (
      <Done role="status" data-testid="rental-receipt">
        <h3>Talebiniz alındı</h3>
        <p>
          Talep kodunuz: <strong>{receipt.reservation_id}</strong>
        </p>
        <p>
          {receipt.boat_name}, {formatDate(receipt.started_at)}
          {receipt.finished_at !== receipt.started_at ? ` – ${formatDate(receipt.finished_at)}` : ''},{' '}
          {receipt.guests} kişi
          {receipt.total_amount !== null
            ? `, toplam ${price({ amount: receipt.total_amount, currency: receipt.currency })}`
            : ''}
          .
        </p>
        <p>Müsaitliği kontrol edip en kısa sürede sizi arayacağız.</p>
      </Done>
    );
  }

  const busy = boat.busy.some((b) => {
    const s = watch('started_at');
    const f = watch('finished_at');
    return s && f && b.started_at <= f && s <= b.finished_at;
  });

  /** A day of the rental, picked on the boat's calendar (its booked days blocked). */
  const dayField = (name: 'started_at' | 'finished_at', label: string, min: string, align?: 'end') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LazyDateRangePicker
          mode="single"
          label={label}
          value={field.value || null}
          onChange={(day) => field.onChange(day ?? '')}
          min={min}
          blocked={blocked}
          error={errors[name]?.message}
          align={align}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Tekne kiralama talebi">
      <FormGrid>
        {dayField('started_at', 'Başlangıç', today)}
        {dayField('finished_at', 'Bitiş', watch('started_at') || today, 'end')}
        <Field label="Kişi sayısı" error={errors.guests?.message} hint={`En fazla ${boat.capacity} kişi.`}>
          <Input type="number" inputMode="numeric" min={1} max={boat.capacity} {...register('guests')} />
        </Field>
        <Field label="Ad soyad" error={errors.customer_name?.message}>
          <Input autoComplete="name" {...register('customer_name')} />
        </Field>
        <Field label="E-posta" error={errors.customer_email?.message}>
          <Input type="email" autoComplete="email" {...register('customer_email')} />
        </Field>
        <Field label="Telefon" error={errors.customer_phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('customer_phone')} />
        </Field>
        <div className="full">
          <Field label="Notunuz (isteğe bağlı)" error={errors.note?.message}>
            <Textarea rows={3} {...register('note')} />
          </Field>
        </div>
      </FormGrid>
      {busy ? <ServerError role="alert">Seçilen tarihlerde tekne dolu.</ServerError> : null}
      {serverError ? <ServerError role="alert">{serverError}</ServerError> : null}
      <Button type="submit" $block $size="lg" disabled={isSubmitting || busy} style={{ marginTop: 16 }}>
        {isSubmitting ? 'Gönderiliyor…' : 'Kiralama talebi gönder'}
      </Button>
    </form>
  );
}
