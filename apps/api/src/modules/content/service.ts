import { fromApiLocale, type ApiLocale, type Locale } from '@consigne/domain';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages, contentPageTranslations, promoBar } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';

/** French is the reference text: a page not yet translated shows in French rather than not at all. */
const FALLBACK_LOCALE: Locale = 'fr';

function localesOf(apiLocale: ApiLocale): Locale[] {
  const locale = fromApiLocale(apiLocale);
  return locale === FALLBACK_LOCALE ? [locale] : [locale, FALLBACK_LOCALE];
}

/** Every editorial page in the request locale, in their configured order. */
export async function listPages(db: Db, apiLocale: ApiLocale) {
  const locales = localesOf(apiLocale);
  const rows = await db
    .select({
      id: contentPages.id,
      key: contentPages.key,
      slug: contentPages.slug,
      locale: contentPageTranslations.locale,
      title: contentPageTranslations.title,
      summary: contentPageTranslations.summary,
    })
    .from(contentPages)
    .innerJoin(contentPageTranslations, eq(contentPageTranslations.pageId, contentPages.id))
    .where(and(inArray(contentPageTranslations.locale, locales), eq(contentPages.status, 'published')))
    .orderBy(asc(contentPages.position), asc(contentPages.id));
  const byPage = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const kept = byPage.get(row.id);
    if (!kept || locales.indexOf(row.locale as Locale) < locales.indexOf(kept.locale as Locale))
      byPage.set(row.id, row);
  }
  return [...byPage.values()].map(({ key, slug, title, summary }) => ({ key, slug, title, summary }));
}

/**
 * One page by its URL slug, or by its configuration key (cgv, concept, …) so links can
 * name the key. A slug wins over a key if both could match.
 */
export async function getPage(db: Db, slugOrKey: string, apiLocale: ApiLocale) {
  const locales = localesOf(apiLocale);
  const pages = await db
    .select()
    .from(contentPages)
    .where(
      and(
        or(eq(contentPages.slug, slugOrKey), eq(contentPages.key, slugOrKey)),
        // A draft is the back-office's only.
        eq(contentPages.status, 'published'),
      ),
    );
  const page = pages.find((p) => p.slug === slugOrKey) ?? pages[0];
  if (!page) throw new ApiError(404, 'notFound');
  const translations = await db
    .select()
    .from(contentPageTranslations)
    .where(
      and(eq(contentPageTranslations.pageId, page.id), inArray(contentPageTranslations.locale, locales)),
    );
  const text = locales.map((l) => translations.find((tr) => tr.locale === l)).find(Boolean);
  if (!text) throw new ApiError(404, 'notFound');
  return {
    key: page.key,
    slug: page.slug,
    title: text.title,
    summary: text.summary,
    body: text.body,
    updatedAt: page.updatedAt.toISOString(),
  };
}

/** The home's promo bar in the request locale (French where a locale is missing); null if none is stored. */
export async function getPromoBar(db: Db, apiLocale: ApiLocale) {
  const [row] = await db.select().from(promoBar).where(eq(promoBar.id, 1));
  if (!row) return null;
  const text = localesOf(apiLocale)
    .map((l) => row.texts[l])
    .find(Boolean);
  if (!text) return null;
  return { enabled: row.enabled, ...text };
}
