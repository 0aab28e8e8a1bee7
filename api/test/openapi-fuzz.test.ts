import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boats } from '../src/db/schema/boats.ts';
import { blogPosts } from '../src/db/schema/content.ts';
import { settings } from '../src/db/schema/settings.ts';
import { villas } from '../src/db/schema/villas.ts';
import { TCMB_URL_KEY } from '../src/modules/exchange-rates/tcmb.ts';
import { bearer, build, login, loginAs, type TestContext } from './helper.ts';
import { multipartBytes } from './support/multipart.ts';

/**
 * Every route of the generated OpenAPI document gets malformed values in each path parameter,
 * query parameter and body field (NUL bytes, integers past int4, hex and exponent notation,
 * impossible dates, wrong JSON types, long and exotic strings), once without a token and once
 * with an ADMIN token. No answer may be a 5xx: bad input is the client's error. New routes are
 * covered as soon as they are registered. The value set is fixed and each route has a cap, so the
 * run is deterministic and bounded.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
}

/** Strings that arrive in paths and query strings. */
const TEXT_VALUES: string[] = [
  'a\u0000b',
  '99999999999',
  '0x10',
  '2027-02-30',
  '-1',
  'abc',
  '\u0000',
  '1e3',
  ' 16',
  '0',
  '1.5',
  '2147483648',
  '-2147483649',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  'true',
  '2026-13-45T99:99',
  '🙂 ĞÜŞİÇÖ ğüşıçö \u202e\uFEFF',
  "'; select pg_sleep(0); --",
  '%',
  '../../etc/passwd',
  'x'.repeat(3000),
];
/** Values of JSON body fields: the strings above and wrong JSON types. */
const JSON_VALUES: unknown[] = [
  'a\u0000b',
  99999999999,
  true,
  '0x10',
  {},
  '2027-02-30',
  -1,
  [],
  null,
  '1e3',
  1.5,
  'abc',
  2147483648,
  -2147483649,
  1e308,
  0,
  false,
  ['a\u0000'],
  { $gt: 1 },
  '99999999999',
  ' 16',
  '-1',
  '🙂 ĞÜŞİÇÖ ğüşıçö \u202e\uFEFF',
  'x'.repeat(20_000),
];
/** Whole bodies that are not the object a route expects. */
const WHOLE_BODIES: Array<{ raw: string; type: string }> = [
  { raw: '[]', type: 'application/json' },
  { raw: 'null', type: 'application/json' },
  { raw: '{"a\\u0000b":1}', type: 'application/json' },
  { raw: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
  { raw: '{"a":', type: 'application/json' },
  { raw: '\u0000\u0001\u0002garbage', type: 'application/octet-stream' },
];
const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
/** Values each path parameter, query parameter and body field gets (the first ones always). */
const PATH_VALUES_PER_PARAM = 7;
const PATH_CORE = 6;
const QUERY_VALUES_PER_PARAM = 6;
const QUERY_CORE = 5;
/** Body fields share this many probes; values rotate across fields so every value is used. */
const BODY_PROBES = 24;
const BODY_VALUES_PER_FIELD = { min: 2, max: 8 };

/** A value the schema accepts, so that one bad value at a time reaches the route. */
function sample(schema: JsonSchema | undefined, name: string): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) {
    const first = branches.find((b) => b.type !== 'null' && !(b.enum?.length === 1 && b.enum[0] === null));
    return sample(first ?? branches[0], name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const lower = name.toLowerCase();
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, name));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) out[k] = sample(s, k);
      return out;
    }
    default:
      break;
  }
  if (schema.format === 'email' || lower.includes('email')) return 'fuzz@example.com';
  if (lower.includes('url') || lower.includes('link')) return 'http://127.0.0.1:9/fuzz';
  if (lower.includes('month')) return '2031-03';
  if (/(^|_)(end|to|date2|until)|finish|checkout|finishedat|enddate|validuntil/.test(lower))
    return '2031-03-17';
  if (/date|_at$|at$|checkin|start|from|day/.test(lower)) return '2031-03-10';
  if (lower.includes('phone')) return '+90 532 555 12 34';
  if (lower.endsWith('id')) return '1';
  const text = 'Fuzz değeri';
  const min = schema.minLength ?? 0;
  const padded = text.length >= min ? text : text.padEnd(min, 'x');
  return schema.maxLength !== undefined ? padded.slice(0, Math.max(schema.maxLength, min)) : padded;
}

