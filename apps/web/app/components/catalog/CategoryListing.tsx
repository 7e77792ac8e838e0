import { useI18n } from '../../i18n';
import { Canonical } from '../seo/Canonical';
import type { CategoryListingData } from './category-listing.server';
import { Chips, type Chip } from './Chips';
import { categoryPath, countLabel } from './format';
import { ListingHeader } from './ListingHeader';
import { pageCount } from './listing';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductGrid';
import { SortSelect } from './SortSelect';
import { Link } from 'react-router';

/**
 * A Rayon or category listing, optionally filtered by a tag: yellow listing header (breadcrumbs,
 * name, product count, sub-category and tag chips), sort, product grid, pagination.
 */
export function CategoryListing({ category, listing, tagFilters, tag, page }: CategoryListingData) {
  const { t, prefix } = useI18n();
  const master = category.kind === 'master' || !category.master ? category : category.master;
  const isMaster = master.slug === category.slug;
  const path = categoryPath(prefix, category.slug, master.slug);
  const masterPath = categoryPath(prefix, master.slug);
  const name = tag ? t('catalog.tagTitle', { name: category.name, tag: tag.name }) : category.name;
  const pages = pageCount(listing.count, listing.limit);

  const crumbs = [
    { label: t('header.categories'), to: `${prefix}/categories` },
    ...(isMaster ? [] : [{ label: master.name, to: masterPath }]),
    { label: category.name, to: path },
    ...(tag ? [{ label: tag.name }] : []),
  ];

  const subChips: Chip[] = [
    {
      key: '',
      label: t('catalog.allOf'),
      to: masterPath,
      active: isMaster && !tag,
    },
    ...category.categories
      .filter((sub) => sub.productCount > 0)
      .map((sub) => ({
        key: sub.slug,
        label: sub.name,
        to: categoryPath(prefix, sub.slug, master.slug),
        active: sub.slug === category.slug && !tag,
      })),
  ];
  const tagList =
    tag && !tagFilters.some((f) => f.key === tag.key) ? [...tagFilters, { ...tag, count: 0 }] : tagFilters;
  const tagChips: Chip[] = tagList.length
    ? [
        { key: '', label: t('catalog.allTags'), to: path, active: !tag },
        ...tagList.map((f) => ({
          key: f.key,
          label: f.name,
          to: `${prefix}/c/${category.slug}/t/${f.key}`,
          active: f.key === tag?.key,
        })),
      ]
    : [];

  return (
    <>
      <title>
        {t('meta.titleSuffix', {
          title: page > 1 ? `${name} · ${t('catalog.page', { page })}` : name,
        })}
      </title>
      <meta name="description" content={t('catalog.categoryDescription', { name, count: listing.count })} />
      <Canonical keep={['page']} />
      <ListingHeader
        title={name}
        subtitle={countLabel(t, listing.count)}
        crumbs={crumbs}
        actions={listing.count > 0 && <SortSelect />}
      >
        <Chips label={t('catalog.subcategories')} items={subChips} testId="subcategory-chips" />
        <Chips label={t('catalog.tags')} items={tagChips} testId="tag-chips" />
      </ListingHeader>
      <div className="mx-auto max-w-screen-2xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
        {listing.products.length > 0 ? (
          <ProductGrid products={listing.products} />
        ) : (
          <div className="card p-10 text-center" data-testid="empty-results">
            <p className="text-lg font-semibold">{t('catalog.emptyListing')}</p>
            <Link to={path} className="btn btn-outline mt-6">
              {t('catalog.seeAll')}
            </Link>
          </div>
        )}
        <Pagination page={page} pageCount={pages} />
      </div>
    </>
  );
}
