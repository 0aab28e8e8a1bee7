import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { regionsQuery, villaTypesQuery } from '@villa/shared/api/site';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { NotFound } from '@villa/shared/ui/not-found';
import { PageShell } from '../../pages/components/page-shell';

/** /{slug}: a town or a villa type; anything else is a real 404 page. */
export function SlugPage() {
  const { slug = '' } = useParams();
  const regions = useQuery(regionsQuery());
  const types = useQuery(villaTypesQuery());
  if (regions.isPending || types.isPending) return <LoadingBlock />;
  if (regions.isError || types.isError)
    return <ErrorState onRetry={() => void Promise.all([regions.refetch(), types.refetch()])} />;
  const town = regions.data.towns.find((t) => t.slug === slug);
  if (town) {
    return (
      <PageShell
        title={`${town.name} Kiralık Villa`}
        lead={`${town.name} bölgesindeki kiralık villalar: ${town.District.map((d) => d.name).join(', ')}.`}
      />
    );
  }
  const type = types.data.find((t) => t.slug === slug);
  if (type) return <PageShell title={type.name} lead={`${type.name} seçeneklerimiz.`} />;
  return (
    <PageShell title="Sayfa bulunamadı">
      <NotFound />
    </PageShell>
  );
}