/** `count` values for the `slot`-th field, rotating through the list so that fields meet different ones. */
function rotate<T>(values: T[], count: number, slot: number): T[] {
  return Array.from(
    { length: Math.min(count, values.length) },
    (_, j) => values[(slot * count + j) % values.length] as T,
  );
}

/** `count` values starting at a rotating offset, so different slots meet different values. */
function pick<T>(values: T[], count: number, slot: number, core: number): T[] {
  const out = values.slice(0, core);
  const rest = values.slice(core);
  for (let i = 0; out.length < Math.min(count, values.length); i++) {
    out.push(rest[(slot * 3 + i) % rest.length] as T);
  }
  return out;
}

interface Probe {
  method: Method;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  what: string;
}

/** Real values for path parameters whose sample would stop a route early (an unknown slug is a 404). */
const realPathValues: Array<{ prefix: string; name: string; value: string }> = [];
function basePathValue(path: string, name: string, schema: JsonSchema | undefined): string {
  const real = realPathValues.find((r) => path.startsWith(r.prefix) && r.name === name);
  if (real) return real.value;
  const v = sample(schema, name);
  return typeof v === 'string' && !/^[a-z0-9-]+$/.test(v) ? '1' : String(v);
}

/** The malformed requests for one operation. */
function probesFor(path: string, method: Method, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  // Path parameters come from the template itself, so routes without a params schema are covered.
  const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const pathSchema = (n: string) => params.find((p) => p.in === 'path' && p.name === n)?.schema;
  const queryParams = params.filter((p) => p.in === 'query');
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  const baseParams = Object.fromEntries(pathNames.map((n) => [n, basePathValue(path, n, pathSchema(n))]));
  const baseQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema, p.name))]),
  );
  const baseBody = jsonSchema ? (sample(jsonSchema, 'body') as Record<string, unknown>) : undefined;
  const hasBody = method !== 'GET' && (jsonSchema !== undefined || method !== 'DELETE');
  const isUpload = hasBody && !jsonSchema;

  const urlOf = (pathValues: Record<string, string>, query: Record<string, string | string[]>) => {
    const p = path.replace(/\{([^}]+)\}/g, (_m, n: string) => encodeURIComponent(pathValues[n] ?? '1'));
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      for (const one of Array.isArray(v) ? v : [v]) qs.append(k, one);
    }
    const s = qs.toString();
    return s ? `${p}?${s}` : p;
  };
  const baseUrl = urlOf(baseParams, baseQuery);
  const json = (body: unknown) => (hasBody && body !== undefined ? JSON.stringify(body) : undefined);
  const probes: Probe[] = [];
  const add = (p: Omit<Probe, 'contentType' | 'method'> & { contentType?: string }) =>
    probes.push({ method, contentType: p.payload === undefined ? undefined : 'application/json', ...p });

  pathNames.forEach((name, slot) => {
    for (const v of pick(TEXT_VALUES, PATH_VALUES_PER_PARAM, slot, PATH_CORE)) {
      add({
        url: urlOf({ ...baseParams, [name]: v }, baseQuery),
        payload: json(baseBody),
        what: `path ${name}=${JSON.stringify(v).slice(0, 40)}`,
      });
    }
  });
  queryParams.forEach((param, slot) => {
    const values: Array<string | string[]> = [
      ...pick(TEXT_VALUES, QUERY_VALUES_PER_PARAM, slot, QUERY_CORE),
      ['1', '2'],
    ];
    for (const v of values) {
      add({
        url: urlOf(baseParams, { ...baseQuery, [param.name]: v }),
        payload: json(baseBody),
        what: `query ${param.name}=${JSON.stringify(v).slice(0, 40)}`,
      });
    }
  });
  if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    const fields = Object.keys(baseBody);
    const perField = Math.max(
      BODY_VALUES_PER_FIELD.min,
      Math.min(BODY_VALUES_PER_FIELD.max, Math.floor(BODY_PROBES / Math.max(1, fields.length))),
    );
    fields.forEach((field, slot) => {
      for (const v of rotate(JSON_VALUES, perField, slot)) {
        add({
          url: baseUrl,
          payload: JSON.stringify({ ...baseBody, [field]: v }),
          what: `body ${field}=${JSON.stringify(v).slice(0, 40)}`,
        });
      }
    });
    add({
      url: baseUrl,
      payload: JSON.stringify({ ...baseBody, fuzz_unknown_key: 'x' }),
      what: 'body with an unknown key',
    });
  }
  if (hasBody) {
    for (const b of WHOLE_BODIES) {
      add({ url: baseUrl, payload: b.raw, contentType: b.type, what: `whole body ${b.raw.slice(0, 30)}` });
    }
    // A multipart with garbage fields and a file that is not what it claims; upload routes get more.
    const named = [...(op.description ?? '').matchAll(/`([a-z_]+)`/g)].map((m) => m[1] as string);
    const fieldNames = [...new Set([...named.filter((n) => n !== 'file'), 'villa_id', 'boat_id', 'id'])];
    // The file's name holds a NUL byte; its bytes start as a JPEG and go on as text.
    const garbageFile = {
      name: 'a\u0000.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0x00]), Buffer.from('not a jpeg')]),
    };
    for (const v of isUpload ? ['99999999999', 'a\u0000b', '0x10', '-1', '1'] : ['99999999999']) {
      add({
        url: baseUrl,
        payload: multipartBytes(BOUNDARY, Object.fromEntries(fieldNames.map((n) => [n, v])), garbageFile),
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        what: `multipart fields=${JSON.stringify(v)}`,
      });
    }
    if (isUpload) {
      add({
        url: baseUrl,
        payload: multipartBytes(
          BOUNDARY,
          { villa_id: '1', boat_id: '1' },
          { ...garbageFile, data: Buffer.from([0xff, 0xd8, 0xff]) },
          false,
        ),
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        what: 'multipart cut short',
      });
      add({
        url: baseUrl,
        payload: Buffer.from([0x00, 0x01, 0x67, 0x61, 0x72, 0x62]),
        contentType: 'image/jpeg',
        what: 'raw bytes claiming image/jpeg',
      });
    }
  }
  return probes;
}

