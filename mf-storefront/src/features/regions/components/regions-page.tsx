import { Link } from '@villa/shared/parcel/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { regionsQuery } from '@villa/shared/api/site';
import { MESSAGES } from '@villa/shared/config/messages';
import { paths } from '@villa/shared/config/paths';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { PageShell } from '../../../components/page-shell';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  section {
    padding: 20px;
    border-radius: 16px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  h2 {
    margin: 0 0 10px;
    font-size: 20px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  li {
    padding: 4px 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-size: 13px;
  }
`;

export function RegionsPage() {
  const { data, isPending, isError, refetch } = useQuery(regionsQuery());
  return (
    <PageShell title="Bölgeler" lead="Kiralık villa bulunan tüm bölgeler ve mahalleler.">
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <ErrorState message={MESSAGES.regionsError} onRetry={() => void refetch()} />
      ) : (
        <Grid>
          {data.towns.map((t) => (
            <section key={t.id}>
              <h2>
                <Link to={paths.regionOrType(t.slug)}>{t.name}</Link>
              </h2>
              <ul>
                {t.District.map((d) => (
                  <li key={d.id}>{d.name}</li>
                ))}
              </ul>
            </section>
          ))}
        </Grid>
      )}
    </PageShell>
  );
}
