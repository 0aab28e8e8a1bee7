import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { showcaseVillas } from '../src/db/schema/villa-content.ts';
import { villas } from '../src/db/schema/villas.ts';
import { authHeaders, requester, statuser, useApp } from './support/app.ts';

let admin: Record<string, string>;
let owner: Record<string, string>;
let villaRows: { id: number; slug: string }[];

const t = useApp({}, async (t) => {
  [admin, owner] = await authHeaders(t.app);
  villaRows = await t.db.select({ id: villas.id, slug: villas.slug }).from(villas).orderBy(villas.id);
});

const inject = requester(t);
const status = statuser(t);

describe('showcases', () => {
  let id: number;
  it('ADMIN creates, lists, edits and orders showcases; OWNER and no token are refused', async () => {
    const res = await inject('POST', '/v1/admin/showcases', admin, {
      title: 'Balayı Villaları',
      description: 'Çiftler için',
    });
    expect(res.statusCode).toBe(201);
    id = res.json<{ content: { id: number; slug: string } }>().content.id;
    expect(res.json<{ content: { slug: string } }>().content.slug).toBe('balayi-villalari');
    expect(await status('POST', '/v1/admin/showcases', admin, { title: '' })).toBe(400);
    const list = await inject('GET', '/v1/admin/showcases?skip=0&take=10', admin);
    expect(list.json<{ total: number }>().total).toBe(1);
    const upd = await inject('PUT', `/v1/admin/showcases/${id}`, admin, { title: 'Balayı', active: false });
    expect(upd.json<{ content: { active: boolean; slug: string } }>().content).toMatchObject({
      active: false,
      slug: 'balayi',
    });
    const ord = await inject('PUT', `/v1/admin/showcases/order/${id}`, admin, { order: 5 });
    expect(ord.json<{ content: { order: number } }>().content.order).toBe(5);
    expect(await status('PUT', `/v1/admin/showcases/order/${id}`, admin, { order: -1 })).toBe(400);
    expect(await status('GET', '/v1/admin/showcases', owner)).toBe(403);
    expect(await status('POST', '/v1/admin/showcases', owner, { title: 'X' })).toBe(403);
    expect(await status('POST', '/v1/admin/showcases', undefined, { title: 'X' })).toBe(401);
  });

  it('adds villas (twice is 409), reorders and removes one', async () => {
    const a = await inject('POST', '/v1/admin/showcase-villas', admin, {
      showcase_id: id,
      villa_id: villaRows[0]!.id,
    });
    expect(a.statusCode).toBe(201);
    const dup = await inject('POST', '/v1/admin/showcase-villas', admin, {
      showcase_id: id,
      villa_id: villaRows[0]!.id,
    });
    expect(dup.statusCode).toBe(409);
    expect(
      await status('POST', '/v1/admin/showcase-villas', admin, { showcase_id: id, villa_id: 99999 }),
    ).toBe(400);
    const b = await inject('POST', '/v1/admin/showcase-villas', admin, {
      showcase_id: id,
      villa_id: villaRows[1]!.id,
    });
    const links = b.json<{ content: { villas: { id: number; villa_id: number }[] } }>().content.villas;
    expect(links.map((l) => l.villa_id)).toEqual([villaRows[0]!.id, villaRows[1]!.id]);
    const re = await inject('PUT', `/v1/admin/showcase-villas/${links[1]!.id}`, admin, { order: 0 });
    expect(re.json<{ content: { villas: { villa_id: number }[] } }>().content.villas[0]!.villa_id).toBe(
      villaRows[1]!.id,
    );
    expect(await status('DELETE', `/v1/admin/showcase-villas/${links[0]!.id}`, owner)).toBe(403);
    expect(await status('DELETE', `/v1/admin/showcase-villas/${links[0]!.id}`, admin)).toBe(200);
    expect(await status('DELETE', `/v1/admin/showcase-villas/${links[0]!.id}`, admin)).toBe(404);
  });

  it('imports by id and slug list and reports unknown ones and ones already there', async () => {
    const items = `${villaRows[2]!.id}, ${villaRows[3]!.slug}\n${villaRows[1]!.id} villa-yok 99999`;
    const res = await inject('POST', '/v1/admin/showcase-villas/import', admin, { showcase_id: id, items });
    expect(res.statusCode).toBe(200);
    const r = res.json<{
      content: { added: { villa_id: number }[]; already: { villa_id: number }[]; unknown: string[] };
    }>().content;
    expect(r.added.map((x) => x.villa_id)).toEqual([villaRows[2]!.id, villaRows[3]!.id]);
    expect(r.already.map((x) => x.villa_id)).toEqual([villaRows[1]!.id]);
    expect(r.unknown).toEqual(['villa-yok', '99999']);
    expect(
      await status('POST', '/v1/admin/showcase-villas/import', admin, { showcase_id: id, items: '' }),
    ).toBe(400);
    expect(
      await status('POST', '/v1/admin/showcase-villas/import', owner, { showcase_id: id, items: '1' }),
    ).toBe(403);
  });

  it('bulk DELETE with a body removes all or nothing', async () => {
    const links = await t.db.select().from(showcaseVillas).where(eq(showcaseVillas.showcaseId, id));
    const partial = await inject('DELETE', '/v1/admin/showcase-villas', admin, {
      ids: [links[0]!.id, 999999],
    });
    expect(partial.statusCode).toBe(404);
    expect(await t.db.select().from(showcaseVillas).where(eq(showcaseVillas.showcaseId, id))).toHaveLength(
      links.length,
    );
    expect(await status('DELETE', '/v1/admin/showcase-villas', undefined, { ids: [links[0]!.id] })).toBe(401);
    const ok = await inject('DELETE', '/v1/admin/showcase-villas', admin, { ids: links.map((l) => l.id) });
    expect(ok.statusCode).toBe(200);
    expect(await t.db.select().from(showcaseVillas).where(eq(showcaseVillas.showcaseId, id))).toHaveLength(0);
    expect(await status('DELETE', `/v1/admin/showcases/${id}`, owner)).toBe(403);
    expect(await status('DELETE', `/v1/admin/showcases/${id}`, admin)).toBe(200);
  });
});
