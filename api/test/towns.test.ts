import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { districts, towns } from '../src/db/schema/regions.ts';
import { featureCategories, features, villas, villaTypes } from '../src/db/schema/villas.ts';
import { authHeaders, requester, statuser, useApp } from './support/app.ts';

let admin: Record<string, string>;
let owner: Record<string, string>;

const t = useApp({}, async (t) => {
  [admin, owner] = await authHeaders(t.app);
});

const inject = requester(t);
const status = statuser(t);
const msg = (res: { json: <T>() => T }) => res.json<{ content: { message: string } }>().content.message;

describe('towns', () => {
  let townId: number;
  it('lists 10 a page with districts and villa counts; ADMIN only', async () => {
    const res = await inject('GET', '/v1/admin/towns?skip=0&take=10', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      content: { name: string; villa_count: number; District: unknown[] }[];
      total: number;
    }>();
    expect(body.total).toBe(7);
    expect(body.content.find((x) => x.name === 'Fethiye')).toMatchObject({ villa_count: 2 });
    expect(body.content[0]!.District.length).toBeGreaterThan(0);
    expect(await status('GET', '/v1/admin/towns', owner)).toBe(403);
    expect(await status('GET', '/v1/admin/towns', undefined)).toBe(401);
    // The select list is readable by owners too (their villa forms show it).
    expect(await status('GET', '/v1/admin/towns/select', owner)).toBe(200);
  });

  it('creates with a folded, unique slug; edits; bad input is 400', async () => {
    const res = await inject('POST', '/v1/admin/towns', admin, { name: 'Kuşadası Çeşme', popular: true });
    expect(res.statusCode).toBe(201);
    const town = res.json<{ content: { id: number; slug: string } }>().content;
    expect(town.slug).toBe('kusadasi-cesme');
    townId = town.id;
    const dup = await inject('POST', '/v1/admin/towns', admin, { name: 'Kuşadası Çeşme' });
    expect(dup.json<{ content: { slug: string } }>().content.slug).toBe('kusadasi-cesme-2');
    await inject('DELETE', `/v1/admin/towns/${dup.json<{ content: { id: number } }>().content.id}`, admin);
    const bad = await inject('POST', '/v1/admin/towns', admin, { name: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(msg(bad)).toMatch(/İlçe adı gerekli/);
    const badSlug = await inject('POST', '/v1/admin/towns', admin, { name: 'X', slug: 'Büyük Harf' });
    expect(badSlug.statusCode).toBe(400);
    const upd = await inject('PUT', `/v1/admin/towns/${townId}`, admin, {
      name: 'Kuşadası',
      slug: '',
      description: 'Ege',
    });
    expect(upd.json<{ content: { slug: string; description: string } }>().content).toMatchObject({
      slug: 'kusadasi',
      description: 'Ege',
    });
    expect(await status('GET', `/v1/admin/showtown/${townId}`, admin)).toBe(200);
    expect(await status('POST', '/v1/admin/towns', owner, { name: 'X' })).toBe(403);
    expect(await status('PUT', `/v1/admin/towns/${townId}`, undefined, { name: 'X' })).toBe(401);
  });

  it('a town that still has villas cannot be deleted (clear message); an empty one can', async () => {
    const [fethiye] = await t.db.select().from(towns).where(eq(towns.slug, 'fethiye'));
    const res = await inject('DELETE', `/v1/admin/towns/${fethiye!.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(msg(res)).toBe('Fethiye ilçesine bağlı 2 villa var; önce bu villaları başka bir ilçeye taşıyın.');
    expect(await t.db.select().from(towns).where(eq(towns.id, fethiye!.id))).toHaveLength(1);
    expect(await status('DELETE', `/v1/admin/towns/${townId}`, owner)).toBe(403);
    expect(await status('DELETE', `/v1/admin/towns/${townId}`, admin)).toBe(200);
    expect(await status('DELETE', `/v1/admin/towns/${townId}`, admin)).toBe(404);
  });
});

describe('districts', () => {
  it('lists 10 a page filtered by town, creates, edits and refuses deleting one with villas', async () => {
    const [kas] = await t.db.select().from(towns).where(eq(towns.slug, 'kas'));
    const list = await inject('GET', `/v1/admin/districts?skip=0&take=10&town_id=${kas!.id}`, admin);
    const body = list.json<{ content: { town_id: number }[]; total: number }>();
    expect(body.total).toBe(4);
    expect(body.content.every((d) => d.town_id === kas!.id)).toBe(true);
    const res = await inject('POST', '/v1/admin/districts', admin, { town_id: kas!.id, name: 'Limanağzı' });
    expect(res.statusCode).toBe(201);
    const d = res.json<{ content: { id: number; slug: string } }>().content;
    expect(d.slug).toBe('limanagzi');
    expect(await status('POST', '/v1/admin/districts', admin, { town_id: 99999, name: 'X' })).toBe(400);
    expect(await status('POST', '/v1/admin/districts', admin, { town_id: kas!.id, name: '' })).toBe(400);
    const upd = await inject('PUT', `/v1/admin/districts/${d.id}`, admin, {
      town_id: kas!.id,
      name: 'Limanağzı Koyu',
    });
    expect(upd.json<{ content: { slug: string } }>().content.slug).toBe('limanagzi-koyu');
    const [used] = await t.db.select().from(villas).limit(1);
    const refused = await inject('DELETE', `/v1/admin/districts/${used!.districtId}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(msg(refused)).toMatch(/villa var/);
    expect(await status('DELETE', `/v1/admin/districts/${d.id}`, owner)).toBe(403);
    expect(await status('DELETE', `/v1/admin/districts/${d.id}`, undefined)).toBe(401);
    expect(await status('DELETE', `/v1/admin/districts/${d.id}`, admin)).toBe(200);
    expect(await t.db.select().from(districts).where(eq(districts.id, d.id))).toHaveLength(0);
  });
});

describe('villa types', () => {
  it('lists, creates, edits; a type in use cannot be deleted', async () => {
    const list = await inject('GET', '/v1/admin/villatypes?skip=0&take=10', admin);
    expect(list.json<{ total: number }>().total).toBe(9);
    const res = await inject('POST', '/v1/admin/villatypes', admin, { name: 'Tarihi Taş Ev' });
    expect(res.statusCode).toBe(201);
    const type = res.json<{ content: { id: number; slug: string } }>().content;
    expect(type.slug).toBe('tarihi-tas-ev');
    expect(await status('POST', '/v1/admin/villatypes', admin, { name: '' })).toBe(400);
    expect(
      (await inject('PUT', `/v1/admin/villatypes/${type.id}`, admin, { name: 'Taş Ev' })).json<{
        content: { slug: string };
      }>().content.slug,
    ).toBe('tas-ev');
    const [used] = await t.db.select().from(villaTypes).where(eq(villaTypes.slug, 'havuzlu-villa'));
    const refused = await inject('DELETE', `/v1/admin/villatypes/${used!.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(msg(refused)).toMatch(/Havuzlu Villa tipinde 1 villa var/);
    expect(await status('POST', '/v1/admin/villatypes', owner, { name: 'X' })).toBe(403);
    expect(await status('DELETE', `/v1/admin/villatypes/${type.id}`, undefined)).toBe(401);
    expect(await status('DELETE', `/v1/admin/villatypes/${type.id}`, admin)).toBe(200);
  });
});

describe('feature categories and features', () => {
  it('creates a category and features, edits and deletes them; OWNER and no token are refused', async () => {
    const cat = await inject('POST', '/v1/admin/featurecategory', admin, { name: 'Havuz ve Bahçe' });
    expect(cat.statusCode).toBe(201);
    const catId = cat.json<{ content: { id: number } }>().content.id;
    const f = await inject('POST', '/v1/admin/feature', admin, {
      category_id: catId,
      name: 'Özel havuz',
      filterable: true,
    });
    expect(f.statusCode).toBe(201);
    const fid = f.json<{ content: { id: number } }>().content.id;
    expect(await status('POST', '/v1/admin/feature', admin, { category_id: 99999, name: 'X' })).toBe(400);
    expect(await status('POST', '/v1/admin/feature', admin, { category_id: catId, name: '' })).toBe(400);
    const upd = await inject('PUT', `/v1/admin/feature/${fid}`, admin, {
      category_id: catId,
      name: 'Isıtmalı havuz',
    });
    expect(upd.json<{ content: { name: string } }>().content.name).toBe('Isıtmalı havuz');
    const listed = (await inject('GET', '/v1/admin/listVillaFeatures', admin)).json<{
      content: { id: number; features: { name: string }[] }[];
    }>();
    expect(listed.content.find((c) => c.id === catId)!.features.map((x) => x.name)).toEqual([
      'Isıtmalı havuz',
    ]);
    expect(await status('POST', '/v1/admin/featurecategory', owner, { name: 'X' })).toBe(403);
    expect(await status('DELETE', `/v1/admin/feature/${fid}`, owner)).toBe(403);
    expect(await status('DELETE', `/v1/admin/feature/${fid}`, undefined)).toBe(401);
    expect(await status('DELETE', `/v1/admin/feature/${fid}`, admin)).toBe(200);
    expect(await t.db.select().from(features).where(eq(features.id, fid))).toHaveLength(0);
    expect(await status('DELETE', `/v1/admin/featurecategory/${catId}`, admin)).toBe(200);
    expect(await t.db.select().from(featureCategories).where(eq(featureCategories.id, catId))).toHaveLength(
      0,
    );
    expect(await status('DELETE', `/v1/admin/featurecategory/${catId}`, admin)).toBe(404);
  });
});
