/**
 * The FEC of a period (docs/accounting.md, ADR 0047): the period's events (events.ts, one snapshot),
 * their balanced entries and the file (packages/domain src/fec).
 */
import {
  addDays,
  entriesOf,
  fecFileName,
  writeFec,
  zonedInstant,
  type ChartOfAccounts,
} from '@consigne/domain';
import type { Db } from '../../db/client.js';
import { periodEvents } from './events.js';

/** What the FEC needs of the settings: the chart, and the SIREN that names the file. */
export interface AccountingSettings {
  chart: ChartOfAccounts;
  /** The first 9 digits of SELLER_SIRET; null until it is set (the file is then named 000000000FEC…). */
  siren: string | null;
}

/** The SIREN of a file whose shop has not set SELLER_SIRET yet: a specimen, like its invoices. */
export const SPECIMEN_SIREN = '000000000';

/** The FEC of the calendar days from..to (both included, the shop's time zone). */
export async function fecFile(db: Db, settings: AccountingSettings, period: { from: string; to: string }) {
  const events = await periodEvents(db, {
    fromAt: zonedInstant(period.from, 0),
    toAt: zonedInstant(addDays(period.to, 1), 0),
  });
  const entries = entriesOf(settings.chart, events);
  return {
    filename: fecFileName(settings.siren ?? SPECIMEN_SIREN, period.to),
    text: writeFec(entries),
    entries,
  };
}
