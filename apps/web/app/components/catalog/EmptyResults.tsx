import type { CategoryMasterDto } from '@consigne/api-client';
import { searchPath } from '@consigne/domain';
import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { SearchIcon } from '../ui/icons';
import { categoryPath } from './format';

const POPULAR: MessageKey[] = ['catalog.popular1', 'catalog.popular2', 'catalog.popular3'];

/**
 * A search (or a filtered listing) with no product: say so, then help: popular searches and the
 * Rayons, so the shopper is never at a dead end.
 */
export function EmptyResults({
  title,
  rayons,
}: {
  title: string;
  rayons: Array<Pick<CategoryMasterDto, 'id' | 'slug' | 'name' | 'color'>>;
}) {
  const { t, prefix } = useI18n();
  return (
    <section data-testid="empty-results" className="card mx-auto max-w-3xl p-6 text-center sm:p-10">
      <span className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-brand-yellow text-ink">
        <SearchIcon width={28} height={28} />
      </span>
      <h2 className="mt-5 text-2xl font-extrabold tracking-tight">{title}</h2>
      <p className="mt-2 text-ink-soft">{t('catalog.emptyHelp')}</p>

      <h3 className="mt-8 text-sm font-bold uppercase tracking-wide text-ink-soft">{t('catalog.popular')}</h3>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {POPULAR.map((key) => (
          <li key={key}>
            <Link
              to={searchPath(prefix, t(key)) ?? `${prefix}/produits`}
              className="inline-flex h-10 items-center gap-2 rounded-full bg-cream px-4 text-sm font-semibold ring-1 ring-line hover:ring-ink/40"
            >
              <SearchIcon width={16} height={16} /> {t(key)}
            </Link>
          </li>
        ))}
      </ul>

      {rayons.length > 0 && (
        <>
          <h3 className="mt-8 text-sm font-bold uppercase tracking-wide text-ink-soft">
            {t('catalog.browse')}
          </h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {rayons.map((rayon) => (
              <li key={rayon.id}>
                <Link
                  to={categoryPath(prefix, rayon.slug)}
                  className="inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold text-ink ring-1 ring-line hover:ring-ink/40"
                  style={{ backgroundColor: rayon.color }}
                >
                  {rayon.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={`${prefix}/categories`} className="btn btn-primary mt-8">
        {t('catalog.categoriesTitle')}
      </Link>
    </section>
  );
}
