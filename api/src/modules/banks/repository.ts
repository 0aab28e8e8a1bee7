import { asc, eq, sql } from 'drizzle-orm';
import type { Bank, BankBody, BankCurrency } from '@villa/shared/contracts/banks';
import { banks } from '../../db/schema/content.ts';
import { nextSortOrder } from '../../db/sort-order.ts';
import type { Db } from '../../db/types.ts';

const columns = {
  id: banks.id,
  bankName: banks.bankName,
  branch: banks.branch,
  accountHolder: banks.accountHolder,
  iban: banks.iban,
  currency: banks.currency,
  logoUrl: banks.logoUrl,
  active: banks.active,
  sortOrder: banks.sortOrder,
};

type Row = Omit<Bank, 'currency'> & { currency: string };
const toBank = (r: Row): Bank => ({ ...r, currency: r.currency as BankCurrency });

/** A bank as the contract's body validates it (IBAN normalised). */
export type BankWrite = BankBody;

export async function listBanks(db: Db, onlyActive = false): Promise<Bank[]> {
  const rows = await db
    .select(columns)
    .from(banks)
    .where(onlyActive ? eq(banks.active, true) : undefined)
    .orderBy(asc(banks.sortOrder), asc(banks.id));
  return rows.map(toBank);
}

export async function getBank(db: Db, id: number): Promise<Bank | undefined> {
  const [row] = await db.select(columns).from(banks).where(eq(banks.id, id));
  return row ? toBank(row) : undefined;
}

export async function insertBank(db: Db, data: BankWrite): Promise<Bank> {
  const [row] = await db
    .insert(banks)
    .values({ ...data, sortOrder: await nextSortOrder(db, banks) })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return toBank(row);
}

export async function updateBank(db: Db, id: number, data: Partial<BankWrite>): Promise<Bank | undefined> {
  const [row] = await db
    .update(banks)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(banks.id, id))
    .returning(columns);
  return row ? toBank(row) : undefined;
}

export async function deleteBank(db: Db, id: number): Promise<Bank | undefined> {
  const [row] = await db.delete(banks).where(eq(banks.id, id)).returning(columns);
  return row ? toBank(row) : undefined;
}
