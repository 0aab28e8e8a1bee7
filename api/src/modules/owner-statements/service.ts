import type {
  OwnerPayout,
  OwnerStatement,
  OwnerStatementLine,
  OwnerStatementTotals,
  StatementOwner,
} from '@villa/shared/contracts/owner-statements';
import { round2 } from '@villa/shared/lib/format/money';
import type { AuthUser } from '../../auth/types.ts';
import type { Db } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import * as repo from './repository.ts';

// The owner statement's arithmetic (definitions: @villa/shared/contracts/owner-statements).

const OWNER_MISSING = 'Ev sahibi bulunamadı.';

/** A stay's commission and owner share (per line, two decimals). */
export function shareOf(
  s: Pick<repo.StayRow, 'accommodation' | 'commissionRate' | 'cleaningFee' | 'cleaningFeeKeeper'>,
) {
  const commission = round2((s.accommodation * s.commissionRate) / 100);
  const cleaning = s.cleaningFeeKeeper === 'owner' ? s.cleaningFee : 0;
  return { commission, ownerShare: round2(s.accommodation - commission + cleaning) };
}

const sumOf = <T>(items: T[], pick: (t: T) => number) => round2(items.reduce((s, t) => s + pick(t), 0));

/**
 * Whose statement a request may read: an OWNER their own (another owner_id is 403), ADMIN the
 * owner_id given (undefined: every owner's totals).
 */
export function statementOwnerId(user: AuthUser, ownerId: number | undefined): number | undefined {
  if (user.role === 'ADMIN') return ownerId;
  if (ownerId !== undefined && ownerId !== user.id) {
    throw new HttpError(403, 'Yalnızca kendi hakediş ekstrenizi görebilirsiniz.');
  }
  return user.id;
}

interface OwnerMonth {
  lines: OwnerStatementLine[];
  payouts: OwnerPayout[];
  totals: OwnerStatementTotals;
}

/** Every owner's month from the stays and payouts up to the month's end. */
async function monthsOf(db: Db, ownerIds: number[], month: string, withLines: boolean) {
  const { start, next } = repo.monthRange(month);
  const [stays, payouts] = await Promise.all([
    repo.confirmedStays(db, ownerIds, next),
    repo.listPayouts(db, { ownerIds, before: next }),
  ]);
  const monthStays = stays.filter((s) => s.checkOut >= start);
  const received = await repo.receivedByReservation(
    db,
    monthStays.map((s) => s.reservationId),
  );
  const result = new Map<number, OwnerMonth>();
  for (const ownerId of ownerIds) {
    const own = stays.filter((s) => s.ownerId === ownerId);
    const earlierShares = sumOf(
      own.filter((s) => s.checkOut < start),
      (s) => shareOf(s).ownerShare,
    );
    const ownPayouts = payouts.filter((p) => p.owner_id === ownerId);
    const earlierPayouts = sumOf(
      ownPayouts.filter((p) => p.paid_on < start),
      (p) => p.amount,
    );
    const monthPayouts = ownPayouts
      .filter((p) => p.paid_on >= start)
      .sort((a, b) => a.paid_on.localeCompare(b.paid_on) || a.id - b.id);
    const lines: OwnerStatementLine[] = own
      .filter((s) => s.checkOut >= start)
      .map((s) => {
        const { commission, ownerShare } = shareOf(s);
        return {
          reservation_id: s.reservationId,
          code: s.code,
          villa_id: s.villaId,
          villa_name: s.villaName,
          check_in: s.checkIn,
          check_out: s.checkOut,
          nights: s.nights,
          accommodation: round2(s.accommodation),
          commission_rate: s.commissionRate,
          commission,
          cleaning_fee: round2(s.cleaningFee),
          cleaning_fee_keeper: s.cleaningFeeKeeper,
          owner_share: ownerShare,
          received: round2(received.get(s.reservationId) ?? 0),
        };
      });
    const carried = round2(earlierShares - earlierPayouts);
    const ownerShare = sumOf(lines, (l) => l.owner_share);
    const paid = sumOf(monthPayouts, (p) => p.amount);
    result.set(ownerId, {
      lines: withLines ? lines : [],
      payouts: withLines ? monthPayouts : [],
      totals: {
        accommodation: sumOf(lines, (l) => l.accommodation),
        commission: sumOf(lines, (l) => l.commission),
        cleaning_fee: sumOf(lines, (l) => l.cleaning_fee),
        owner_share: ownerShare,
        received: sumOf(lines, (l) => l.received),
        payouts: paid,
        carried,
        balance: round2(carried + ownerShare - paid),
      },
    });
  }
  return result;
}

const TOTAL_KEYS = [
  'accommodation',
  'commission',
  'cleaning_fee',
  'owner_share',
  'received',
  'payouts',
  'carried',
  'balance',
] as const;

/** One owner's statement for the month (404 when the owner does not exist). */
export async function ownerStatement(db: Db, ownerId: number, month: string): Promise<OwnerStatement> {
  const owner = await repo.findOwner(db, ownerId);
  if (!owner) throw new HttpError(404, OWNER_MISSING);
  const m = (await monthsOf(db, [ownerId], month, true)).get(ownerId);
  if (!m) throw new Error('owner month missing');
  return { owner, month, lines: m.lines, payouts: m.payouts, totals: m.totals, owners: [] };
}

/** Every owner's totals for the month (ADMIN without owner_id). */
export async function allOwnersStatement(db: Db, month: string): Promise<OwnerStatement> {
  const owners: StatementOwner[] = await repo.statementOwners(db);
  const months = await monthsOf(
    db,
    owners.map((o) => o.id),
    month,
    false,
  );
  const rows = owners.map((owner) => {
    const m = months.get(owner.id);
    if (!m) throw new Error('owner month missing');
    return { owner, totals: m.totals };
  });
  const totals = Object.fromEntries(
    TOTAL_KEYS.map((k) => [k, sumOf(rows, (r) => r.totals[k])]),
  ) as OwnerStatementTotals;
  return { owner: null, month, lines: [], payouts: [], totals, owners: rows };
}

/** The statement a request asks for, scoped to the caller. */
export async function statementFor(
  db: Db,
  user: AuthUser,
  month: string,
  ownerId: number | undefined,
): Promise<OwnerStatement> {
  const id = statementOwnerId(user, ownerId);
  return id === undefined ? allOwnersStatement(db, month) : ownerStatement(db, id, month);
}

/** A payout may only be recorded for an existing OWNER account. */
export async function assertPayoutOwner(db: Db, ownerId: number): Promise<void> {
  const role = await repo.roleOf(db, ownerId);
  if (role === undefined) throw new HttpError(404, OWNER_MISSING);
  if (role !== 'OWNER') throw new HttpError(400, 'Ödeme yalnızca bir ev sahibi hesabına kaydedilebilir.');
}