let t: TestContext;
let tcmb: Server;
let adminToken: string;
let doc: OpenApi;
const FUZZ_ADMIN = { email: 'fuzz-admin@likyavilla.com.tr', password: 'Kx9#vTq2!mZr7@Lp4wYe' };

beforeAll(async () => {
  // The central bank's bulletin from a local stand-in: 'TCMB'den güncelle' is probed like every
  // route, and an unreachable TCMB would rightly answer 502 (and reach for the internet).
  const bulletin = readFileSync(join(import.meta.dirname, 'fixtures/tcmb/today.xml'), 'utf8');
  tcmb = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
    res.end(bulletin);
  });
  await new Promise<void>((resolve) => tcmb.listen(0, '127.0.0.1', resolve));
  t = await build();
  const tcmbUrl = `http://127.0.0.1:${(tcmb.address() as AddressInfo).port}/kurlar/today.xml`;
  await t.db
    .insert(settings)
    .values({ key: TCMB_URL_KEY, value: tcmbUrl, group: 'exchange_meta' })
    .onConflictDoUpdate({ target: settings.key, set: { value: tcmbUrl } });
  // A dedicated ADMIN: the probes may edit user 1 (the seeded admin) without logging this one out.
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/users/',
    headers: bearer(await login(t.app, 'ADMIN')),
    payload: { ...FUZZ_ADMIN, role: 'ADMIN', firstName: 'Fuzz', lastName: 'Yönetici' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const res = await loginAs(t.app, FUZZ_ADMIN.email, FUZZ_ADMIN.password);
  adminToken = res.json<{ content: { accessToken: string } }>().content.accessToken;
  const [villa] = await t.db
    .select({ slug: villas.slug })
    .from(villas)
    .where(eq(villas.active, true))
    .limit(1);
  const [boat] = await t.db.select({ slug: boats.slug }).from(boats).limit(1);
  const [post] = await t.db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
  if (villa) realPathValues.push({ prefix: '/v1/villas/', name: 'slug', value: villa.slug });
  if (boat) realPathValues.push({ prefix: '/v1/searchboats/', name: 'slug', value: boat.slug });
  if (post) realPathValues.push({ prefix: '/v1/blog/', name: 'slug', value: post.slug });
  doc = t.app.swagger() as unknown as OpenApi;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => tcmb?.close(resolve));
});

