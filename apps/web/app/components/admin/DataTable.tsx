import type { Locale } from '@consigne/domain';
import { intlTag } from '@consigne/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n, type MessageKey, type Translate, formatMoney } from '../../i18n';

/** What a column's cell and CSV accessor may need besides the row: the reader's texts and formats. */
export interface CellContext {
  t: Translate;
  locale: Locale;
  /** The locale's Intl tag (dates: formatDateTime(iso, tag)). */
  tag: string;
  /** An amount of the API (euros) as the page writes it. */
  euros: (amount: number) => string;
}

export const cellContext = (t: Translate, locale: Locale): CellContext => ({
  t,
  locale,
  tag: intlTag(locale),
  euros: (amount) => formatMoney(amount, locale),
});

type CellValue = string | number | null;

/**
 * One column of a back-office list, declared once at the module's top level (the loader's CSV and
 * the page's table read the same list). `value` is the cell's text and the CSV's; `cell` a richer
 * display, `csv` another value for the file (`false`: left out of it). A column with neither
 * `value` nor `cell` is in the CSV only.
 */
export interface Column<Row> {
  key: string;
  /** A message key (translated, and the CSV's header), or a node (the CSV's header is then `key`). */
  header: MessageKey | ReactNode;
  value?: (row: Row, context: CellContext) => CellValue;
  cell?: (row: Row, context: CellContext) => ReactNode;
  csv?: ((row: Row, context: CellContext) => CellValue) | false;
  /** The cell links to this address (the row's page). */
  link?: (row: Row) => string;
  /** Shown after the cell's link (a badge): in the table only. */
  after?: (row: Row, context: CellContext) => ReactNode;
  align?: 'left' | 'right';
  /** Extra classes of the column's cells (`whitespace-nowrap`, `max-w-64`…). */
  className?: string;
}

/** A header's text: its message key translated, else the column's key. */
export const headerText = <Row,>(column: Column<Row>, t: Translate): string =>
  typeof column.header === 'string' ? t(column.header as MessageKey) : column.key;

/** The columns of the CSV file and how each writes a row. */
export const csvColumns = <Row,>(columns: ReadonlyArray<Column<Row>>) =>
  columns.flatMap((column) => {
    const write = column.csv === false ? undefined : (column.csv ?? column.value);
    return write ? [{ column, write }] : [];
  });

const shown = <Row,>(column: Column<Row>) => column.cell !== undefined || column.value !== undefined;

function CellContent<Row>({ row, column, context }: { row: Row; column: Column<Row>; context: CellContext }) {
  const content = column.cell ? column.cell(row, context) : column.value?.(row, context);
  const after = column.after?.(row, context);
  if (!column.link)
    return (
      <>
        {content}
        {after}
      </>
    );
  return (
    <>
      <Link to={column.link(row)} className="font-semibold text-forest underline">
        {content}
      </Link>
      {after}
    </>
  );
}

/** A row's own attributes (a class, a test id, data-*): what a page marks on a whole row. */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number>;

const HEAD = 'border-b border-line bg-sand/60';
const cellClass = <Row,>(column: Column<Row>) =>
  `px-3 py-2${column.align === 'right' ? ' text-right tabular-nums' : ''}${column.className ? ` ${column.className}` : ''}`;

/**
 * A list's table in its panel (a white card without padding, so the header's band spans it): the first column heads its row (a link to the row's page, usually);
 * the panel scrolls sideways at narrow widths, never the page. `empty` replaces the table when there
 * is no row.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  empty,
  minWidth = 'min-w-[44rem]',
  rowProps,
  rowHeader,
  region,
  testId,
}: {
  rows: readonly Row[];
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string | number;
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  empty: string;
  /** The table's narrowest width (a Tailwind class): below it the panel scrolls. */
  minWidth?: string;
  /** Attributes of a row's `<tr>` (a hidden entry greyed, its test id). */
  rowProps?: (row: Row) => RowAttributes;
  /** The key of the column that heads each row (`<th scope="row">`); the first one by default. */
  rowHeader?: string;
  /**
   * Names the panel as a region that takes the keyboard's focus, for a table wider than most
   * screens: it then scrolls sideways without a mouse.
   */
  region?: string;
  /** The table's test id (end-to-end tests find its rows by it). */
  testId?: string;
}) {
  const { t, locale } = useI18n();
  const context = cellContext(t, locale);
  const visible = columns.filter(shown);
  const headerKey = rowHeader ?? visible[0]?.key;
  return (
    <section
      className="relative max-w-full overflow-x-auto rounded-card border border-line bg-white"
      {...(region && { tabIndex: 0, role: 'region', 'aria-label': region })}
    >
      {rows.length === 0 ? (
        <p className="p-6 text-ink-soft">{empty}</p>
      ) : (
        <table className={`w-full ${minWidth} text-left text-sm`} data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead className={HEAD}>
            <tr>
              {visible.map((column) => (
                <th key={column.key} scope="col" className={cellClass({ ...column, className: undefined })}>
                  {typeof column.header === 'string' ? t(column.header as MessageKey) : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line align-top">
            {rows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {visible.map((column) =>
                  column.key === headerKey ? (
                    <th key={column.key} scope="row" className={cellClass(column)}>
                      <CellContent row={row} column={column} context={context} />
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass(column)}>
                      <CellContent row={row} column={column} context={context} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
