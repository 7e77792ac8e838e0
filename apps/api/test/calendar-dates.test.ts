// `date=9999-12-31` or `0001-01-01` on 9 back-office GETs and 2 driver routes (and
// their `from`, `to`, `week`) reached the date arithmetic and answered 500 (RangeError: Invalid time
// value). Every date of the API is the contract's one calendarDate: documented as format "date", and a
// 400 with the catalogue's message for anything but a real day of 2000–2100.
import { describe, expect, it } from 'vitest';
import { loginAs, testApp } from './app.js';
import { bearer, staffTokens, warehouseIdOf } from './staff.js';

const { app, db } = await testApp();
const tokens = await staffTokens(db);
const driver = (await loginAs(app, 'livreur@example.com')).token;
const lille = await warehouseIdOf(db, 'lille');

const MESSAGE = {
  fr_FR: 'Date invalide : indiquez un jour qui existe, entre 2000 et 2100, au format AAAA-MM-JJ.',
  es_ES: 'Fecha no válida: indica un día que exista, entre 2000 y 2100, con el formato AAAA-MM-DD.',
  nl_BE: 'Ongeldige datum: geef een bestaande dag op, tussen 2000 en 2100, in de vorm JJJJ-MM-DD.',
};
const REFUSED = [
  '9999-12-31',
  '0001-01-01',
  '2024-02-30',
  '2025-13-01',
  ' 2025-01-01',
  '2101-01-01',
  '2'.repeat(3_000),
];
const DATE_NAMES = /^(date|from|to|week|day|startsOn|endsOn|discountUntil)$/;

interface Schema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };

const document = (await app.inject({ url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};
// The development outbox's `to` is an e-mail address, not a day.
const operations = Object.entries(document.paths)
  .filter(([path]) => !path.startsWith('/api/dev/'))
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

const isDate = (schema: Schema | undefined): boolean =>
  schema?.format === 'date' || (schema?.anyOf ?? []).some((variant) => variant.format === 'date');

const dateParameters = operations.flatMap(({ path, method, op }) =>
  (op.parameters ?? [])
    .filter((p) => (p.in === 'query' || p.in === 'path') && DATE_NAMES.test(p.name))
    .map((parameter) => ({ path, method, op, parameter })),
);
const dateFields = operations.flatMap(({ path, method, op }) => {
  const body = Object.values(op.requestBody?.content ?? {})[0]?.schema;
  return Object.entries(body?.properties ?? {})
    .filter(([name]) => DATE_NAMES.test(name))
    .map(([name, schema]) => ({ path, method, name, schema }));
});

/** The query of a request that only its date makes wrong: the other required parameters plausible. */
function queryWith(op: Operation, name: string, value: string): string {
  const params = new URLSearchParams({ warehouseId: String(lille) });
  for (const p of op.parameters ?? [])
    if (p.required && p.name !== name && !params.has(p.name))
      params.set(p.name, isDate(p.schema) ? '2026-11-23' : '1');
  params.set(name, value);
  return params.toString();
}

const tokenFor = (path: string) => (path.startsWith('/api/operator') ? driver : tokens.admin);

describe('every date the API reads', () => {
  it('is found: the back-office and driver dates, in queries and bodies', () => {
    const names = dateParameters.map((d) => `${d.method.toUpperCase()} ${d.path} ${d.parameter.name}`);
    for (const expected of [
      'GET /api/admin/orders date',
      'GET /api/admin/slots week',
      'GET /api/admin/figures from',
      'GET /api/admin/deposits/reconciliation to',
      'GET /api/operator/round date',
      'GET /api/operator/orders date',
    ])
      expect(names).toContain(expected);
    expect(names.length).toBeGreaterThanOrEqual(15);
    expect(dateFields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['startsOn', 'discountUntil', 'date']),
    );
  });

  it('is documented as a calendar date (format "date")', () => {
    const undocumented = [
      ...dateParameters
        .filter((d) => !isDate(d.parameter.schema))
        .map((d) => `${d.path} ${d.parameter.name}`),
      ...dateFields.filter((f) => !isDate(f.schema)).map((f) => `${f.method} ${f.path} ${f.name}`),
    ];
    expect(undocumented).toEqual([]);
  });

  it('refuses the far ends, days that do not exist and padded forms with a 400 and the catalogue message', async () => {
    const wrong: string[] = [];
    for (const { path, op, parameter } of dateParameters.filter((d) => d.method === 'get')) {
      for (const value of REFUSED) {
        const url = `${path}?${queryWith(op, parameter.name, value)}`;
        const res = await app.inject({ url, headers: bearer(tokenFor(path)) });
        const errors =
          res.statusCode === 400 ? (res.json().errors as { field: string; message: string }[]) : [];
        if (!errors.some((e) => e.field.endsWith(parameter.name) && e.message.endsWith(MESSAGE.fr_FR)))
          wrong.push(
            `${res.statusCode} ${path} ${parameter.name}=${value.slice(0, 12)}: ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses them in a body too (a discount’s last day, an operation’s first day, a day to close)', async () => {
    const wrong: string[] = [];
    for (const { path, method, name } of dateFields) {
      for (const value of ['9999-12-31', '0001-01-01', '2024-02-30']) {
        const res = await app.inject({
          method: method.toUpperCase() as 'POST',
          url: path.replace(/\{\w+\}/g, '1'),
          headers: bearer(tokenFor(path)),
          payload: { [name]: value },
        });
        const errors =
          res.statusCode === 400 ? (res.json().errors as { field: string; message: string }[]) : [];
        if (!errors.some((e) => e.field.endsWith(name) && e.message.endsWith(MESSAGE.fr_FR)))
          wrong.push(`${res.statusCode} ${method} ${path} ${name}=${value}: ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says so in the reader’s language', async () => {
    for (const [locale, message] of Object.entries(MESSAGE)) {
      const res = await app.inject({
        url: `/api/operator/round?date=9999-12-31&locale=${locale}`,
        headers: bearer(driver),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'date', message: `date : ${message}` });
    }
  });

  it('still takes the first and the last day of the range', async () => {
    for (const date of ['2000-01-01', '2100-12-31']) {
      const res = await app.inject({ url: `/api/admin/orders?date=${date}`, headers: bearer(tokens.admin) });
      expect(res.statusCode, date).toBe(200);
      const week = await app.inject({
        url: `/api/admin/slots?warehouseId=${lille}&week=${date}`,
        headers: bearer(tokens.admin),
      });
      expect(week.statusCode, date).toBe(200);
    }
  });
});
