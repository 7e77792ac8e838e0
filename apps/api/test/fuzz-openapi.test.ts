import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { StripePayments } from '../src/modules/orders/payment.js';
import { startFakeStripe, stripeSignatureHeader } from './fake-stripe.js';
import { loginAs, testApp } from './app.js';
import { placeLilleOrder } from './orders.js';
import { createShoppers, type Shopper } from './shoppers.js';

/**
 * Walks every operation of the OpenAPI document with hostile values (overflowing and negative
 * numbers, NaN, huge and control-character strings, wrong types, missing and unknown fields) in
 * each path parameter, query parameter and body field, as an anonymous visitor, the owner of the
 * data, another customer, a driver and a deleted customer whose token is still valid; any 5xx fails
 * the test, listing operation and payload. Deterministic (a seeded RNG picks the cases beyond the
 * per-operation cap) so a failure reproduces.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
// FUZZ_ONLY="PATCH /api/user/cart": only the operations whose "METHOD /path" matches, to reproduce one.
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? '');
// Hostile values per parameter or field (a seeded sample of the tables below): the owner gets more,
// its data being behind most routes. FUZZ_CASES=1000 sends every value.
const OWNER_CASES = Number(process.env.FUZZ_CASES ?? 8);
// Other actors (a guest, a garbage token, other roles) are refused before any value is read: a few
// hostile values per operation, across its fields, show that (they were 3 requests in 4 for 401/403s).
const OTHER_CASES = Math.ceil(OWNER_CASES / 2);

const WEBHOOK_SECRET = 'whsec_test_fuzz';
// Stripe's side is an outside service: the local fake (test/fake-stripe.ts), never the network.
const fakeStripe = await startFakeStripe({ secretKey: 'sk_test_fuzz', webhookSecret: WEBHOOK_SECRET });
afterAll(() => fakeStripe.close());
const stripe = new StripePayments({
  secretKey: 'sk_test_fuzz',
  webhookSecret: WEBHOOK_SECRET,
  apiBase: fakeStripe.base,
});
// The error plugin logs a warning when the database, not a schema, refused a value: collected here.
const databaseRefusals: string[] = [];
const logStream = {
  write(line: string) {
    const entry = JSON.parse(line) as { msg?: string; sqlState?: string };
    if (entry.msg === 'database refused the input') databaseRefusals.push(entry.sqlState ?? '');
  },
};
const { app, db } = await testApp(
  // Login attempts are rate limited per minute: high here so the fuzzed bodies reach the service.
  { LOGIN_RATE_LIMIT: '100000' },
  { payments: stripe, logger: { level: 'warn', stream: logStream } },
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  format?: string;
  default?: Json;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}
interface Case {
  label: string;
  /** Sent to every actor, never left out of the sample (the boundary days of a date parameter). */
  always?: boolean;
  path: Record<string, string>;
  query: string;
  body: { raw: string } | { json: Json } | undefined;
  headers: Record<string, string>;
}

/** Mulberry32: a tiny seeded RNG, so the sample of cases is the same on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'x'.repeat(100_000);
/** Hostile values for a path or query parameter (sent URL-encoded). */
const HOSTILE_STRINGS = [
  '2147483648',
  '99999999999',
  '9999999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  ' 12',
  'NaN',
  'Infinity',
  '-Infinity',
  '',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f\u0085\u009f',
  '😀',
  '\u202e',
  "' OR 1=1 --",
  '%',
  'x'.repeat(5_000),
  'true',
  '[]',
  '{}',
  'null',
];
/**
 * Days a date parameter must refuse with a 400, not meet in the date arithmetic behind it: the far
 * ends of what a Date holds (9999-12-31 and year 1 were a RangeError, a 500, on 11 routes), days that
 * do not exist, padded or signed forms, and the first days outside the shop's years.
 */
const DATE_BOUNDARIES = [
  '9999-12-31',
  '0001-01-01',
  '0000-01-01',
  '275760-09-13',
  '+002025-01-01',
  '2024-02-30',
  '2025-02-29',
  '2025-13-01',
  '2025-00-10',
  ' 2025-01-01',
  '2025-01-01T00:00:00Z',
  '1999-12-31',
  '2101-01-01',
  '2'.repeat(5_000),
];
/** A date parameter: documented as one (format "date"), or named like one. */
const isDateParameter = (p: Parameter) =>
  p.schema?.format === 'date' || /^(date|from|to|week|day)$/.test(p.name);

