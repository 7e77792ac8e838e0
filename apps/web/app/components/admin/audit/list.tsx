import { Fragment } from 'react';
import { useI18n } from '../../../i18n';
import { formatDateTime } from '../../../lib/admin';
import type { RowOf } from '../../../lib/admin-list';
import type { Column } from '../DataTable';
import { changedFields, fieldValue, type FieldChange } from './diff';

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

/** A state of the element as the file writes it (one line). */
const jsonLine = (value: unknown) => (value == null ? '' : JSON.stringify(value));

/** Beyond this many fields, the rest of a change folds away (a created product has thirty). */
const SHOWN_FIELDS = 4;

function FieldList({ fields }: { fields: FieldChange[] }) {
  const { t } = useI18n();
  return (
    <dl className="grid grid-cols-[minmax(0,max-content)_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
      {fields.map(({ field, before, after }) => (
        <Fragment key={field}>
          <dt className="font-mono text-ink-soft">{field || '—'}</dt>
          <dd className="[overflow-wrap:anywhere]">
            {before !== undefined && (
              <del className="text-ink-soft">
                <span className="sr-only">{t('admin.audit.before')} </span>
                {fieldValue(before)}
              </del>
            )}
            {before !== undefined && after !== undefined && <span aria-hidden="true"> → </span>}
            {after !== undefined && (
              <ins className="font-semibold no-underline">
                <span className="sr-only"> {t('admin.audit.after')} </span>
                {fieldValue(after)}
              </ins>
            )}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * What the change did, field by field; no scrolling box, so the page's tab order is the filters,
 * the rows' few "more fields" switches and the pager.
 */
function Change({ entry }: { entry: Entry }) {
  const { t } = useI18n();
  const fields = changedFields(entry.before, entry.after);
  if (fields.length === 0) return <span className="text-ink-soft">—</span>;
  const rest = fields.slice(SHOWN_FIELDS);
  return (
    <div>
      <FieldList fields={fields.slice(0, SHOWN_FIELDS)} />
      {rest.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs font-semibold text-forest">
            {t('admin.audit.moreFields', { count: rest.length })}
          </summary>
          <FieldList fields={rest} />
        </details>
      )}
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
