import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SearchOptions } from '@villa/shared/contracts/storefront';
import { Button } from '@villa/shared/ui/button';
import { Field, Input, Select } from '@villa/shared/ui/form';
import { isoToday } from '../../../lib/dates';
import type { SearchParamsRecord } from '../api/search-villas';

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

interface Props {
  options: SearchOptions | undefined;
  values: SearchParamsRecord;
  /** Filters fixed by the page (a town or type page): not shown. */
  fixed: SearchParamsRecord;
  onApply: (values: SearchParamsRecord) => void;
}

const splitIds = (s: string | undefined) => new Set((s ?? '').split(',').filter(Boolean));

/** The listing filters; applied together so the URL changes once per search. */
export function SearchFilters({ options, values, fixed, onApply }: Props) {
  const [v, setV] = useState<SearchParamsRecord>(values);
  const [error, setError] = useState('');
  const today = isoToday();
  const set = (key: string, value: string) => setV((prev) => ({ ...prev, [key]: value }));
  const toggle = (key: 'types' | 'features', id: number) => {
    const ids = splitIds(v[key]);
    if (ids.has(String(id))) ids.delete(String(id));
    else ids.add(String(id));
    set(key, [...ids].join(','));
  };
  const town = options?.towns.find((t) => t.slug === (fixed.town ?? v.town));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (Boolean(v.checkin) !== Boolean(v.checkout))
      return setError('Giriş ve çıkış tarihlerini birlikte seçin.');
    if (v.checkin && v.checkin < today) return setError('Giriş tarihi geçmiş bir tarih olamaz.');
    if (v.checkin && v.checkout && v.checkout <= v.checkin)
      return setError('Çıkış tarihi giriş tarihinden sonra olmalı.');
    if (v.minPrice && v.maxPrice && Number(v.minPrice) > Number(v.maxPrice))
      return setError('En düşük fiyat en yüksek fiyattan büyük olamaz.');
    setError('');
    onApply(v);
  };

  return (
    // noValidate: the checks above give Turkish messages; the browser's own (for the dates' min)
    // would stop the submit with a tooltip in the browser's language instead.
    <Form onSubmit={submit} aria-label="Villa filtreleri" noValidate>
      <Field label="Giriş tarihi">
        <Input
          type="date"
          min={today}
          value={v.checkin ?? ''}
          onChange={(e) => set('checkin', e.target.value)}
        />
      </Field>
      <Field label="Çıkış tarihi">
        <Input
          type="date"
          min={v.checkin || today}
          value={v.checkout ?? ''}
          onChange={(e) => set('checkout', e.target.value)}
        />
      </Field>
      <Field label="Kişi sayısı">
        <Select value={v.guests ?? ''} onChange={(e) => set('guests', e.target.value)}>
          <option value="">Farketmez</option>
          {Array.from({ length: Math.max(16, options?.capacity.max ?? 0) }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n} kişi
            </option>
          ))}
        </Select>
      </Field>
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
        <Field label="En az (₺/gece)">
          <Input
            type="number"
            min={0}
            inputMode="numeric"
            placeholder={options ? String(options.price.min) : ''}
            value={v.minPrice ?? ''}
            onChange={(e) => set('minPrice', e.target.value)}
          />
        </Field>
        <Field label="En çok (₺/gece)">
          <Input
            type="number"
            min={0}
            inputMode="numeric"
            placeholder={options ? String(options.price.max) : ''}
            value={v.maxPrice ?? ''}
            onChange={(e) => set('maxPrice', e.target.value)}
          />
        </Field>
      </div>
      {fixed.types || !options?.types.length ? null : (
        <fieldset className="checks">
          <legend>Villa tipi</legend>
          {options.types.map((t) => (
            <label key={t.id}>
              <input
                type="checkbox"
                checked={splitIds(v.types).has(String(t.id))}
                onChange={() => toggle('types', t.id)}
              />
              {t.name}
            </label>
          ))}
        </fieldset>
      )}
      {options?.features.length ? (
        <fieldset className="checks">
          <legend>Özellikler</legend>
          {options.features.map((f) => (
            <label key={f.id}>
              <input
                type="checkbox"
                checked={splitIds(v.features).has(String(f.id))}
                onChange={() => toggle('features', f.id)}
              />
              {f.name}
            </label>
          ))}
        </fieldset>
      ) : null}
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
          setV({});
          setError('');
          onApply({});
        }}
      >
        Filtreleri temizle
      </Button>
    </Form>
  );
}