/** Bytes that are not UTF-8 (or are a lone surrogate), sent as they are in the URL. */
const RAW_ENCODED = ['%FF', '%C0%80', '%ED%A0%80', '%E2%82'];
const encode = (value: string) => (RAW_ENCODED.includes(value) ? value : encodeURIComponent(value));

/** Hostile values for a JSON body field. */
const HOSTILE_JSON: Json[] = [
  2147483648,
  99999999999,
  1e308,
  -1e308,
  -1,
  0,
  1.5,
  -0.000001,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001b\u007f\u0085',
  'line\nbreak\ttab',
  '😀',
  '\ud800',
  '2147483648',
  '1e3',
  HUGE,
  true,
  false,
  null,
  [],
  [1],
  ['a'],
  {},
  { a: 1 },
];
/** Whole bodies that are not the expected object; raw strings are sent as they are. */
const HOSTILE_BODIES: Case['body'][] = [
  { json: null },
  { json: [] },
  { json: 'text' },
  { json: 1 },
  { raw: '{"a":' },
  { raw: '{"quantity": NaN}' },
  { raw: '{"a":"\\u0000"}' },
  { raw: `{${'"a":1,'.repeat(10_000)}"b":1}` },
  { raw: '['.repeat(5_000) },
];

/** Plausible values for the fields the shop's requests share, so one hostile field reaches the service. */
const PLAUSIBLE: Record<string, Json> = {
  email: 'fuzz@example.com',
  username: 'demo@example.com',
  password: 'consigne-demo',
  newPassword: 'un mot de passe solide 42',
  currentPassword: 'consigne-demo',
  firstname: 'Camille',
  lastname: 'Martin',
  phone: '+33 6 12 34 56 78',
  postalCode: '59000',
  cp: '59000',
  city: 'Lille',
  street: 'rue de Béthune',
  address: 'rue de Béthune',
  streetNumber: '3',
  number: '3',
  name: 'Maison',
  country: 'FR',
  code: 'BONJOUR',
  fullAddress: '3 rue de Béthune, 59000 Lille',
  q: 'rue de Béthune Lille',
  search: 'eau',
  path: '/fr/produit/eau',
  slug: 'eau-minerale-naturelle-plate-100cl',
  file: '1.svg',
  paymentMethod: 'offline',
  acceptTerms: true,
  adultDeclared: true,
  quantity: 1,
  locale: 'fr_FR',
};

function sample(schema: JsonSchema | undefined, name = ''): Json {
  if (!schema) return null;
  const plausible = PLAUSIBLE[name];
  const types = [schema.type, ...(schema.anyOf ?? []).map((v) => v.type)]
    .flat()
    .map((type) => (type === 'integer' ? 'number' : type));
  if (plausible !== undefined && types.includes(typeof plausible)) return plausible;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0]!;
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return sample(variants.find((v) => v.type !== 'null') ?? variants[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]),
      );
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-11-23';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}

/** Every leaf of a body, as a path of keys, so each one gets every hostile value in turn. */
function leaves(value: Json, prefix: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length) {
    return Object.entries(value).flatMap(([key, v]) => [[...prefix, key], ...leaves(v, [...prefix, key])]);
  }
  return [];
}

function withValue(body: Json, path: string[], value: Json | undefined): Json {
  const copy = structuredClone(body) as { [key: string]: Json };
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as { [key: string]: Json };
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** The document with each `$ref` to a named schema replaced by that schema, so bodies are sampled whole. */
function inlined<T>(document: T): T {
  const schemas =
    (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (!value || typeof value !== 'object') return value;
    const { $ref, ...rest } = value as { $ref?: string };
    const target = $ref?.startsWith('#/components/schemas/')
      ? inline(schemas[$ref.slice('#/components/schemas/'.length)])
      : undefined;
    const own = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, inline(child)]));
    if (target) return { ...(target as object), ...own };
    return $ref ? { $ref, ...own } : own;
  };
  return inline(document) as T;
}

function operations(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      return {
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: content ? (Object.values(content)[0]?.schema ?? {}) : undefined,
      };
    }),
  );
}

