import { useState, type FormEvent } from 'react';
import { todayIso } from '@villa/shared/lib/format/dates';
import { useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { Button } from '@villa/shared/ui/button';
import { LazyDateRangePicker } from '@villa/shared/ui/date-range-picker/lazy-date-range-picker';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Select } from '@villa/shared/ui/form';
import { Pagination } from '@villa/shared/ui/table';
import { PageBanner } from '../../../components/page-shell';
import { pageColumn, tiles } from '../../../components/styles';
import { BOATS_PAGE_SIZE, useSearchBoats } from '../api/search-boats';
import { BoatCard } from './boat-card';

const Filters = styled.form`
  max-width: 1240px;
  margin: -56px auto 0;
  padding: 0 24px;
  ${({ theme }) => theme.media.mobile} {
    padding: 0 16px;
  }
  .box {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
    gap: 12px;
    align-items: end;
    padding: 18px;
    border-radius: 18px;
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.lg};
    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: 1fr 1fr;
      > :last-child,
      > .guests {
        grid-column: 1 / -1;
      }
    }
  }
  label.guests {
    display: flex;
    flex-direction: column;
    gap: 6px;
    font-size: 13px;
    font-weight: 600;
  }
  .error {
    margin: 8px 4px 0;
    color: ${({ theme }) => theme.color.danger};
    font-size: 14px;
  }
`;

const Body = styled.div`
  ${pageColumn(32, 24)}
  .count {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Grid = styled.div`
  ${tiles('280px', 20)}
`;

const todayLocal = (): string => todayIso();

/** '/tekneler': active boats, filtered by days and number of people (GET /v1/searchboats?client=true). */
export function BoatsPage() {
  const [params, setParams] = useSearchParams();
  const started = params.get('started_at') ?? '';
  const finished = params.get('finished_at') ?? '';
  const capacity = params.get('capacity') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [form, setForm] = useState({ started, finished, capacity });
  const [formError, setFormError] = useState('');
  const { data, isPending, isError, error, refetch, isFetching } = useSearchBoats({
    started_at: started,
    finished_at: finished,
    capacity,
    page,
  });
  const today = todayLocal();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!!form.started !== !!form.finished)
      return setFormError('Başlangıç ve bitiş tarihlerini birlikte seçin.');
    if (form.started && form.finished < form.started)
      return setFormError('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    setFormError('');
    const next = new URLSearchParams();
    if (form.started) next.set('started_at', form.started);
    if (form.finished) next.set('finished_at', form.finished);
    if (form.capacity) next.set('capacity', form.capacity);
    setParams(next);
  };

  const dayQuery = started && finished ? `?started_at=${started}&finished_at=${finished}` : '';
  const hasFilters = !!(started || capacity);

  return (
    <>
      <PageBanner
        title="Kiralık Tekneler"
        current="Tekneler"
        lead="Gulet, motoryat ve yelkenlilerle Likya kıyılarında günlük tekne kiralama."
        overlap
      />
      <Filters onSubmit={submit} aria-label="Tekne arama" noValidate>
        <div className="box">
          <LazyDateRangePicker
            mode="single"
            label="Başlangıç"
            value={form.started || null}
            onChange={(day) =>
              setForm({ ...form, started: day ?? '', finished: form.finished || (day ?? '') })
            }
            min={today}
          />
          <LazyDateRangePicker
            mode="single"
            label="Bitiş"
            value={form.finished || null}
            onChange={(day) => setForm({ ...form, finished: day ?? '' })}
            min={form.started || today}
          />
          <label className="guests">
            Kişi sayısı
            <Select value={form.capacity} onChange={(e) => setForm({ ...form, capacity: e.target.value })}>
              <option value="">Tümü</option>
              {[2, 4, 6, 8, 10, 12, 16, 20].map((n) => (
                <option key={n} value={n}>
                  {n}+ kişi
                </option>
              ))}
            </Select>
          </label>
          <Button type="submit" $size="lg">
            Tekne Ara
          </Button>
        </div>
        {formError ? (
          <p className="error" role="alert">
            {formError}
          </p>
        ) : null}
      </Filters>
      <Body>
        {isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState message={apiErrorMessage(error)} onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState title="Uygun tekne bulunamadı">
            {hasFilters ? (
              <Button $variant="secondary" onClick={() => setParams({})}>
                Filtreleri temizle
              </Button>
            ) : (
              'Şu anda kiralanabilir tekne yok.'
            )}
          </EmptyState>
        ) : (
          <>
            <p className="count" aria-live="polite">
              {data.total} tekne {started ? 'seçtiğiniz günlerde müsait' : 'listeleniyor'}
              {isFetching ? ' · güncelleniyor…' : ''}
            </p>
            <Grid>
              {data.items.map((b) => (
                <BoatCard key={b.id} boat={b} query={dayQuery} />
              ))}
            </Grid>
            {data.total > BOATS_PAGE_SIZE ? (
              <Pagination
                page={page}
                pageSize={BOATS_PAGE_SIZE}
                total={data.total}
                onPage={(p) => {
                  const next = new URLSearchParams(params);
                  if (p > 1) next.set('page', String(p));
                  else next.delete('page');
                  setParams(next);
                }}
              />
            ) : null}
          </>
        )}
      </Body>
    </>
  );
}
