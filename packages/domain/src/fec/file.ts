/**
 * The FEC file (fichier des écritures comptables, article A47 A-1 of the Livre des procédures
 * fiscales): its name, its 18 fields in their legal order, tab-separated, a header line, dates as
 * AAAAMMJJ, amounts with a decimal comma, entries in chronological order numbered without a gap.
 */
import { SHOP_TIME_ZONE, addDays, localDate } from '../slots.js';
import { JOURNALS, type Entry } from './entries.js';

export const FEC_FIELDS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** A SIREN: the first 9 digits of a SIRET (spaces ignored); null when there are not 14 digits. */
export function sirenOf(siret: string): string | null {
  const digits = siret.replace(/\s/g, '');
  return /^\d{14}$/.test(digits) ? digits.slice(0, 9) : null;
}

/** 'YYYY-MM-DD' → 'AAAAMMJJ'. */
export const fecDate = (date: string) => date.replaceAll('-', '');

/** The file's name: the SIREN, 'FEC' and the closing date of the period (SIRENFECAAAAMMJJ.txt). */
export const fecFileName = (siren: string, closingDate: string) => `${siren}FEC${fecDate(closingDate)}.txt`;

/** Cents as the FEC writes them: no thousands separator, a decimal comma, a minus sign if negative. */
export function fecAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A text field: no tab or line break may break the columns. */
const text = (value: string) => value.replace(/[\t\r\n]+/g, ' ').trim();

/** The customer's auxiliary account number (CompAuxNum). */
export const customerAuxNum = (customerId: number) => `C${String(customerId).padStart(8, '0')}`;

/**
 * The file's text: the header line, then one line per entry line, entries numbered 1, 2, 3… in the
 * order given (entriesOf's: chronological). Dates are the shop's calendar days. An entry's lines
 * are validated when written (ValidDate: the entry's date, since every entry comes from a document
 * already issued). CRLF line ends; no currency columns (every amount is in euros).
 */
export function writeFec(entries: readonly Entry[], timeZone = SHOP_TIME_ZONE): string {
  const rows: string[] = [FEC_FIELDS.join('\t')];
  entries.forEach((entry, i) => {
    const date = fecDate(localDate(entry.at, timeZone));
    for (const l of entry.lines) {
      rows.push(
        [
          entry.journal,
          JOURNALS[entry.journal],
          String(i + 1),
          date,
          l.account.num,
          text(l.account.lib),
          l.auxiliary ? customerAuxNum(entry.customer.id) : '',
          l.auxiliary ? text(entry.customer.name) : '',
          text(entry.pieceRef),
          date,
          text(l.label),
          fecAmount(l.debit),
          fecAmount(l.credit),
          '',
          '',
          date,
          '',
          '',
        ].join('\t'),
      );
    }
  });
  return `${rows.join('\r\n')}\r\n`;
}

/** The longest period one FEC covers: a fiscal year (366 days when it holds a 29 February). */
export const FEC_MAX_DAYS = 366;

export type FecPeriodRefusal = 'fecPeriodOrder' | 'fecPeriodTooLong';

/** Why a period (calendar days, both included) cannot make one FEC, or null when it can. */
export function fecPeriodRefusal(from: string, to: string): FecPeriodRefusal | null {
  if (from > to) return 'fecPeriodOrder';
  if (to >= addDays(from, FEC_MAX_DAYS)) return 'fecPeriodTooLong';
  return null;
}
