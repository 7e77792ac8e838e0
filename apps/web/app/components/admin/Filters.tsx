import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import type { AdminAccount } from '../../lib/admin.server';
import { Panel } from './AdminPage';

/** One filter of a list's bar, declared by the page; its value is the URL's parameter `name`. */
export type ListFilter =
  | { kind: 'search'; name: string; label: MessageKey; placeholder?: MessageKey }
  | { kind: 'date'; name: string; label: MessageKey }
  /** A box that, ticked, sends `name=1`. */
  | { kind: 'checkbox'; name: string; label: MessageKey }
  | {
      kind: 'select';
      name: string;
      label: MessageKey;
      /** The empty choice (no filter); without it, the loader chose a default (`values`). */
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
  submit = 'admin.list.filter',
  children,
}: {
  /** Names the form for screen readers. */
  label: string;
  filters: readonly ListFilter[];
  values?: Readonly<Record<string, string | undefined>>;
  reset?: { to: string; label: MessageKey };
  /** The submit button's text, where the page had its own word ("Afficher"). */
  submit?: MessageKey;
  /** Shown after the buttons, inside the bar (shortcuts such as "the last 7 days"). */
  children?: ReactNode;
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
            {t(submit)}
          </button>
          <Link to={reset?.to ?? pathname} className="btn btn-outline whitespace-nowrap">
            {t(reset?.label ?? 'admin.list.reset')}
          </Link>
        </div>
        {children}
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
  if (filter.kind === 'checkbox')
    return (
      <label className="inline-flex min-h-10 items-center gap-2 self-end text-sm">
        <input type="checkbox" id={id} name={filter.name} value="1" defaultChecked={value === '1'} />
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

/**
 * A list's warehouse filter (`warehouseId`) as a bar's field, for those who run more than one (none
 * otherwise); `all` names the empty choice, left out where the page shows one warehouse at a time.
 */
export function warehouseFilter(
  account: Pick<AdminAccount, 'role' | 'warehouses'>,
  label: MessageKey,
  all?: MessageKey,
): ListFilter[] {
  if (account.role !== 'admin' && account.warehouses.length <= 1) return [];
  const options = account.warehouses.map((w) => [String(w.id), w.name] as const);
  return [{ kind: 'select', name: 'warehouseId', label, all, options }];
}
