import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SearchOptions } from '@villa/shared/contracts/storefront';
import { Button } from '@villa/shared/ui/button';
import { LazyDateRangePicker } from '@villa/shared/ui/date-range-picker/lazy-date-range-picker';
import { Field, Input, Select } from '@villa/shared/ui/form';
import { GuestsPicker } from '../../../components/guests-picker';
import { readGuests, writeGuests } from '../../../components/guests';
import { isoToday } from '../../../lib/dates';
import type { SearchParamsRecord } from '../api/search-villas';
import { filtersError, priceField, priceParam, type PriceCurrency } from './filter-rules';

export { filtersError, priceField, priceParam, type PriceCurrency } from './filter-rules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 18px;
  border-radius: 16px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  legend {
    font-weight: 600;
    font-size: 13px;
    margin-bottom: 6px;
  }
  .checks label {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 14px;
    cursor: pointer;
  }
  .checks input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  .pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 10px;
  }
  .error {
    color: ${({ theme }) => theme.color.danger};
    font-size: 13px;
    margin: 0;
  }
`;

const TL: PriceCurrency = { sign: '₺', rate: 1 };

interface Props {
  options: SearchOptions | undefined;
  /** The filters being edited (not yet applied): kept by the page so that sorting does not lose them. */
  value: SearchParamsRecord;
  onChange: (value: SearchParamsRecord) => void;
  /** Filters fixed by the page (a town or type page): not shown. */
  fixed: SearchParamsRecord;
  onApply: (values: SearchParamsRecord) => void;
  /** An error found when the page applied the filters (with a sort); shown with the filters. */
  error?: string;
  /** The price range is typed in the visitor's currency; the URL and the API keep TL. */
  currency?: PriceCurrency;
}

const splitIds = (s: string | undefined) => new Set((s ?? '').split(',').filter(Boolean));

/** The listing filters; applied together so the URL changes once per search. */
export function SearchFilters({
  options,
  value: v,
  onChange,
  fixed,
  onApply,
  error: pageError = '',
  currency = TL,
}: Props) {
  const [ownError, setError] = useState('');
  const error = ownError || pageError;
  const today = isoToday();
  const setV = (update: (prev: SearchParamsRecord) => SearchParamsRecord) => onChange(update(v));
  const set = (key: string, value: string) => setV((prev) => ({ ...prev, [key]: value }));
  const party = readGuests(new URLSearchParams(Object.entries(v)), null);
  const toggle = (key: 'types' | 'features', id: number) => {
    const ids = splitIds(v[key]);
    if (ids.has(String(id))) ids.delete(String(id));
    else ids.add(String(id));
    set(key, [...ids].join(','));
  };
  const town = options?.towns.find((t) => t.slug === (fixed.town ?? v.town));
  // A nightly price bound typed in the visitor's currency; the catalogue's own bound as placeholder.
  const priceBound = (key: 'minPrice' | 'maxPrice', label: string, catalogue: number | undefined) => (
    <Field label={`${label} (${currency.sign}/gece)`}>
      <Input
        type="number"
        min={0}
        inputMode="numeric"
        placeholder={catalogue === undefined ? '' : priceField(String(catalogue), currency)}
        value={priceField(v[key], currency)}
        onChange={(e) => set(key, priceParam(e.target.value, currency))}
      />
    </Field>
  );
  const checks = (key: 'types' | 'features', legend: string, items: { id: number; name: string }[]) => (
    <fieldset className="checks">
      <legend>{legend}</legend>
      {items.map((item) => (
        <label key={item.id}>
          <input
            type="checkbox"
            checked={splitIds(v[key]).has(String(item.id))}
            onChange={() => toggle(key, item.id)}
          />
          {item.name}
        </label>
      ))}
    </fieldset>
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = filtersError(v, today);
    setError(problem);
    if (!problem) onApply(v);
  };

  return (
    // noValidate: the checks above give Turkish messages; the browser's own (for the dates' min)
    // would stop the submit with a tooltip in the browser's language instead.
    <Form onSubmit={submit} aria-label="Villa filtreleri" noValidate>
      <LazyDateRangePicker
        value={{ from: v.checkin || null, to: v.checkout || null }}
        onChange={({ from, to }) => setV((prev) => ({ ...prev, checkin: from ?? '', checkout: to ?? '' }))}
        labels={{ from: 'Giriş tarihi', to: 'Çıkış tarihi' }}
        min={today}
      />
      <GuestsPicker
        label="Kişi sayısı"
        emptyLabel="Farketmez"
        value={party}
        onChange={(g) =>
          setV((prev) => {
            const params = writeGuests(new URLSearchParams(Object.entries(prev)), g);
            const next: SearchParamsRecord = { ...prev, guests: '', adults: '', children: '', infants: '' };
            for (const [k, val] of params) next[k] = val;
            return next;
          })
        }
      />
      {fixed.town ? null : (
        <Field label="Bölge">
          <Select
            value={v.town ?? ''}
            onChange={(e) => setV((prev) => ({ ...prev, town: e.target.value, district: '' }))}
          >
            <option value="">Tüm bölgeler</option>
            {options?.towns.map((t) => (
              <option key={t.id} value={t.slug}>
                {t.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {town && town.districts.length ? (
        <Field label="Mevki">
          <Select value={v.district ?? ''} onChange={(e) => set('district', e.target.value)}>
            <option value="">Tüm {town.name}</option>
            {town.districts.map((d) => (
              <option key={d.id} value={d.slug}>
                {d.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <div className="pair">
        {priceBound('minPrice', 'En az', options?.price.min)}
        {priceBound('maxPrice', 'En çok', options?.price.max)}
      </div>
      {fixed.types || !options?.types.length ? null : checks('types', 'Villa tipi', options.types)}
      {options?.features.length ? checks('features', 'Özellikler', options.features) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" $block>
        Villaları Göster
      </Button>
      <Button
        $variant="ghost"
        $block
        onClick={() => {
          onChange({});
          setError('');
          onApply({});
        }}
      >
        Filtreleri temizle
      </Button>
    </Form>
  );
}
