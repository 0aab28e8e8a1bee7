import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from '@villa/shared/parcel/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { homeDataQuery } from '@villa/shared/api/site';
import type { VillaDetail } from '@villa/shared/contracts/storefront';
import { paths } from '@villa/shared/config/paths';
import { currencySign } from '@villa/shared/lib/format/money';
import { convertFromTl, ratesFromEntries } from '@villa/shared/lib/money';
import { useCurrency } from '@villa/shared/stores/currency';
import type { BlockedRange, StayPeriod } from '@villa/shared/ui/date-range-picker/date-range-picker';
import { LazyDateRangePicker } from '@villa/shared/ui/date-range-picker/lazy-date-range-picker';
import { minStayFor } from '@villa/shared/ui/date-range-picker/availability';
import { Spinner } from '@villa/shared/ui/feedback';
import { GuestsPicker } from '../../../components/guests-picker';
import {
  guestsRefusal,
  readGuests,
  totalGuests,
  writeGuests,
  type GuestCounts,
} from '../../../components/guests';
import { formatTr } from '../../../lib/dates';
import { usePrice } from '../../../lib/use-price';
import { useCreateReservation } from '../api/create-reservation';
import { useAvailability } from '../api/get-availability';
import { useQuote } from '../api/get-quote';
import type { BookingRequestValues } from './booking-request-form';
import { formatNumberTr } from '@villa/shared/lib/format/number';

const Box = styled.section`
  scroll-margin-top: 90px;
  padding: 22px;
  border-radius: 20px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  display: flex;
  flex-direction: column;
  gap: 14px;
  h2 {
    margin: 0;
    font-size: 22px;
  }
  .from {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .from strong {
    font-size: 22px;
    color: ${({ theme }) => theme.color.primary};
  }
  .hint {
    margin: -6px 0 0;
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 8px 12px;
    font-size: 15px;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .total {
    border-top: 1px solid ${({ theme }) => theme.color.border};
    padding-top: 8px;
    font-size: 18px;
  }
  .alert {
    margin: 0;
    padding: 10px 12px;
    border-radius: 10px;
    background: ${({ theme }) => theme.color.dangerBg};
    color: ${({ theme }) => theme.color.danger};
    font-size: 14px;
  }
  .ok {
    padding: 16px;
    border-radius: 14px;
    background: ${({ theme }) => theme.color.successBg};
    color: ${({ theme }) => theme.color.success};
  }
  .ok strong.code {
    display: block;
    font-size: 26px;
    letter-spacing: 0.08em;
    margin: 6px 0;
    color: ${({ theme }) => theme.color.text};
  }
  .consent {
    font-size: 13px;
  }
`;

const loadRequestForm = () => import('./booking-request-form');
const BookingRequestForm = lazy(loadRequestForm);

export interface BookingSectionProps {
  villa: VillaDetail;
  checkIn: string;
  checkOut: string;
  guests: number;
  today: string;
  overlapsBooking: boolean;
  onChange: (next: { checkIn?: string; checkOut?: string; guests?: number }) => void;
}

/** A nightly price short enough for a calendar cell, in the visitor's currency: '₺6,5B', '€250'. */
function useCellPrice(): (amountTl: number) => string {
  const currency = useCurrency((s) => s.currency);
  const { data } = useQuery(homeDataQuery());
  const rates = ratesFromEntries(data?.exchange);
  return (amountTl) => {
    const converted = convertFromTl(amountTl, currency, rates);
    const [value, sign] = converted === null ? [amountTl, '₺'] : [converted, currencySign(currency)];
    if (value >= 1000) {
      const thousands = Math.round(value / 100) / 10;
      return `${sign}${formatNumberTr(thousands, 0, 1)}B`;
    }
    return `${sign}${Math.round(value)}`;
  };
}

