import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from '@villa/shared/parcel/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { homeDataQuery } from '@villa/shared/api/site';
import { currencySign } from '@villa/shared/lib/format/money';
import { ratesFromEntries } from '@villa/shared/lib/money';
import { useCurrency } from '@villa/shared/stores/currency';
import { SEARCH_SORT_LABELS, SEARCH_SORTS } from '@villa/shared/contracts/search-sorts';
import { Button } from '@villa/shared/ui/button';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Select } from '@villa/shared/ui/form';
import { Pagination } from '@villa/shared/ui/table';
import { useIsMobile } from '@villa/shared/ui/use-is-mobile';
import { CardGrid, CardSkeletons, VillaCard } from '../../../components/villa-card';
import { formatTr, isoToday } from '../../../lib/dates';
import { PageShell } from '../../../components/page-shell';
import { readSearchParams } from '@villa/shared/lib/listing-search';
import { useSearchVillas, type SearchParamsRecord } from '../api/search-villas';
import { useSearchOptions } from '../api/search-options';
import { filtersError, type PriceCurrency } from './filter-rules';
import { twoColumns } from '../../../components/styles';

// The filters' form (with the date and guests pickers) is its own chunk: beside the results on a
// wide screen it is fetched at once; on a phone, where it is folded away, when 'Filtrele' is reached.
const loadFilters = () => import('./search-filters');
const SearchFilters = lazy(() => loadFilters().then((m) => ({ default: m.SearchFilters })));

const PAGE_SIZE = 20;

const Layout = styled.div`
  ${twoColumns('290px 1fr', 28, 960)}
  aside {
    position: sticky;
    top: 90px;
  }
  @media (max-width: 960px) {
    aside {
      position: static;
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 18px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 14px;
  }
  select {
    width: auto;
  }
`;

interface ListingProps {
  title: string;
  lead?: string;
  /** Filters the page itself stands for (a town's or a villa type's page). */
  fixed?: SearchParamsRecord;
}

/** /listing, /villa?types=ID and /{slug}: villas with filters that live in the URL. */
export function ListingPage({ title, lead, fixed = {} }: ListingProps) {
  const [sp, setSp] = useSearchParams();
  const urlParams = readSearchParams(sp);
  const params = { ...urlParams, ...fixed };
  const search = useSearchVillas(params);
  const options = useSearchOptions();
  const isMobile = useIsMobile();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const skip = Number(urlParams.skip ?? 0) || 0;
  // The filters being edited: applied with 'Villaları Göster' or with a new sort, never lost to one.
  const urlKey = sp.toString();
  const [draft, setDraft] = useState<SearchParamsRecord>(urlParams);
  const [applyError, setApplyError] = useState('');
  useEffect(() => {
    setDraft(readSearchParams(new URLSearchParams(urlKey)));
    setApplyError('');
  }, [urlKey]);
  const currencyCode = useCurrency((s) => s.currency);
  const home = useQuery(homeDataQuery());
  const rate = ratesFromEntries(home.data?.exchange)[currencyCode];
  const currency: PriceCurrency =
    currencyCode !== 'TL' && rate ? { sign: currencySign(currencyCode), rate } : { sign: '₺', rate: 1 };

  const writeParams = (next: SearchParamsRecord) => {
    const clean = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v && !(k in fixed)) clean.set(k, v);
    setSp(clean);
  };
  const dated = params.checkin && params.checkout;
  const linkQuery = new URLSearchParams(
    Object.entries({
      checkin: params.checkin,
      checkout: params.checkout,
      guests: params.guests,
      adults: params.adults,
      children: params.children,
      infants: params.infants,
    }).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();

  return (
    <PageShell
      title={title}
      lead={
        dated
          ? `${formatTr(params.checkin!, 'd MMMM')} – ${formatTr(params.checkout!, 'd MMMM yyyy')} tarihlerinde müsait villalar.`
          : lead
      }
    >
      <Layout>
        <aside>
          {isMobile ? (
            <Button
              $variant="secondary"
              $block
              aria-expanded={filtersOpen}
              onPointerEnter={() => void loadFilters()}
              onFocus={() => void loadFilters()}
              onTouchStart={() => void loadFilters()}
              onClick={() => setFiltersOpen((o) => !o)}
              style={{ marginBottom: 12 }}
            >
              {filtersOpen ? 'Filtreleri gizle' : 'Filtrele'}
            </Button>
          ) : null}
          {!isMobile || filtersOpen ? (
            <Suspense fallback={<LoadingBlock />}>
              <SearchFilters
                options={options.data}
                value={draft}
                onChange={(next) => {
                  setDraft(next);
                  setApplyError('');
                }}
                error={applyError}
                currency={currency}
                fixed={fixed}
                onApply={(v) => {
                  setFiltersOpen(false);
                  writeParams({ ...v, sort: urlParams.sort ?? '', skip: '' });
                }}
              />
            </Suspense>
          ) : null}
        </aside>
        <section aria-label="Arama sonuçları">
          <Toolbar>
            <p aria-live="polite">
              {search.data ? (
                <>
                  <strong data-testid="result-count">{search.data.total}</strong> villa bulundu
                </>
              ) : (
                'Villalar aranıyor…'
              )}
            </p>
            <label>
              Sırala
              <Select
                value={urlParams.sort ?? 'recommended'}
                onChange={(e) => {
                  // The sort goes with the filters as edited: both applied, none thrown away.
                  const problem = filtersError(draft, isoToday());
                  if (problem) {
                    setApplyError(problem);
                    if (isMobile) setFiltersOpen(true);
                    return;
                  }
                  setFiltersOpen(false);
                  writeParams({ ...draft, sort: e.target.value, skip: '' });
                }}
              >
                {SEARCH_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {SEARCH_SORT_LABELS[s]}
                  </option>
                ))}
              </Select>
            </label>
          </Toolbar>
          {search.isPending ? (
            <CardSkeletons />
          ) : search.isError ? (
            <ErrorState message={apiErrorMessage(search.error)} onRetry={() => void search.refetch()} />
          ) : search.data.items.length === 0 ? (
            <EmptyState title="Aradığınız kriterlere uygun villa bulunamadı.">
              <p style={{ margin: 0 }}>Tarihleri veya filtreleri değiştirerek yeniden deneyin.</p>
            </EmptyState>
          ) : (
            <>
              <CardGrid style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}>
                {search.data.items.map((v, i) => (
                  <VillaCard key={v.id} villa={v} eager={i < 2} linkQuery={linkQuery} />
                ))}
              </CardGrid>
              {search.data.total > PAGE_SIZE ? (
                <div style={{ marginTop: 24 }}>
                  <Pagination
                    page={Math.floor(skip / PAGE_SIZE) + 1}
                    pageSize={PAGE_SIZE}
                    total={search.data.total}
                    onPage={(p) => {
                      writeParams({ ...urlParams, skip: p > 1 ? String((p - 1) * PAGE_SIZE) : '' });
                      window.scrollTo({ top: 0 });
                    }}
                  />
                </div>
              ) : null}
            </>
          )}
        </section>
      </Layout>
    </PageShell>
  );
}
