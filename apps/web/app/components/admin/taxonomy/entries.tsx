import type { AdminTaxonomy } from '@consigne/contract';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../../i18n';
import type { Column, RowAttributes } from '../DataTable';
import { OrderButtons } from '../OrderButtons';
import { missingLocales, WARNING_BADGE, type TaxonomyNames } from './NamesFields';
import type { TaxonomyKind } from './taxonomy.server';

type Rayon = AdminTaxonomy['rayons'][number];
type Tag = AdminTaxonomy['tags'][number];

/** A row of the Rayons' or the tags' table: an entry, where it stands among its siblings, its address. */
export interface EntryRow {
  kind: TaxonomyKind;
  entry: { id: number; names: TaxonomyNames; isHidden: boolean; version: number };
  /** A Rayon's or a category's slug, a tag's key. */
  address: string;
  productCount: number;
  first: boolean;
  last: boolean;
  /** A category of a hidden Rayon: hidden with it. */
  parentHidden: boolean;
}

const place = <T,>(list: readonly T[], index: number) => ({
  first: index === 0,
  last: index === list.length - 1,
});

/** Each Rayon followed by its categories (the ↑/↓ buttons move an entry among its siblings). */
export const rayonRows = (rayons: readonly Rayon[]): EntryRow[] =>
  rayons.flatMap((rayon, index) => [
    {
      kind: 'rayon' as const,
      entry: rayon,
      address: rayon.slug,
      productCount: rayon.productCount,
      parentHidden: false,
      ...place(rayons, index),
    },
    ...rayon.categories.map((category, i) => ({
      kind: 'category' as const,
      entry: category,
      address: category.slug,
      productCount: category.productCount,
      parentHidden: rayon.isHidden,
      ...place(rayon.categories, i),
    })),
  ]);

export const tagRows = (tags: readonly Tag[]): EntryRow[] =>
  tags.map((tag, index) => ({
    kind: 'tag',
    entry: tag,
    address: tag.key,
    productCount: tag.productCount,
    parentHidden: false,
    ...place(tags, index),
  }));

const isHidden = (row: EntryRow) => row.entry.isHidden || row.parentHidden;

/** A hidden entry is greyed; a Rayon's row opens its group (its categories follow). */
export const entryRowProps = (row: EntryRow): RowAttributes => ({
  className: `${row.kind === 'rayon' ? 'border-t-2 border-line ' : ''}${isHidden(row) ? 'bg-sand/40 text-ink-soft' : ''}`,
  'data-testid': `taxonomy-${row.kind}`,
  'data-id': row.entry.id,
});

/** The columns of both tables; the tags' address is their key. */
export const entryColumns = (
  addressHeader: 'adminTaxonomy.address' | 'adminTaxonomy.key',
): Column<EntryRow>[] => [
  {
    key: 'order',
    header: 'adminTaxonomy.order',
    className: 'whitespace-nowrap',
    cell: (row) => <MoveButtons row={row} />,
  },
  { key: 'name', header: 'adminTaxonomy.name', cell: (row) => <EntryName row={row} /> },
  {
    key: 'address',
    header: addressHeader,
    className: 'break-all font-mono text-xs',
    value: (row) => row.address,
  },
  {
    key: 'products',
    header: 'adminTaxonomy.products',
    className: 'tabular-nums',
    value: (row) => row.productCount,
  },
  {
    key: 'translations',
    header: 'adminTaxonomy.translations',
    cell: (row, { t }) => {
      const missing = missingLocales(row.entry.names);
      if (!missing.length)
        return <span className="text-xs text-ink-soft">{t('adminTaxonomy.complete')}</span>;
      const locales = missing.map((locale) => t(`adminTaxonomy.locale.${locale}`)).join(', ');
      return <span className={WARNING_BADGE}>{t('adminTaxonomy.missing', { locales })}</span>;
    },
  },
  { key: 'status', header: 'adminTaxonomy.status', cell: (row) => <VisibilityToggle row={row} /> },
];

function EntryName({ row }: { row: EntryRow }) {
  const { t } = useI18n();
  const name = row.entry.names.fr;
  const nested = row.kind === 'category';
  return (
    <span className={nested ? 'block pl-5 font-medium' : 'font-bold'}>
      <Link
        to={`/admin/rayons/${row.kind}/${row.entry.id}`}
        className="underline decoration-line underline-offset-4 hover:decoration-ink"
        aria-label={t('adminTaxonomy.editLabel', { name })}
      >
        {nested && <span aria-hidden="true">↳ </span>}
        {name}
      </Link>
      {isHidden(row) && (
        <span className="ml-2 whitespace-nowrap rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink">
          {t(row.entry.isHidden ? 'adminTaxonomy.hidden' : 'adminTaxonomy.hiddenByRayon')}
        </span>
      )}
    </span>
  );
}

/** A row's action: its kind and id, as the page's action reads them. */
function RowForm({ intent, row, children }: { intent: string; row: EntryRow; children: ReactNode }) {
  return (
    <Form method="post" className="inline-flex gap-1" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={row.kind} />
      <input type="hidden" name="id" value={row.entry.id} />
      {children}
    </Form>
  );
}

function MoveButtons({ row }: { row: EntryRow }) {
  const { t } = useI18n();
  const name = row.entry.names.fr;
  const labels = { up: t('adminTaxonomy.moveUp', { name }), down: t('adminTaxonomy.moveDown', { name }) };
  return (
    <RowForm intent="move" row={row}>
      <OrderButtons labels={labels} first={row.first} last={row.last} />
    </RowForm>
  );
}

function VisibilityToggle({ row }: { row: EntryRow }) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  const { names, isHidden: hidden, version } = row.entry;
  return (
    <RowForm intent="visibility" row={row}>
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="isHidden" value={String(!hidden)} />
      <button
        type="submit"
        className="btn btn-outline h-9 min-h-0 whitespace-nowrap px-3 text-xs"
        aria-label={t(hidden ? 'adminTaxonomy.showLabel' : 'adminTaxonomy.hideLabel', { name: names.fr })}
        disabled={busy}
      >
        {t(hidden ? 'adminTaxonomy.show' : 'adminTaxonomy.hide')}
      </button>
    </RowForm>
  );
}
