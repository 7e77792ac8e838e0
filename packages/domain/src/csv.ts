/**
 * The shop's CSV files as a French Excel opens them (the stock and figures exports write the same):
 * UTF-8 with a BOM, ';' between cells, CRLF between lines. Pure, so the storefront server's list
 * exports and the API's share one rule.
 */

/** The BOM that tells Excel the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * A text a spreadsheet must not read as a formula (OWASP "CSV injection"): a customer named
 * "=HYPERLINK(…)" would otherwise run when a manager opens the file. The quote is shown as text.
 */
export const spreadsheetSafe = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * One cell: numbers with a decimal comma (a negative amount stays a number), texts made
 * spreadsheet-safe, then quoted when they hold the separator, a quote or a line break (quotes doubled).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : spreadsheetSafe(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the BOM, then one line per row (the header first), each ending with CRLF. */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(';')}\r\n`).join('');
}
