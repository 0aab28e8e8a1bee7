import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../src/db/schema/reservations.ts';
import { villas } from '../src/db/schema/villas.ts';
import { bearer, nextIp } from './helper.ts';
import { customer, d, guest, YEAR } from './reservation-fixtures.ts';
import { usePricedApp } from './support/app.ts';

// The commission percent agreed for a stay (reservations.commission_rate, migration 0019) is the
// villa's rate when the reservation is made; a later change of the villa's rate leaves it (and the
// owner's statement) as it was, a move to another villa takes that villa's rate.

const t = usePricedApp({}, async (t) => {
  await t.db.update(villas).set({ btransCommissionRate: '17.5' }).where(eq(villas.id, t.owned));
  await t.db.update(villas).set({ btransCommissionRate: '12' }).where(eq(villas.id, t.other));
});

const rateOf = async (id: number) => {
  const [row] = await t.db
    .select({ rate: reservations.commissionRate })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.rate === null || row?.rate === undefined ? null : Number(row.rate);
};
const setVillaRate = (id: number, rate: string) =>
  t.db.update(villas).set({ btransCommissionRate: rate }).where(eq(villas.id, id));

describe('the commission rate agreed for a stay', () => {
  it('staff reservation: the villa’s rate at creation; kept on edit; a move takes the new villa’s', async () => {
    const body = { ...customer, villaId: t.owned, checkIn: d('06-03'), checkOut: d('06-07'), adults: 2 };
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(t.admin),
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ content: { id: number } }>().content.id;
    expect(await rateOf(id)).toBe(17.5);

    await setVillaRate(t.owned, '30');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/v1/admin/reservations/${id}`, headers: bearer(t.admin), payload });
    const edited = await put({ ...body, staffNote: 'Geç giriş' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await rateOf(id)).toBe(17.5);

    const moved = await put({ ...body, villaId: t.other });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await rateOf(id)).toBe(12);
    await setVillaRate(t.owned, '17.5');
  });

  it('web request: the villa’s rate; the owner statement keeps it after the villa’s rate changes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      remoteAddress: nextIp(),
      payload: {
        villaId: t.owned,
        checkIn: d('06-20'),
        checkOut: d('06-24'),
        guests: 2,
        ...guest,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json<{ content: { code: string } }>().content.code;
    const [row] = await t.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.reservationCode, code));
    expect(await rateOf(row!.id)).toBe(17.5);
    await t.db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, row!.id));

    await setVillaRate(t.owned, '40');
    const statement = await t.app.inject({
      url: `/v1/admin/owner-statements?month=${YEAR}-06&owner_id=${t.ownerId}`,
      headers: bearer(t.admin),
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const line = statement
      .json<{
        content: {
          lines: { code: string; commission_rate: number; accommodation: number; commission: number }[];
        };
      }>()
      .content.lines.find((l) => l.code === code)!;
    expect(line.commission_rate).toBe(17.5);
    expect(line.commission).toBe(Math.round(line.accommodation * 17.5) / 100);
  });
});