function query(params: Record<string, string | string[]>): string {
  const pairs = Object.entries(params).flatMap(([key, value]) =>
    [value].flat().map((v) => `${encodeURIComponent(key)}=${encode(v)}`),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The cases of one operation: one hostile value at a time, everything else plausible. */
function casesOf(op: Operation, pathValues: Record<string, string>): Case[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, pathValues[p.name] ?? '1']));
  const baseQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema, p.name))]),
  );
  const baseBody = op.body ? sample(op.body) : undefined;
  const base = (label: string): Case => ({
    label,
    path: basePath,
    query: query(baseQuery),
    body: baseBody === undefined ? undefined : { json: baseBody },
    headers: {},
  });
  const cases: Case[] = [base('plausible')];
  for (const p of pathParams) {
    // A parameter like "12.svg" also gets its hostile numbers with the suffix: "2147483648.svg".
    const suffix = /^\d+(\D.*)$/.exec(basePath[p.name] ?? '')?.[1];
    const values = [...HOSTILE_STRINGS, ...RAW_ENCODED];
    for (const v of suffix ? [...values, ...values.map((v) => `${v}${suffix}`)] : values) {
      if (v === '') continue; // an empty segment is another route
      cases.push({ ...base(`path ${p.name}=${show(v)}`), path: { ...basePath, [p.name]: v } });
    }
  }
  for (const p of [...queryParams, { name: 'unknownField' } as Parameter]) {
    for (const v of [...HOSTILE_STRINGS, ...RAW_ENCODED, ['1', '2'], ['\u0000', HUGE.slice(0, 2000)]]) {
      cases.push({ ...base(`query ${p.name}=${show(v)}`), query: query({ ...baseQuery, [p.name]: v }) });
    }
    if (isDateParameter(p)) {
      for (const v of DATE_BOUNDARIES)
        cases.push({
          ...base(`date ${p.name}=${show(v)}`),
          query: query({ ...baseQuery, [p.name]: v }),
          always: true,
        });
    }
    if (p.required) {
      const { [p.name]: _omitted, ...rest } = baseQuery;
      cases.push({ ...base(`query ${p.name} missing`), query: query(rest) });
    }
  }
  if (baseBody !== undefined) {
    for (const path of leaves(baseBody)) {
      for (const v of HOSTILE_JSON) {
        cases.push({
          ...base(`body ${path.join('.')}=${show(v)}`),
          body: { json: withValue(baseBody, path, v) },
        });
      }
      cases.push({
        ...base(`body ${path.join('.')} missing`),
        body: { json: withValue(baseBody, path, undefined) },
      });
    }
    cases.push({
      ...base('body unknown field'),
      body: { json: withValue(baseBody, ['unknownField'], HUGE) },
    });
    for (const body of HOSTILE_BODIES) cases.push({ ...base(`body ${show(body)}`), body });
  }
  if (op.method === 'POST' && op.path.endsWith('/stripe/webhook')) cases.push(...webhookCases(base));
  return cases;
}

/** Signed events with hostile contents: a valid signature must not let a malformed event 500. */
function webhookCases(base: (label: string) => Case): Case[] {
  const events: Json[] = [
    {},
    { type: 'checkout.session.completed' },
    { id: 'evt_fuzz_1', type: 'checkout.session.completed', data: {} },
    { id: 'evt_fuzz_2', type: 'checkout.session.completed', data: { object: {} } },
    { id: 'evt_fuzz_3', type: 'checkout.session.expired', data: { object: { id: 12 } } },
    { id: 'evt_fuzz_4', type: 'checkout.session.expired', data: { object: { id: 'cs_\u0000' } } },
    { id: 'evt_fuzz_5', type: 'checkout.session.completed', data: { object: { id: HUGE } } },
    { id: HUGE, type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } },
    {
      id: 'evt_fuzz_6',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', payment_status: 7 } },
    },
    [],
    null,
    'text',
  ];
  return events.map((event) => {
    const raw = JSON.stringify(event);
    return {
      ...base(`signed event ${show(event)}`),
      body: { raw },
      headers: { 'stripe-signature': stripeSignatureHeader(WEBHOOK_SECRET, raw) },
    };
  });
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
}

