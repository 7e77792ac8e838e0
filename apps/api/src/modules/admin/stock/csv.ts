/**
 * Bulk prices and stock by CSV: export a warehouse's entries, then import the edited file in two
 * steps — a dry run that lists every change (before → after) and every error by line, stored as a
 * plan; then its apply, all or nothing in one transaction, which re-reads the file against the rows
 * locked and refuses if the plan moved since the preview (docs/back-office.md: the columns).
 */
import { STOCK_CSV_MAX_BYTES, STOCK_CSV_MAX_LINES } from '@consigne/contract';
import {
  MAX_DISCOUNT_PERCENT,
  MAX_ORDERABLE,
  MAX_PRICE_CENTS,
  MAX_STOCK,
  discountEndOf,
  formatEuroAmount,
  isCalendarDate,
  parseEuroAmount,
  toCents,
  type ApiLocale,
} from '@consigne/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { invalidate } from '../../../lib/invalidation.js';
import { message, type MessageKey } from '../../../lib/messages.js';
import { recordMovements } from '../../stock/index.js';
import { assertWarehouse, audit, type Staff } from '../shared/index.js';
import { entryView, selectEntries, type EntryView } from './service.js';

/** The file's columns, in the export's order. `name` is for the reader: the import ignores it. */
export const CSV_COLUMNS = [
  'warehouse',
  'slug',
  'name',
  'price',
  'discount_percent',
  'discount_until',
  'available',
  'max_orderable',
  'stock',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED: readonly Column[] = ['warehouse', 'slug'];
/** Semicolons, as a French Excel reads and writes them (decimal commas); the import also takes commas. */
const DELIMITER = ';';

const YES = new Set(['oui', 'yes', 'true', '1', 'si', 'sí', 'ja', 'o', 'y']);
const NO = new Set(['non', 'no', 'false', '0', 'nee', 'n']);

/** The settings a CSV line may change (absent column or empty stock: unchanged). */
interface Settings {
  priceCents: number;
  discountPercent: number;
  discountUntil: string | null;
  isAvailable: boolean;
  maxOrderable: number;
  stock: number | null;
}
type Field = keyof Settings;

const FIELD_OF: Partial<Record<Column, Field>> = {
  price: 'priceCents',
  discount_percent: 'discountPercent',
  discount_until: 'discountUntil',
  available: 'isAvailable',
  max_orderable: 'maxOrderable',
  stock: 'stock',
};

export interface LineError {
  line: number;
  field: string;
  message: string;
}

export interface PlannedLine {
  line: number;
  entryId: number;
  warehouseId: number;
  warehouseKey: string;
  slug: string;
  name: string;
  changes: Array<{ field: Column; before: string; after: string }>;
  before: Settings;
  after: Settings;
}

const settingsOf = (e: EntryView): Settings => ({
  priceCents: toCents(e.price),
  discountPercent: e.discountPercent,
  discountUntil: e.discountUntil,
  isAvailable: e.isAvailable,
  maxOrderable: e.maxOrderable,
  stock: e.stock,
});

/** A setting as the CSV writes it. */
function cellOf(field: Field, value: Settings[Field]): string {
  if (value === null) return '';
  if (field === 'priceCents') return formatEuroAmount(value as number);
  if (field === 'isAvailable') return value ? 'oui' : 'non';
  return String(value);
}

const INTEGER = /^\d{1,9}$/;

/** One cell read into its setting, or the key of what is wrong with it. */
function readCell(
  column: Column,
  raw: string,
): { value: Settings[Field] } | { skip: true } | { error: MessageKey } {
  const text = raw.trim();
  switch (column) {
    case 'price': {
      const cents = parseEuroAmount(text);
      return cents === null || cents > MAX_PRICE_CENTS ? { error: 'stockCsvBadPrice' } : { value: cents };
    }
    case 'discount_percent':
      if (!INTEGER.test(text)) return { error: 'stockCsvBadNumber' };
      return Number(text) > MAX_DISCOUNT_PERCENT ? { error: 'stockDiscountRange' } : { value: Number(text) };
    case 'discount_until':
      if (text === '') return { value: null };
      return isCalendarDate(text) ? { value: text } : { error: 'stockCsvBadDate' };
    case 'available': {
      const word = text.toLowerCase();
      return YES.has(word)
        ? { value: true }
        : NO.has(word)
          ? { value: false }
          : { error: 'stockCsvBadBoolean' };
    }
    case 'max_orderable':
      return INTEGER.test(text) && Number(text) >= 1 && Number(text) <= MAX_ORDERABLE
        ? { value: Number(text) }
        : { error: 'stockCsvBadNumber' };
    case 'stock':
      // Empty: leave the stock as it is (an untracked stock exports empty and stays untracked).
      if (text === '') return { skip: true };
      return INTEGER.test(text) && Number(text) <= MAX_STOCK
        ? { value: Number(text) }
        : { error: 'stockCsvBadNumber' };
    default:
      return { skip: true };
  }
}

interface ParsedFile {
  columns: Column[];
  records: Array<{ line: number; cells: Record<Column, string | undefined> }>;
}

/** The file's rows by column name; a wrong header, an unreadable file or too many lines is an error of the whole file. */
function parseFile(csv: string, locale: ApiLocale): ParsedFile | LineError {
  const text = csv.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  try {
    rows = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof rows; // `info: true` wraps each record with its position
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { line: 1, field: 'file', message: message(locale, 'stockCsvUnreadable', { detail }) };
  }
  const expected = { columns: CSV_COLUMNS.join(DELIMITER) };
  const header = rows[0]?.record.map((h) => h.trim().toLowerCase()) ?? [];
  if (!header.length) return { line: 1, field: 'file', message: message(locale, 'stockCsvEmpty') };
  const known = new Set<string>(CSV_COLUMNS);
  const wrong =
    header.some((h) => !known.has(h)) ||
    new Set(header).size !== header.length ||
    REQUIRED.some((c) => !header.includes(c));
  if (wrong) return { line: 1, field: 'header', message: message(locale, 'stockCsvColumns', expected) };
  if (rows.length - 1 > STOCK_CSV_MAX_LINES) throw new ApiError(413, 'stockCsvTooLarge');
  const columns = header as Column[];
  return {
    columns,
    records: rows.slice(1).map(({ record, info }) => ({
      line: info.lines,
      cells: Object.fromEntries(columns.map((c, i) => [c, record[i]])) as Record<Column, string | undefined>,
    })),
  };
}

/** The entries the file names, by warehouse key and slug; locked (in id order) when applying. */
async function entriesNamed(
  tx: Db | Tx,
  warehouseIds: number[],
  slugs: string[],
  lock: boolean,
): Promise<Map<string, EntryView>> {
  if (!warehouseIds.length || !slugs.length) return new Map();
  const pw = t.productWarehouses;
  const where = and(inArray(pw.warehouseId, warehouseIds), inArray(pw.slug, slugs));
  if (lock) await tx.select({ id: pw.id }).from(pw).where(where).orderBy(asc(pw.id)).for('update');
  const rows = await selectEntries(tx).where(where);
  return new Map(rows.map((r) => [`${r.warehouseKey}\n${r.slug}`, entryView(r)]));
}

export interface ImportPlan {
  lines: number;
  planned: PlannedLine[];
  errors: LineError[];
}

/** Reads the file against the database: what each line would change, and what is wrong, by line. */
export async function planImport(
  tx: Db | Tx,
  staff: Staff,
  csv: string,
  locale: ApiLocale,
  { lock = false } = {},
): Promise<ImportPlan> {
  if (Buffer.byteLength(csv) > STOCK_CSV_MAX_BYTES) throw new ApiError(413, 'stockCsvTooLarge');
  const file = parseFile(csv, locale);
  if (!('records' in file)) return { lines: 0, planned: [], errors: [file] };

  const warehouses = await tx.select({ id: t.warehouses.id, key: t.warehouses.key }).from(t.warehouses);
  const warehouseByKey = new Map(warehouses.map((w) => [w.key.toLowerCase(), w]));
  const named = file.records.map((r) => ({
    ...r,
    warehouse: warehouseByKey.get((r.cells.warehouse ?? '').trim().toLowerCase()),
    slug: (r.cells.slug ?? '').trim(),
  }));
  const inScope = [...new Set(named.flatMap((r) => (r.warehouse ? [r.warehouse.id] : [])))].filter(
    (id) => staff.warehouses === 'all' || staff.warehouses.includes(id),
  );
  const entries = await entriesNamed(tx, inScope, [...new Set(named.map((r) => r.slug))], lock);

  const errors: LineError[] = [];
  const planned: PlannedLine[] = [];
  const seen = new Map<number, number>();
  for (const record of named) {
    const fail = (field: string, key: MessageKey, params: Record<string, string> = {}) =>
      errors.push({ line: record.line, field, message: message(locale, key, params) });
    const warehouseText = (record.cells.warehouse ?? '').trim();
    if (!record.warehouse) {
      fail('warehouse', 'stockCsvUnknownWarehouse', { value: warehouseText });
      continue;
    }
    if (!inScope.includes(record.warehouse.id)) {
      fail('warehouse', 'warehouseForbidden');
      continue;
    }
    const entry = entries.get(`${record.warehouse.key}\n${record.slug}`);
    if (!entry) {
      fail('slug', 'stockCsvUnknownEntry', { value: record.slug });
      continue;
    }
    const other = seen.get(entry.id);
    if (other !== undefined) {
      fail('slug', 'stockCsvDuplicate', { other: String(other) });
      continue;
    }
    seen.set(entry.id, record.line);
    const line = planLine(record.line, entry, file.columns, record.cells, fail);
    if (line) planned.push(line);
  }
  return { lines: file.records.length, planned: errors.length ? [] : planned, errors };
}

/** One line's changes to one entry (null when it changes nothing or has an error, reported through `fail`). */
function planLine(
  line: number,
  entry: EntryView,
  columns: readonly Column[],
  cells: Record<Column, string | undefined>,
  fail: (field: string, key: MessageKey, params?: Record<string, string>) => void,
): PlannedLine | null {
  const before = settingsOf(entry);
  const after: Settings = { ...before };
  let failed = false;
  for (const column of columns) {
    const field = FIELD_OF[column];
    if (!field) continue;
    const raw = cells[column] ?? '';
    const read = readCell(column, raw);
    if ('error' in read) {
      fail(column, read.error, { value: raw.trim() });
      failed = true;
    } else if ('value' in read) (after as unknown as Record<Field, Settings[Field]>)[field] = read.value;
  }
  if (failed) return null;
  const discountMoved =
    after.discountPercent !== before.discountPercent || after.discountUntil !== before.discountUntil;
  if (discountMoved && after.discountPercent > 0 && after.discountUntil === null) {
    fail('discount_until', 'stockDiscountEndRequired');
    return null;
  }
  const changes = columns.flatMap((column) => {
    const field = FIELD_OF[column];
    if (!field || before[field] === after[field]) return [];
    return [{ field: column, before: cellOf(field, before[field]), after: cellOf(field, after[field]) }];
  });
  if (!changes.length) return null;
  return {
    line,
    entryId: entry.id,
    warehouseId: entry.warehouseId,
    warehouseKey: entry.warehouseKey,
    slug: entry.slug,
    name: entry.name,
    changes,
    before,
    after,
  };
}

/** What a plan would do, as a hash: the apply compares it with the preview's. */
export const fingerprintOf = (planned: readonly PlannedLine[]): string =>
  createHash('sha256')
    .update(JSON.stringify(planned.map((p) => [p.entryId, p.before, p.after])))
    .digest('hex');

export const previewView = (plan: ImportPlan, importId: number | null) => ({
  importId,
  lines: plan.lines,
  changes: plan.planned.map(({ line, entryId, warehouseKey, slug, name, changes }) => ({
    line,
    entryId,
    warehouseKey,
    slug,
    name,
    changes,
  })),
  errors: plan.errors,
});

/** The dry run: the plan, stored for its apply when it has changes and no error. */
export async function previewImport(db: Db, actor: Actor, csv: string) {
  const staff = actor.staff;
  const plan = await planImport(db, staff, csv, actor.locale);
  if (plan.errors.length || !plan.planned.length) return previewView(plan, null);
  const [stored] = await db
    .insert(t.stockImports)
    .values({
      userId: staff.id,
      csv,
      fingerprint: fingerprintOf(plan.planned),
      changeCount: plan.planned.length,
    })
    .returning({ id: t.stockImports.id });
  return previewView(plan, stored!.id);
}

/**
 * Applies a previewed import, all or nothing: the entries are locked, the file re-read against them,
 * and anything that moved since the preview (a sale, another edit, a lost right) refuses the whole
 * import (409 'stockImportStale'). Stock changes are 'adjusted' movements; every entry is audited.
 */
export async function applyImport(db: Db, actor: Actor, importId: number) {
  const staff = actor.staff;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(t.stockImports)
      .where(and(eq(t.stockImports.id, importId), eq(t.stockImports.userId, staff.id)))
      .for('update');
    if (!stored) throw new ApiError(404, 'stockImportNotFound');
    if (stored.appliedAt) throw new ApiError(409, 'stockImportApplied');
    const plan = await planImport(tx, staff, stored.csv, actor.locale, { lock: true });
    if (plan.errors.length || fingerprintOf(plan.planned) !== stored.fingerprint)
      throw new ApiError(409, 'stockImportStale');
    for (const line of plan.planned) await applyLine(tx, actor, staff, line, importId);
    await tx
      .update(t.stockImports)
      .set({ appliedAt: new Date() })
      .where(and(eq(t.stockImports.id, importId), isNull(t.stockImports.appliedAt)));
    await invalidate(tx, 'catalog');
    return { applied: plan.planned.length };
  });
}

