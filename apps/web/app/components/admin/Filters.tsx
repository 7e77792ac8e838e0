import { Form, Link, useLocation } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { useAdminAccount } from '../../lib/admin';
import { TextField } from '../ui/TextField';
import { Panel } from './AdminPage';

/**
 * A list's warehouse filter (name `warehouseId`), for those who run more than one: an admin, or a
 * manager of several warehouses; `allLabel` names the empty choice (every warehouse in scope) where
 * the page can show them all, and is left out where it shows one warehouse at a time.
 */
export function WarehouseFilter({
  id,
  label,
  allLabel,
  value,
}: {
  id: string;
  label: string;
  allLabel?: string;
  value: string | number | undefined;
}) {
  const account = useAdminAccount();
  if (account.role !== 'admin' && account.warehouses.length <= 1) return null;
  return (
    <div className="min-w-48 grow sm:grow-0">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name="warehouseId" defaultValue={value ?? ''} className="field-input">
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {account.warehouses.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A date field of a list's range (YYYY-MM-DD). */
export function DateField({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} type="date" name={name} defaultValue={value ?? ''} className="field-input" />
    </div>
  );
}

/**
 * A list's text search: a labelled search field (`q`) and its button, sent as a GET so the search is
 * in the URL (shareable, and the back button returns to it).
 */
export function AdminSearch({
  id,
  label,
  submitLabel,
  value,
  placeholder,
  className = '',
}: {
  id: string;
  label: string;
  submitLabel: string;
  value?: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <Form method="get" role="search" className={`flex flex-wrap items-end gap-2 ${className}`}>
      <div className="min-w-0 grow sm:grow-0">
        <TextField
          id={id}
          label={label}
          type="search"
          name="q"
          defaultValue={value ?? ''}
          placeholder={placeholder}
          className="field-input h-10 w-full sm:w-72"
        />
      </div>
      <button type="submit" className="btn btn-outline min-h-10 px-4 text-sm">
        {submitLabel}
      </button>
    </Form>
  );
}

/** One filter of a list's bar, declared by the page; its value is the URL's parameter `name`. */
export type ListFilter =
  | { kind: 'search'; name: string; label: MessageKey; placeholder?: MessageKey }
  | { kind: 'date'; name: string; label: MessageKey }
  | {
      kind: 'select';
      name: string;
      label: MessageKey;
      /** The empty choice (no filter); without it, one of the options is always chosen. */
      all?: MessageKey;
      /** [value, text] pairs, texts already in the reader's language. */
      options: ReadonlyArray<readonly [string, string]>;
    };

/** A filters bar never carries the page over: a new filter starts at page 1. */
const NOT_KEPT = new Set(['page']);

/**
 * A list's filters bar, sent with GET so the filters live in the URL (shareable, kept by the back
 * button and by the pagination). The URL's other parameters go along as hidden fields; the reset link
 * goes to `reset` (the list's bare address by default). `values` overrides what the URL says (a
 * default the loader chose, such as today's date).
 */
export function FilterBar({
  label,
  filters,
  values = {},
  reset,
}: {
  /** Names the form for screen readers. */
  label: string;
  filters: readonly ListFilter[];
  values?: Readonly<Record<string, string | undefined>>;
  reset?: { to: string; label: MessageKey };
}) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const names = new Set(filters.map((f) => f.name));
  const kept = [...params].filter(([name]) => !names.has(name) && !NOT_KEPT.has(name));
  const valueOf = (name: string) => values[name] ?? params.get(name) ?? '';
  return (
    <Panel className="mb-4">
      <Form method="get" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label={label}>
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        {filters.map((filter) => (
          <FilterField
            key={`${filter.name}:${valueOf(filter.name)}`}
            filter={filter}
            value={valueOf(filter.name)}
          />
        ))}
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className="btn btn-primary">
            {t('admin.list.filter')}
          </button>
          <Link to={reset?.to ?? pathname} className="btn btn-outline whitespace-nowrap">
            {t(reset?.label ?? 'admin.list.reset')}
          </Link>
        </div>
      </Form>
    </Panel>
  );
}

function FilterField({ filter, value }: { filter: ListFilter; value: string }) {
  const { t } = useI18n();
  const id = `filter-${filter.name}`;
  const label = (
    <label htmlFor={id} className="field-label">
      {t(filter.label)}
    </label>
  );
  if (filter.kind === 'select')
    return (
      <div>
        {label}
        <select id={id} name={filter.name} defaultValue={value} className="field-input">
          {filter.all && <option value="">{t(filter.all)}</option>}
          {filter.options.map(([optionValue, text]) => (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          ))}
        </select>
      </div>
    );
  return (
    <div className={filter.kind === 'search' ? 'sm:col-span-2' : undefined}>
      {label}
      <input
        id={id}
        type={filter.kind}
        name={filter.name}
        defaultValue={value}
        placeholder={filter.kind === 'search' && filter.placeholder ? t(filter.placeholder) : undefined}
        className="field-input"
      />
    </div>
  );
}

/** The usual text search of a list (parameter `q`). */
export const searchFilter = (label: MessageKey, placeholder?: MessageKey): ListFilter => ({
  kind: 'search',
  name: 'q',
  label,
  placeholder,
});