/** The booking section (id 'rezervasyon' for the mobile tab bar): dates, guests, quote and request. */
export function BookingSection({
  villa,
  checkIn,
  checkOut,
  guests,
  today,
  overlapsBooking,
  onChange,
}: BookingSectionProps) {
  const price = usePrice();
  const cellPrice = useCellPrice();
  const [sp, setSp] = useSearchParams();
  const availability = useAvailability(villa.slug);
  // Guests by age from the URL; an old link's guests=N are N adults (the page keeps N within the capacity).
  const party: GuestCounts = (sp.has('adults') ? readGuests(sp, null) : null) ?? {
    adults: guests,
    children: 0,
    infants: 0,
  };
  const partyError = guestsRefusal(party, villa.capacity, villa.infantsCountInCapacity);
  const setParty = (next: GuestCounts | null) => {
    setSp((prev) => writeGuests(new URLSearchParams(prev), next), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const blocked = useMemo<BlockedRange[]>(
    () => (availability.data?.blocked ?? []).map((b) => ({ start: b.start, end: b.end, kind: 'booked' })),
    [availability.data],
  );
  const periods = useMemo<StayPeriod[]>(
    () =>
      villa.prices.map((p) => ({
        startDate: p.startDate,
        endDate: p.endDate,
        minStay: p.minStay,
        nightlyPrice: p.nightlyTl,
      })),
    [villa.prices],
  );
  const orderOk = Boolean(checkIn && checkOut && checkOut > checkIn && checkIn >= today);
  const quote = useQuote(
    villa.slug,
    orderOk && !overlapsBooking && !partyError
      ? {
          checkin: checkIn,
          checkout: checkOut,
          guests: totalGuests(party),
          adults: party.adults,
          children: party.children,
          infants: party.infants,
        }
      : null,
  );
  const create = useCreateReservation();
  // The request form's code is fetched once dates are chosen, beside the quote it waits for.
  useEffect(() => {
    if (orderOk) void loadRequestForm();
  }, [orderOk]);

  const dateError =
    checkIn && checkIn < today
      ? 'Giriş tarihi geçmiş bir tarih olamaz.'
      : checkIn && checkOut && checkOut <= checkIn
        ? 'Çıkış tarihi giriş tarihinden sonra olmalı.'
        : overlapsBooking
          ? 'Seçtiğiniz tarihlerde villa dolu. Takvimden müsait günleri seçin.'
          : '';

  const onSubmit = (values: BookingRequestValues) => {
    if (!quote.data || !values.kvkk) return;
    create.mutate({
      body: {
        villaId: villa.id,
        checkIn,
        checkOut,
        guests: totalGuests(party),
        adults: party.adults,
        children: party.children,
        infants: party.infants,
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        note: values.note.trim(),
        kvkk: true,
      },
    });
  };

  if (create.data) {
    // A repeat of the visitor's open request (same e-mail, villa and dates within 24 hours): the
    // server created nothing and gives the code of the first one.
    const repeat = create.data.existing;
    return (
      <Box id="rezervasyon" aria-labelledby="booking-title">
        <h2 id="booking-title">
          {repeat ? 'Bu talebiniz daha önce alınmış' : 'Rezervasyon talebiniz alındı'}
        </h2>
        <div className="ok" role="status">
          {repeat ? 'İlk talebinizin rezervasyon kodu' : 'Rezervasyon kodunuz'}
          <strong className="code" data-testid="reservation-code">
            {create.data.code}
          </strong>
          {create.data.message}
        </div>
        <p style={{ margin: 0 }}>
          Durumunu <Link to={paths.enquire}>Rezervasyonlarım</Link> sayfasından bu kod ve e-posta adresinizle
          takip edebilirsiniz.
        </p>
      </Box>
    );
  }

  return (
    <Box id="rezervasyon" aria-labelledby="booking-title">
      <h2 id="booking-title">Rezervasyon</h2>
      {villa.priceFromTl !== null ? (
        <p className="from">
          Gecelik <strong>{price(villa.priceFromTl)}</strong>&apos;den başlayan fiyatlarla
        </p>
      ) : null}
      <LazyDateRangePicker
        value={{ from: checkIn || null, to: checkOut || null }}
        onChange={({ from, to }) => onChange({ checkIn: from ?? '', checkOut: to ?? '' })}
        labels={{ from: 'Giriş tarihi', to: 'Çıkış tarihi' }}
        min={today}
        max={availability.data?.to}
        blocked={blocked}
        periods={periods}
        formatPrice={cellPrice}
        align="end"
      />
      {checkIn && !checkOut && !dateError ? (
        <p className="hint" data-testid="min-stay-hint">
          {formatTr(checkIn, 'd MMMM')} girişli konaklamalarda en az {minStayFor(checkIn, { periods })} gece
          kalınır.
        </p>
      ) : null}
      <GuestsPicker
        label="Misafirler"
        value={party}
        onChange={setParty}
        capacity={villa.capacity}
        infantsCount={villa.infantsCountInCapacity}
        align="end"
      />
      {partyError ? (
        <p className="alert" role="alert">
          {partyError}
        </p>
      ) : null}
      {dateError ? (
        <p className="alert" role="alert">
          {dateError}
        </p>
      ) : partyError ? null : !orderOk ? (
        <p className="from">Fiyatı görmek için giriş ve çıkış tarihlerini seçin.</p>
      ) : quote.isPending ? (
        <p className="from">
          <Spinner /> Fiyat hesaplanıyor…
        </p>
      ) : quote.isError ? (
        <p className="alert" role="alert" data-testid="quote-error">
          {apiErrorMessage(quote.error)}
        </p>
      ) : (
        <dl data-testid="quote">
          <dt>
            {formatTr(checkIn, 'd MMM')} – {formatTr(checkOut, 'd MMM yyyy')}
          </dt>
          <dd>{quote.data.nights} gece</dd>
          <dt>Konaklama</dt>
          <dd>{price(quote.data.accommodationTl)}</dd>
          {quote.data.cleaningFeeTl > 0 ? (
            <>
              <dt>Temizlik ücreti</dt>
              <dd>{price(quote.data.cleaningFeeTl)}</dd>
            </>
          ) : null}
          {quote.data.extraFeesTl > 0 ? (
            <>
              <dt>Ek ücretler</dt>
              <dd>{price(quote.data.extraFeesTl)}</dd>
            </>
          ) : null}
          <dt className="total">Toplam</dt>
          <dd className="total" data-testid="quote-total">
            {price(quote.data.totalTl)}
          </dd>
          <dt>Ön ödeme (%{quote.data.prepaymentRate})</dt>
          <dd>{price(quote.data.prepaymentTl)}</dd>
          <dt>Girişte ödenecek</dt>
          <dd>{price(quote.data.balanceTl)}</dd>
          {quote.data.depositTl > 0 ? (
            <>
              <dt>Hasar depozitosu (iade edilir)</dt>
              <dd>{price(quote.data.depositTl)}</dd>
            </>
          ) : null}
        </dl>
      )}
      {quote.data && !dateError && !partyError ? (
        <Suspense
          fallback={
            <p className="from">
              <Spinner />
            </p>
          }
        >
          <BookingRequestForm
            onSubmit={onSubmit}
            pending={create.isPending}
            error={create.isError ? create.error : null}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