async function applyLine(tx: Tx, actor: Actor, staff: Staff, line: PlannedLine, importId: number) {
  assertWarehouse(staff, line.warehouseId);
  const pw = t.productWarehouses;
  const { after, before } = line;
  await tx
    .update(pw)
    .set({
      priceCents: after.priceCents,
      discountAntiWastePercent: after.discountPercent,
      discountEndsAt: after.discountUntil === null ? null : discountEndOf(after.discountUntil),
      isAvailable: after.isAvailable,
      maxOrderable: after.maxOrderable,
      stock: after.stock,
      version: sql`${pw.version} + 1`,
    })
    .where(eq(pw.id, line.entryId));
  if (after.stock !== null && after.stock !== before.stock)
    await recordMovements(tx, [
      {
        productWarehouseId: line.entryId,
        kind: 'adjusted',
        quantity: after.stock - (before.stock ?? 0),
        stockAfter: after.stock,
        reason: `csv:${importId}`,
        actorId: staff.id,
      },
    ]);
  await audit(tx, actor, {
    action: 'stock.import',
    entity: 'product_warehouse',
    entityId: line.entryId,
    warehouseId: line.warehouseId,
    before: Object.fromEntries(line.changes.map((c) => [c.field, c.before])),
    after: { ...Object.fromEntries(line.changes.map((c) => [c.field, c.after])), importId },
  });
}

