import { PRODUCT_AVAILABILITIES, type CallResponse } from '@consigne/contract';
import type { LOCALES } from '@consigne/domain';
import { Link } from 'react-router';
import type { Column, CellContext } from '../DataTable';
import type { ListFilter } from '../Filters';
import type { Translate } from '../../../i18n';
import type { RowOf } from '../../../lib/admin-list';

type Product = RowOf<'listAdminProducts'>;

const MISSING_BADGE =
  'mt-1 inline-block rounded bg-warning-soft px-1.5 py-0.5 text-xs font-semibold text-warning';

const missingLocales = (p: Product, { t }: CellContext) =>
  p.missingLocales.map((l: (typeof LOCALES)[number]) => t(`adminCatalog.locale.${l}`)).join(', ');

/** The product's thumbnail, its name (a link to its sheet), its brand and volume, its missing texts. */
function ProductCell({ product, context }: { product: Product; context: CellContext }) {
  return (
    <div className="flex items-start gap-3">
      <img
        src={product.thumb.url}
        width={48}
        height={48}
        alt=""
        loading="lazy"
        className="size-12 shrink-0 rounded-lg bg-sand object-contain"
      />
      <div className="min-w-0">
        <Link
          to={`/admin/produits/${product.id}`}
          className="font-semibold underline-offset-2 [overflow-wrap:anywhere] hover:underline"
        >
          {product.name}
        </Link>
        <p className="text-xs text-ink-soft">
          {product.brand} · {product.volumeLabel} · n° {product.id}
        </p>
        {product.missingLocales.length > 0 && (
          <p className={MISSING_BADGE}>
            {context.t('adminCatalog.missing', { locales: missingLocales(product, context) })}
          </p>
        )}
      </div>
    </div>
  );
}

/** The products' columns (/admin/produits and its CSV, which adds the number, brand and missing texts). */
export const productColumns: Column<Product>[] = [
  {
    key: 'product',
    header: 'adminCatalog.col.product',
    className: 'font-normal',
    cell: (p, context) => <ProductCell product={p} context={context} />,
    csv: (p) => p.name,
  },
  { key: 'id', header: 'adminCatalog.col.id', csv: (p) => p.id },
  { key: 'brand', header: 'adminCatalog.brand', csv: (p) => p.brand },
  { key: 'volume', header: 'adminCatalog.volume', csv: (p) => p.volumeLabel },
  {
    key: 'rayon',
    header: 'adminCatalog.col.rayon',
    cell: (p) => (
      <>
        {p.master.name}
        <span className="block text-xs text-ink-soft">{p.category.name}</span>
      </>
    ),
    csv: (p) => `${p.master.name} › ${p.category.name}`,
  },
  { key: 'format', header: 'adminCatalog.col.format', value: (p) => p.packageType.name },
  {
    key: 'sales',
    header: 'adminCatalog.col.sales',
    value: (p, { t }) =>
      p.entries.total
        ? t('adminCatalog.entries', { available: p.entries.available, total: p.entries.total })
        : t('adminCatalog.unsold'),
  },
  {
    key: 'status',
    header: 'adminCatalog.col.status',
    value: (p, { t }) => t(p.isHidden ? 'adminCatalog.hidden' : 'adminCatalog.visible'),
  },
  { key: 'missing', header: 'adminCatalog.missingTranslation', csv: missingLocales },
];

type Options = CallResponse<'getAdminProductOptions'> | null;

const named = (items: ReadonlyArray<{ id: number; name: string }> | undefined) =>
  (items ?? []).map((item) => [String(item.id), item.name] as const);

/** The products list's filters: the warehouse's empty choice is every warehouse ('mine' is the manager's default). */
export const productFilters = (t: Translate, options: Options): ListFilter[] => [
  { kind: 'search', name: 'search', label: 'adminCatalog.search' },
  {
    kind: 'select',
    name: 'masterId',
    label: 'adminCatalog.master',
    all: 'adminCatalog.all',
    options: named(options?.masters),
  },
  {
    kind: 'select',
    name: 'packageTypeId',
    label: 'adminCatalog.format',
    all: 'adminCatalog.all',
    options: named(options?.packageTypes),
  },
  {
    kind: 'select',
    name: 'availability',
    label: 'adminCatalog.availability',
    all: 'adminCatalog.all',
    options: PRODUCT_AVAILABILITIES.map((a) => [a, t(`adminCatalog.availability.${a}`)] as const),
  },
  {
    kind: 'select',
    name: 'warehouse',
    label: 'adminCatalog.warehouse',
    all: 'adminCatalog.all',
    options: [['mine', t('adminCatalog.mine')], ...named(options?.warehouses)],
  },
  { kind: 'checkbox', name: 'incomplete', label: 'adminCatalog.incomplete' },
];
