/**
 * Back-office: the books (/admin/comptabilite) — the FEC of a period (docs/accounting.md, ADR 0047).
 */
import { calendarDate, localeQuery } from '../primitives.js';

/** The period, both days included: one day up to a fiscal year (366 days), `from` not after `to`. */
export const accountingFecQuery = localeQuery.extend({
  from: calendarDate,
  to: calendarDate,
});
