import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { AdminErrorBoundary } from './AdminError';
import { AdminForm, Field } from './AdminForm';
import { DataTable, type Column } from './DataTable';
import { FilterBar } from './Filters';
import { ListPage } from './ListPage';

/** Renders `ui` as the page at `path` would, in French, inside a router. */
function render(ui: () => React.ReactNode, path = '/admin/liste') {
  const Stub = createRoutesStub([{ path: '/admin/liste', Component: ui }]);
  return renderToStaticMarkup(
    <I18nContext.Provider value={{ locale: 'fr', t: translator(catalogs.fr, 'fr'), prefix: '/fr' }}>
      <Stub initialEntries={[path]} />
    </I18nContext.Provider>,
  );
}

interface Row {
  id: number;
  name: string;
  total: number;
}
const columns: Column<Row>[] = [
  { key: 'name', header: 'adminOrders.name', link: (r) => `/admin/x/${r.id}`, value: (r) => r.name },
  {
    key: 'total',
    header: 'adminOrders.amount',
    align: 'right',
    value: (r) => r.total,
    cell: (r, { euros }) => euros(r.total),
  },
  { key: 'secret', header: 'adminOrders.email', csv: () => 'csv only' },
];

describe('DataTable', () => {
  it('says its empty state instead of an empty table', () => {
    const html = render(() => (
      <DataTable rows={[]} columns={columns} rowKey={(r) => r.id} caption="Liste" empty="Rien ici." />
    ));
    expect(html).toContain('Rien ici.');
    expect(html).not.toContain('<table');
  });

  it('heads columns and rows for screen readers, links the first cell, scrolls in its panel', () => {
    const html = render(() => (
      <DataTable
        rows={[{ id: 7, name: 'Lou', total: 12.5 }]}
        columns={columns}
        rowKey={(r) => r.id}
        caption="Liste"
        empty=""
      />
    ));
    expect(html).toContain('<caption class="sr-only">Liste</caption>');
    expect(html.match(/scope="col"/g)).toHaveLength(2); // the CSV-only column is not shown
    expect(html).toMatch(/<th scope="row"[^>]*><a [^>]*href="\/admin\/x\/7"[^>]*>Lou<\/a>/);
    expect(html).toMatch(/12,50\s€/);
    expect(html).toContain('overflow-x-auto');
  });
});

describe('ListPage', () => {
  it('keeps the other parameters in its filters form and offers the CSV of the same filters', () => {
    const html = render(
      () => (
        <ListPage
          title="adminOrders.customersTitle"
          filters={{
            label: 'adminOrders.search',
            fields: [{ kind: 'search', name: 'q', label: 'adminOrders.search' }],
          }}
          list={{ page: { rows: [], total: 0, page: 2, perPage: 50 }, error: null }}
          columns={columns}
          rowKey={(r) => r.id}
          empty="adminOrders.noCustomer"
          csv
        />
      ),
      '/admin/liste?q=lou&warehouseId=2&page=2',
    );
    expect(html).toContain('<input type="hidden" name="warehouseId" value="2"/>');
    expect(html).not.toContain('name="page"');
    expect(html).toContain('value="lou"');
    expect(html).toContain('href="/admin/export/liste?q=lou&amp;warehouseId=2"');
    expect(html).toContain(catalogs.fr['adminOrders.noCustomer']);
  });

  it('offers no empty choice in a select that has no `all` (one option always chosen)', () => {
    const html = render(() => (
      <FilterBar
        label="Filtres"
        filters={[{ kind: 'select', name: 'vanId', label: 'adminRounds.van', options: [['3', 'Camion A']] }]}
        values={{ vanId: '3' }}
      />
    ));
    expect(html).toMatch(/<select id="filter-vanId" name="vanId"[^>]*><option value="3" selected="">/);
    expect(html).not.toContain('<option value="">');
  });
});

describe('AdminForm', () => {
  it('shows a refused field’s error under it, tied to it for screen readers', () => {
    const html = render(() => (
      <AdminForm
        intent="save"
        result={{
          ok: false,
          error: 'Refusé',
          errors: [{ field: 'amount', message: 'amount : Trop petit.' }],
        }}
      >
        <Field name="amount" label="Montant" hint="En euros" />
        <Field name="code" label="Code" />
      </AdminForm>
    ));
    expect(html).toContain(catalogs.fr['admin.form.invalid']);
    expect(html).toMatch(
      /<input[^>]*id="field-amount"[^>]*aria-invalid="true"[^>]*aria-describedby="field-amount-hint field-amount-error"/,
    );
    expect(html).toContain('<p id="field-amount-error" class="mt-1 text-sm text-danger">Trop petit.</p>');
    expect(html).toMatch(/<input[^>]*id="field-code"(?![^>]*aria-invalid)[^>]*>/);
    expect(html).toContain('<input type="hidden" name="intent" value="save"/>');
  });

  it('is named by its heading when given one', () => {
    const html = render(() => (
      <AdminForm result={undefined} labelledBy="rules-title">
        <Field name="capacity" label="Capacité" />
      </AdminForm>
    ));
    expect(html).toMatch(/<form[^>]*aria-labelledby="rules-title"/);
  });
});

describe('AdminErrorBoundary', () => {
  /** The error page a route shows for `status`, as the router hands it the loader's refusal. */
  function errorPage(status: number) {
    const Stub = createRoutesStub([
      { id: 'page', path: '/admin/commandes/:id', Component: () => null, ErrorBoundary: AdminErrorBoundary },
    ]);
    return renderToStaticMarkup(
      <I18nContext.Provider value={{ locale: 'fr', t: translator(catalogs.fr, 'fr'), prefix: '/fr' }}>
        <Stub
          initialEntries={['/admin/commandes/999999']}
          hydrationData={{ errors: { page: { status, statusText: '', internal: false, data: null } } }}
        />
      </I18nContext.Provider>,
    );
  }

  it('says a missing element does not exist, with the way back to the dashboard', () => {
    const html = errorPage(404);
    expect(html).toContain('Cette page n’existe pas, ou plus');
    expect(html).toContain('href="/admin"');
    expect(html).not.toContain('Impossible de charger');
  });

  it('keeps the generic message for a failure of the API', () => {
    expect(errorPage(502)).toContain('Impossible de charger ces données.');
  });
});
