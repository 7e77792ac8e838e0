import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n, type MessageKey } from '../../i18n';
import { csvHref, type ListPageOf } from '../../lib/admin-list';
import { AdminPage } from './AdminPage';
import { DataTable, type Column } from './DataTable';
import { FilterBar, type ListFilter } from './Filters';
import { Pagination } from './Pagination';

/** A list's filters bar: its fields, what the loader chose for absent ones, and where "reset" goes. */
export interface ListFilters {
  /** Names the filters form for screen readers. */
  label: MessageKey;
  fields: readonly ListFilter[];
  values?: Readonly<Record<string, string | undefined>>;
  reset?: { to: string; label: MessageKey };
}

/**
 * A whole back-office list page: title, filters bar, the API's error, the table (or its empty
 * state), pagination and, with `csv`, the link to the file of every row the filters match (the
 * loader answers it: listOrCsv).
 */
export function ListPage<Row>({
  title,
  intro,
  actions,
  filters,
  list,
  columns,
  rowKey,
  empty,
  csv = false,
  minWidth,
  children,
}: {
  title: MessageKey;
  intro?: MessageKey;
  actions?: ReactNode;
  filters?: ListFilters;
  /** The loader's answer: a page of the API, or its error. */
  list: { page: ListPageOf<Row> | null; error: string | null };
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string | number;
  empty: MessageKey;
  csv?: boolean;
  minWidth?: string;
  /** Shown between the filters and the table (a notice, a summary). */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const { page, error } = list;
  const csvLink = csv && page && (
    <a href={csvHref(pathname, search)} download className="btn btn-outline">
      {t('admin.list.csv')}
    </a>
  );
  return (
    <AdminPage
      title={t(title)}
      intro={intro && t(intro)}
      actions={
        (actions || csvLink) && (
          <>
            {actions}
            {csvLink}
          </>
        )
      }
    >
      {filters && (
        <FilterBar
          label={t(filters.label)}
          filters={filters.fields}
          values={filters.values}
          reset={filters.reset}
        />
      )}
      {children}
      {error !== null && (
        <Notice kind="error" className="mb-4">
          {error}
        </Notice>
      )}
      {page && (
        <>
          <DataTable
            rows={page.rows}
            columns={columns}
            rowKey={rowKey}
            caption={t(title)}
            empty={t(empty)}
            minWidth={minWidth}
          />
          <Pagination page={page.page} perPage={page.perPage} total={page.total} />
        </>
      )}
    </AdminPage>
  );
}