/** A warehouse's entries as the import reads them back: UTF-8 with a BOM (Excel), semicolons, decimal commas. */
/**
 * A free text cell a spreadsheet must not read as a formula (OWASP "CSV injection"): a product named
 * "=HYPERLINK(…)" would otherwise run when a manager opens the export. The import ignores the name.
 */
export const spreadsheetSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export async function exportCsv(db: Db, staff: Staff, warehouseId: number) {
  assertWarehouse(staff, warehouseId);
  const [warehouse] = await db
    .select({ key: t.warehouses.key })
    .from(t.warehouses)
    .where(eq(t.warehouses.id, warehouseId));
  if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
  const rows = (
    await selectEntries(db)
      .where(eq(t.productWarehouses.warehouseId, warehouseId))
      .orderBy(asc(t.productWarehouses.slug))
  ).map(entryView);
  const records = rows.map((e) => {
    const s = settingsOf(e);
    return [
      e.warehouseKey,
      e.slug,
      spreadsheetSafe(e.name),
      cellOf('priceCents', s.priceCents),
      cellOf('discountPercent', s.discountPercent),
      cellOf('discountUntil', s.discountUntil),
      cellOf('isAvailable', s.isAvailable),
      cellOf('maxOrderable', s.maxOrderable),
      cellOf('stock', s.stock),
    ];
  });
  const csv = stringify([[...CSV_COLUMNS], ...records], {
    delimiter: DELIMITER,
    bom: true,
    record_delimiter: '\r\n',
  });
  return { filename: `prix-et-stocks-${warehouse.key}-${new Date().toISOString().slice(0, 10)}.csv`, csv };
}
