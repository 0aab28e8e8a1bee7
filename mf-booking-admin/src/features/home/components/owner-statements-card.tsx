import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getOwnerStatement } from '@villa/shared/contracts/routes/owner-statements';
import { thisMonthIso } from '@villa/shared/lib/format/dates';
import { Card, Stack } from '@villa/shared/ui/layout';
import { monthName, OwnerStatementView } from '../../../components/owner-statement-view';

/** 'YYYY-MM' of the month before. */
function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

function MonthStatement({ month }: { month: string }) {
  const q = useQuery(endpointQuery(getOwnerStatement, { query: { month } }));
  return (
    <Card data-testid={`owner-statement-${month}`}>
      <h2 style={{ marginTop: 0, fontSize: 18 }}>Hakediş Ekstresi · {monthName(month)}</h2>
      <OwnerStatementView statement={q.data} query={q} />
    </Card>
  );
}

/** The OWNER's home: this month's and last month's statements with their downloads. */
export function OwnerStatementsCard() {
  const month = thisMonthIso();
  return (
    <Stack $gap="16px" style={{ marginTop: 24 }}>
      <MonthStatement month={month} />
      <MonthStatement month={previousMonth(month)} />
    </Stack>
  );
}