/** Routes that end the caller's session run last, so the ADMIN token works for everything else. */
const endsSession = (path: string) => path.startsWith('/v1/auth/') && path !== '/v1/auth/login';

describe('OpenAPI-driven malformed input', () => {
  it('no route answers a 5xx to malformed path, query or body values, with or without a token', async () => {
    const operations: Array<{ path: string; method: Method; op: Operation; secured: boolean }> = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const m of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const op = item[m];
        if (op)
          operations.push({ path, method: m.toUpperCase() as Method, op, secured: !!op.security?.length });
      }
    }
    operations.sort((a, b) => Number(endsSession(a.path)) - Number(endsSession(b.path)));
    expect(operations.length).toBeGreaterThan(150);

    const byStatus = new Map<number, number>();
    const serverErrors: string[] = [];
    const unwrapped: string[] = [];
    const adminRefused: string[] = [];
    let sent = 0;
    const started = performance.now();
    for (const token of [null, adminToken]) {
      const who = token ? 'ADMIN' : 'anonymous';
      for (const { path, method, op, secured } of operations) {
        let probes = probesFor(path, method, op);
        // Without a token a protected route stops at the token check: two probes show it does so calmly.
        if (!token && secured) probes = [probes[0], probes[probes.length - 1]].filter((p) => p !== undefined);
        for (const probe of probes) {
          const headers: Record<string, string> = {};
          if (token) headers.authorization = `Bearer ${token}`;
          if (probe.contentType) headers['content-type'] = probe.contentType;
          const res = await t.app.inject({
            method: probe.method,
            url: probe.url,
            headers,
            ...(probe.payload === undefined ? {} : { payload: probe.payload }),
          });
          sent++;
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          const line = `${who} ${method} ${path} ${probe.what} → ${res.statusCode} ${res.body.slice(0, 160)}`;
          if (res.statusCode >= 500) serverErrors.push(line);
          else if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
            // Client errors keep the envelope, with a message a person can read.
            const body = res.json<{ content?: { message?: unknown } }>();
            if (typeof body.content?.message !== 'string' || body.content.message === '')
              unwrapped.push(line);
          }
          if (token && secured && res.statusCode === 401 && !endsSession(path)) adminRefused.push(line);
        }
      }
    }
    const summary = [...byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `openapi-fuzz: ${sent} requests over ${operations.length} operations in ${((performance.now() - started) / 1000).toFixed(1)} s; by status { ${summary.join(', ')} }`,
    );
    expect(serverErrors).toEqual([]);
    expect(unwrapped).toEqual([]);
    // The ADMIN pass really ran signed in (a revoked token would turn it into 401s that prove nothing).
    expect(adminRefused).toEqual([]);
  }, 180_000);
});
