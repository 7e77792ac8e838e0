import { useI18n } from '../../../i18n';
import { formatDateTime } from '../../../lib/admin';
import type { RowOf } from '../../../lib/admin-list';
import type { Column } from '../DataTable';

type Entry = RowOf<'listAuditEntries'>;

/** The kinds of element the log names (its filter's choices). */
export const AUDIT_ENTITIES = [
  'product',
  'product_warehouse',
  'category',
  'tag',
  'promo_code',
  'content',
  'redirect',
  'user',
];

/** A state of the element as the page shows it (indented) and as the file writes it (one line). */
const json = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 1));
const jsonLine = (value: unknown) => (value == null ? '' : JSON.stringify(value));

const PRE = 'max-h-40 overflow-auto whitespace-pre-wrap break-all text-xs';

function Change({ entry }: { entry: Entry }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-2 md:grid-cols-2">
      {(['before', 'after'] as const).map((side) => (
        <div key={side}>
          <p className="text-xs font-semibold text-ink-soft">{t(`admin.audit.${side}`)}</p>
          {/*
            A long state scrolls in its box: focusable, so a keyboard can scroll it too (WCAG 2.1.1),
            and named (which side of which element) for the screen reader that lands on it.
          */}
          <pre
            className={PRE}
            tabIndex={0}
            role="group"
            aria-label={`${t(`admin.audit.${side}`)} · ${entry.entity}${entry.entityId ? ` #${entry.entityId}` : ''}`}
          >
            {json(entry[side])}
          </pre>
        </div>
      ))}
    </div>
  );
}

/** The audit log's columns (/admin/journal and its CSV, which writes each state on one line). */
export const auditColumns: Column<Entry>[] = [
  {
    key: 'when',
    header: 'admin.audit.when',
    className: 'whitespace-nowrap font-normal',
    value: (e, { tag }) => formatDateTime(e.at, tag),
  },
  {
    key: 'who',
    header: 'admin.audit.who',
    className: '[overflow-wrap:anywhere]',
    value: (e) => e.actorEmail,
  },
  { key: 'what', header: 'admin.audit.what', className: 'font-mono', value: (e) => e.action },
  {
    key: 'entity',
    header: 'admin.audit.entity',
    value: (e) => `${e.entity}${e.entityId ? ` #${e.entityId}` : ''}`,
  },
  { key: 'change', header: 'admin.audit.change', cell: (e) => <Change entry={e} />, csv: false },
  { key: 'before', header: 'admin.audit.before', csv: (e) => jsonLine(e.before) },
  { key: 'after', header: 'admin.audit.after', csv: (e) => jsonLine(e.after) },
];
