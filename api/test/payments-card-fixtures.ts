import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { reservations, transactions } from '../src/db/schema/reservations.ts';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/types.ts';
import { startIyzicoStandin, type IyzicoStandin } from '../src/modules/payments/standin/server.ts';
import type { PaymentsConfig } from '../src/modules/payments/select.ts';
import { bearer, nextIp, type TestContext } from './helper.ts';
import { payOnStandin, type TestCard } from './payment-standin-driver.ts';
import { d, reserve } from './reservation-fixtures.ts';
import { sender, usePricedApp, type Priced, type SignedIn } from './support/app.ts';

/**
 * Card payment tests: a stand-in of their own (its keys stored through 'Ödeme Ayarları', its address
 * as IYZICO_BASE_URL), reservations with a payment link, and the provider's form post back.
 */

/** The stand-in's test cards: one that pays, one refused for funds. */
export const OK_CARD = { number: '5528790000000008' };
export const POOR_CARD = { number: '4111111111111129' };

export interface CardRig {
  standin: IyzicoStandin;
  config: PaymentsConfig;
}

export async function cardRig(): Promise<CardRig> {
  const standin = await startIyzicoStandin();
  return {
    standin,
    config: { secretKey: randomBytes(32), iyzicoBaseUrl: standin.baseUrl, testMode: true },
  };
}

/**
 * The app of one card payment test file: a card rig, the app on its config with the priced villas
 * and tokens (support/app.ts usePricedApp) and the stand-in's keys stored; the stand-in is closed
 * after the app.
 */
export function useCardApp(): TestContext & SignedIn & Priced & { readonly rig: CardRig } {
  let rig: CardRig | undefined;
  beforeAll(async () => {
    rig = await cardRig();
  });
  afterAll(async () => {
    await rig?.standin.close();
  });
  const need = () => {
    if (!rig) throw new Error('the card rig starts in beforeAll: use it inside a test or hook');
    return rig;
  };
  const t = usePricedApp(
    () => ({ payments: { config: need().config } }),
    (t) => storeStandinKeys(t.app, t.admin, need().standin),
  );
  return Object.defineProperty(t, 'rig', { get: need }) as typeof t & { readonly rig: CardRig };
}

/** Stores the stand-in's keys as the iyzico keys (test mode: sandbox, IYZICO_BASE_URL overrides). */
export async function storeStandinKeys(app: App, admin: string, standin: IyzicoStandin) {
  const res = await app.inject({
    method: 'PUT',
    url: '/v1/admin/payment-settings',
    headers: bearer(admin),
    payload: { provider: 'iyzico', live: false, apiKey: standin.apiKey, secretKey: standin.secretKey },
  });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
  return res;
}

const used = new Map<number, number>();
/**
 * The next free stay on a villa: three nights in June (8,000 TL a night), then five in July and
 * August (250 € a night), so confirmed ones never share a night.
 */
function nextStay(villaId: number): { checkIn: string; checkOut: string } {
  const n = used.get(villaId) ?? 0;
  used.set(villaId, n + 1);
  const pad = (v: number) => String(v).padStart(2, '0');
  if (n < 9) return { checkIn: d(`06-${pad(1 + n * 3)}`), checkOut: d(`06-${pad(4 + n * 3)}`) };
  const start = new Date(Date.UTC(2000, 6, 1 + (n - 9) * 5));
  const end = new Date(start.getTime() + 5 * 86_400_000);
  const md = (x: Date) => `${pad(x.getUTCMonth() + 1)}-${pad(x.getUTCDate())}`;
  return { checkIn: d(md(start)), checkOut: d(md(end)) };
}

/** A new request on `villaId` with its payment link sent (an option awaiting the prepayment). */
export async function reservationWithLink(
  app: App,
  db: Db,
  admin: string,
  villaId: number,
): Promise<{ id: number; token: string; code: string; prepayment: number; total: number }> {
  const stay = nextStay(villaId);
  const created = await reserve({ app, admin }, villaId, stay.checkIn, stay.checkOut, 'new');
  if (created.statusCode !== 201) throw new Error(`reservation: ${created.statusCode} ${created.body}`);
  const id = created.json<{ content: { id: number } }>().content.id;
  const sent = await app.inject({
    method: 'POST',
    url: '/v1/admin/sendpaymentlink',
    headers: bearer(admin),
    payload: { id },
  });
  if (sent.statusCode !== 200) throw new Error(`payment link: ${sent.statusCode} ${sent.body}`);
  const [r] = await db.select().from(reservations).where(eq(reservations.id, id));
  return {
    id,
    token: r!.paymentToken!,
    code: r!.reservationCode,
    prepayment: Number(r!.prepaymentAmount),
    total: Number(r!.totalAmount),
  };
}

export async function startCard(app: App, token: string) {
  // Each from its own address: the start is rate limited per guest (10 a minute).
  return app.inject({
    method: 'POST',
    url: `/v1/payment/${token}/card`,
    payload: {},
    remoteAddress: nextIp(),
  });
}

/** The provider's form post of `token` to the callback URL, as the guest's browser sends it. */
export async function postCallback(app: App, callbackUrl: string, token: string) {
  return app.inject({
    method: 'POST',
    url: new URL(callbackUrl).pathname,
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
}

/**
 * Start → the stand-in's hosted page with the card → 3-D Secure: what the provider posts back
 * (the callback is not posted yet) and the attempt's ref.
 */
export async function payByCard(app: App, token: string, card: TestCard = OK_CARD) {
  const start = await startCard(app, token);
  expect(start.statusCode).toBe(201);
  const { paymentPageUrl, ref } = start.json<{ content: { paymentPageUrl: string; ref: string } }>().content;
  const back = await payOnStandin(paymentPageUrl, card);
  return { ...back, ref };
}

/** The card transactions of a reservation. */
export const cardTransactionsOf = (db: Db, reservationId: number) =>
  db
    .select()
    .from(transactions)
    .where(and(eq(transactions.reservationId, reservationId), eq(transactions.method, 'card')));

/** A new reservation on `villaId` paid by card through the stand-in, callback posted; and its card transaction. */
export async function cardPaidReservation(app: App, db: Db, admin: string, villaId: number) {
  const r = await reservationWithLink(app, db, admin, villaId);
  const back = await payByCard(app, r.token);
  await postCallback(app, back.callbackUrl, back.token);
  const [tx] = await cardTransactionsOf(db, r.id);
  expect(tx).toBeTruthy();
  return { ...r, tx: tx! };
}

/** Refunds `amount` of card transaction `id` with that bearer token (none when null). */
export const refundOf = (app: App, id: number, amount: number | string, token: string | null) =>
  sender({ app })('POST', `/v1/admin/transactions/${id}/refund`, token, { amount });
