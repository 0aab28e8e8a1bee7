import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@villa/shared/parcel/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { regionsQuery } from '@villa/shared/api/site';
import { Button } from '@villa/shared/ui/button';
import { LazyDateRangePicker } from '@villa/shared/ui/date-range-picker/lazy-date-range-picker';
import { SearchIcon } from '@villa/shared/ui/icons';
import { GuestsPicker } from '../../../components/guests-picker';
import { writeGuests, type GuestCounts } from '../../../components/guests';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1.1fr) auto;
  align-items: stretch;
  gap: 10px;
  padding: 12px;
  border-radius: 18px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 24px 60px rgba(6, 40, 61, 0.35);
  max-width: 980px;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 6px 10px;
    border-radius: 12px;
    font-size: 12px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  > label:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  > label select {
    border: 0;
    background: transparent;
    font-size: 15px;
    font-weight: 600;
    color: ${({ theme }) => theme.color.text};
    padding: 2px 0;
    text-transform: none;
    letter-spacing: 0;
    min-height: 28px;
  }
  > label select:focus {
    outline: none;
  }
  > button {
    height: 100%;
    min-height: 56px;
    border-radius: 12px;
  }
`;

// The same wording as the listing's filters and the API.
const ERRORS = {
  both: 'Giriş ve çıkış tarihlerini birlikte seçin.',
  order: 'Çıkış tarihi giriş tarihinden sonra olmalı.',
  past: 'Giriş tarihi geçmiş bir tarih olamaz.',
};

function isoToday(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 10);
}

/** Date, guest and region search of the home hero; filters travel in the URL. */
export function HomeSearch() {
  const navigate = useNavigate();
  const { data: regions } = useQuery(regionsQuery());
  const [town, setTown] = useState('');
  const [checkin, setCheckin] = useState('');
  const [checkout, setCheckout] = useState('');
  const [guests, setGuests] = useState<GuestCounts>({ adults: 2, children: 0, infants: 0 });
  const [error, setError] = useState('');
  // A typed day the picker refused (its Turkish message shows at the field): no search with it.
  const datesRefused = useRef(false);
  const today = isoToday();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // The picker's message (role alert) stays at the field; the visitor corrects it there.
    if (datesRefused.current) return setError('');
    if (Boolean(checkin) !== Boolean(checkout)) return setError(ERRORS.both);
    if (checkin && checkin < today) return setError(ERRORS.past);
    if (checkin && checkout && checkout <= checkin) return setError(ERRORS.order);
    setError('');
    const params = new URLSearchParams();
    if (town) params.set('town', town);
    if (checkin) params.set('checkin', checkin);
    if (checkout) params.set('checkout', checkout);
    writeGuests(params, guests);
    navigate(`/listing${params.size ? `?${params}` : ''}`);
  };

  return (
    <>
      {/* noValidate: the checks above answer in Turkish; the browser's own (the dates' min) would not. */}
      <Form onSubmit={onSubmit} aria-label="Villa arama" noValidate>
        <label>
          Bölge
          <select value={town} onChange={(e) => setTown(e.target.value)}>
            <option value="">Tüm bölgeler</option>
            {regions?.towns.map((t) => (
              <option key={t.id} value={t.slug}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <LazyDateRangePicker
          value={{ from: checkin || null, to: checkout || null }}
          onChange={({ from, to }) => {
            setCheckin(from ?? '');
            setCheckout(to ?? '');
            setError('');
          }}
          labels={{ from: 'Giriş tarihi', to: 'Çıkış tarihi' }}
          min={today}
          onRefusedChange={(refused) => {
            datesRefused.current = refused;
          }}
        />
        <GuestsPicker value={guests} onChange={(g) => g && setGuests(g)} />
        <Button type="submit" $size="lg">
          <SearchIcon /> Villa Bul
        </Button>
      </Form>
      {error ? (
        <p
          role="alert"
          style={{
            color: '#fff',
            background: 'rgba(192,57,43,.85)',
            display: 'inline-block',
            padding: '6px 12px',
            borderRadius: 8,
          }}
        >
          {error}
        </p>
      ) : null}
    </>
  );
}
