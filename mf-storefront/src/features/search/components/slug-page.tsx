import { lazy } from 'react';
import { useParams } from '@villa/shared/parcel/router';
import { useQuery } from '@tanstack/react-query';
import { regionsQuery, villaTypesQuery } from '@villa/shared/api/site';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ListingPage } from './listing-page';

// The 404 page is a chunk of its own, fetched only for an unknown slug (it suspends to the app's
// boundary, the page's loading state, meanwhile).
const NotFoundPage = lazy(() =>
  import('../../../components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** /{slug}: a town or a villa type as a filtered listing; anything else is a real 404 page. */
export function SlugPage() {
  const { slug = '' } = useParams();
  const regions = useQuery(regionsQuery());
  const types = useQuery(villaTypesQuery());
  const town = regions.data?.towns.find((t) => t.slug === slug);
  const type = types.data?.find((t) => t.slug === slug);
  usePageMeta(town ? `${town.name} Kiralık Villa` : type ? type.name : null);
  if (regions.isPending || types.isPending) return <LoadingBlock />;
  if (regions.isError || types.isError)
    return <ErrorState onRetry={() => void Promise.all([regions.refetch(), types.refetch()])} />;
  if (town) {
    return (
      <ListingPage
        title={`${town.name} Kiralık Villa`}
        lead={`${town.name} bölgesindeki kiralık villalar${
          town.District.length ? `: ${town.District.map((d) => d.name).join(', ')}` : ''
        }.`}
        fixed={{ town: town.slug }}
      />
    );
  }
  if (type)
    return (
      <ListingPage
        title={type.name}
        lead={`${type.name} seçeneklerimiz.`}
        fixed={{ types: String(type.id) }}
      />
    );
  return <NotFoundPage />;
}
