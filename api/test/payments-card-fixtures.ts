import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reservations } from '../src/db/schema/reservations.ts';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/types.ts';
import { startIyzicoStandin, type IyzicoStandin } from '../src/modules/payments/standin/server.ts';
import type { PaymentsConfig } from '../src/modules/payments/select.ts';
import { bearer, nextIp } from './helper.ts';
import { customer, d } from './reservation-fixtures.ts';

/**
 * Card payment tests: a stand-in of their own (its keys stored through 'Ödeme Ayarları', its address
 * as IYZICO_BASE_URL), reservations with a payment link, and the provider's form post back.
 */

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
  const created = await app.inject({
    method: 'POST',
    url: '/v1/admin/reservations',
    headers: bearer(admin),
    payload: {
      ...customer,
      villaId,
      ...stay,
      adults: 2,
      status: 'new',
    },
  });
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