function pick<T>(items: T[], count: number, random: () => number): T[] {
  if (items.length <= count) return items;
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/** Cases by the parameter or field they attack ("body quantity", "path orderId"…). */
function groups(cases: Case[]): Case[][] {
  const byTarget = new Map<string, Case[]>();
  for (const c of cases) {
    const target = c.label.split('=')[0]!;
    byTarget.set(target, [...(byTarget.get(target) ?? []), c]);
  }
  return [...byTarget.values()];
}

async function send(op: Operation, c: Case, authorization: string | undefined) {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(c.path[name] ?? '1')) + c.query;
  const headers: Record<string, string> = { ...c.headers };
  if (authorization) headers.authorization = authorization;
  if (c.body) headers['content-type'] = 'application/json';
  const payload = c.body ? ('raw' in c.body ? c.body.raw : JSON.stringify(c.body.json)) : undefined;
  if (op.method === 'POST' && op.path === '/api/orders') headers['idempotency-key'] = `fuzz-${Math.random()}`;
  const res = await app.inject({
    method: op.method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { url, res };
}

describe('every operation of the OpenAPI document, with hostile values', async () => {
  const [owner, other, deleted] = (await createShoppers(db, 3)) as [Shopper, Shopper, Shopper];
  const { orderId } = await placeLilleOrder(app, db, owner, { large: 24, small: 7 }, 'fuzz-owner-order');
  const [address] = await db.select().from(t.addresses).where(eq(t.addresses.userId, owner.id));
  await db.delete(t.addresses).where(eq(t.addresses.userId, deleted.id));
  await db.delete(t.users).where(eq(t.users.id, deleted.id));
  const driver = (await loginAs(app, 'livreur@example.com')).token;
  const admin = (await loginAs(app, 'admin@example.com')).token;
  const pathValues = {
    orderId: String(orderId),
    id: String(address!.id),
    invoiceId: '1',
    slotId: '1',
    file: '1.svg',
    slug: 'eau-minerale-naturelle-plate-100cl',
  };

  const document = inlined((await app.inject({ url: '/api/docs/json' })).json());
  const ops = operations(document)
    .filter((op) => ONLY.test(`${op.method} ${op.path}`))
    .sort(
      // Deleting and signing out last, so the owner keeps its data and token for the other operations.
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
  const actors: Array<[string, string | undefined]> = [
    ['anonymous', undefined],
    ['owner', `Bearer ${owner.token}`],
    ['other customer', `Bearer ${other.token}`],
    ['driver', `Bearer ${driver}`],
    // The back-office reads its dates only past its role check: an administrator sends them (and the
    // plausible request) to the routes that take one.
    ['admin', `Bearer ${admin}`],
    ['deleted customer', `Bearer ${deleted.token}`],
    ['garbage token', 'Bearer \u0001not-a-token'],
  ];

  it.skipIf(process.env.FUZZ_ONLY)(
    'lists the operations it walks (webhook and development routes included)',
    () => {
      const names = ops.map((op) => `${op.method} ${op.path}`);
      expect(names).toContain('POST /api/payments/stripe/webhook');
      expect(names).toContain('GET /api/dev/outbox');
      expect(ops.length).toBeGreaterThan(40);
    },
  );

  it('answers every hostile request without a 5xx', { timeout: 600_000 }, async () => {
    const random = rng(SEED);
    // One line per operation, actor and field: the first payload that gave a 5xx there.
    const failures = new Map<string, string>();
    let sent = 0;
    const statuses = new Map<number, number>();
    // Operations whose plausible request is already refused: their services see fewer hostile values.
    const refused: string[] = [];
    for (const op of ops) {
      const all = casesOf(op, pathValues);
      for (const [actor, authorization] of actors) {
        // The plausible case always, then a seeded sample of the hostile ones.
        const always = all.filter((c) => c.always);
        if (actor === 'admin' && !always.length) continue;
        const hostile = all.slice(1).filter((c) => !c.always);
        const chosen =
          actor === 'owner'
            ? [all[0]!, ...always, ...groups(hostile).flatMap((group) => pick(group, OWNER_CASES, random))]
            : actor === 'admin'
              ? [all[0]!, ...always]
              : [all[0]!, ...always, ...pick(hostile, OTHER_CASES, random)];
        for (const c of chosen) {
          const refusalsBefore = databaseRefusals.length;
          const { url, res } = await send(op, c, authorization);
          sent++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          // A data exception (SQLSTATE class 22) means a schema let a bad value through to the database.
          const dataException = databaseRefusals.slice(refusalsBefore).find((code) => code.startsWith('22'));
          if (c === all[0] && actor === 'owner' && res.statusCode === 400) {
            refused.push(`${op.method} ${op.path}: ${res.body.slice(0, 300)}`);
          }
          const where = `${op.method} ${op.path} as ${actor}: ${c.label.split('=')[0]}`;
          if ((res.statusCode >= 500 || dataException) && !failures.has(where)) {
            const status = dataException ? `${res.statusCode} (SQLSTATE ${dataException})` : res.statusCode;
            failures.set(where, `${status} ${where} — ${c.label} (${show(url)})`);
          }
        }
      }
    }
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.info(`fuzz: ${sent} requests over ${ops.length} operations, seed ${SEED}: ${byStatus.join(' ')}`);
    if (refused.length) console.info(`plausible request refused (400):\n${refused.join('\n')}`);
    const list = [...failures.values()];
    expect(list, list.join('\n')).toEqual([]);
  });
});
