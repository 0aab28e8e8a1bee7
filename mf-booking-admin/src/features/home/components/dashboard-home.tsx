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
import { OwnerStatementsCard } from './owner-statements-card';

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

/** Dashboard home (Anasayfa): the menu counts with links to the lists behind them. */
export function DashboardHome() {
  const userName = useSession((s) => s.user_name);
  const role = useSession((s) => s.user_role);
  const { data, isPending, isError, refetch } = useQuery(menuCountsQuery());
  return (
    <>
      <PageHeader title="Anasayfa" description={`Hoş geldiniz, ${userName ?? ''}. Güncel özet aşağıda.`} />
      {isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <Grid>
          <Stat to="/reservations/villa" data-testid="stat-reservations">
            <div className="icon">
              <ClipboardIcon />
            </div>
            <div>
              <strong>{isPending ? '…' : data.reservationCount}</strong>
              <span>Yeni rezervasyon talebi</span>
            </div>
          </Stat>
          {role === 'ADMIN' ? (
            <Stat to="/contact" data-testid="stat-contact">
              <div className="icon">
                <ChatIcon />
              </div>
              <div>
                <strong>{isPending ? '…' : data.contactCount}</strong>
                <span>Okunmamış iletişim mesajı</span>
              </div>
            </Stat>
          ) : null}
        </Grid>
      )}
      <IcalAlerts />
      <IcalConflicts />
      <HomeSummary />
      {role === 'OWNER' ? <OwnerStatementsCard /> : null}
    </>
  );
}
