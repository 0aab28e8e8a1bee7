import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '@villa/shared/parcel/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { menuCountsQuery } from '@villa/shared/api/site';
import { useSession } from '@villa/shared/stores/session';
import { ErrorState } from '@villa/shared/ui/feedback';
import { ChatIcon, ClipboardIcon } from '@villa/shared/ui/icons';
import { PageHeader } from '@villa/shared/ui/layout';
import { HomeSummary } from './home-summary';
import { IcalAlerts } from './ical-alerts';
import { IcalConflicts } from './ical-conflicts';

// An OWNER's statements (with their tables) load only for an OWNER.
const OwnerStatementsCard = lazy(() =>
  import('./owner-statements-card').then((m) => ({ default: m.OwnerStatementsCard })),
);

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Stat = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  &:hover {
    text-decoration: none;
    border-color: ${({ theme }) => theme.color.primary};
  }
  .icon {
    width: 48px;
    height: 48px;
    border-radius: 12px;
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.primary};
  }
  strong {
    display: block;
    font-size: 30px;
    line-height: 1.1;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
`;

/** One count of the menu as a tile linking to its list ('…' while the counts load). */
function StatTile({
  to,
  testId,
  icon,
  count,
  label,
}: {
  to: string;
  testId: string;
  icon: ReactNode;
  count: number | undefined;
  label: string;
}) {
  return (
    <Stat to={to} data-testid={testId}>
      <div className="icon">{icon}</div>
      <div>
        <strong>{count ?? '…'}</strong>
        <span>{label}</span>
      </div>
    </Stat>
  );
}

/** Dashboard home (Anasayfa): the menu counts with links to the lists behind them. */
export function DashboardHome() {
  const userName = useSession((s) => s.user_name);
  const role = useSession((s) => s.user_role);
  const { data, isError, refetch } = useQuery(menuCountsQuery());
  return (
    <>
      <PageHeader title="Anasayfa" description={`Hoş geldiniz, ${userName ?? ''}. Güncel özet aşağıda.`} />
      {isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <Grid>
          <StatTile
            to="/reservations/villa"
            testId="stat-reservations"
            icon={<ClipboardIcon />}
            count={data?.reservationCount}
            label="Yeni rezervasyon talebi"
          />
          {role === 'ADMIN' ? (
            <StatTile
              to="/contact"
              testId="stat-contact"
              icon={<ChatIcon />}
              count={data?.contactCount}
              label="Okunmamış iletişim mesajı"
            />
          ) : null}
        </Grid>
      )}
      <IcalAlerts />
      <IcalConflicts />
      <HomeSummary />
      {role === 'OWNER' ? (
        <Suspense fallback={null}>
          <OwnerStatementsCard />
        </Suspense>
      ) : null}
    </>
  );
}
