import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { contentPages, type SeedPageText } from './data/content/index.js';
import type { SeedLocale } from './data/types.js';

const LOCALES: SeedLocale[] = ['fr', 'es', 'be', 'nl-BE'];
const NBSP = '\u00a0';

/**
 * Non-breaking spaces where a line must not break: inside amounts (3 €, € 0,20, 26 %, 2 500) and,
 * in French, before ? ! : ; » and after «, so a question mark never wraps onto its own line.
 */
export function typography(locale: SeedLocale, text: string): string {
  let out = text
    .replace(/ ([%€])/g, `${NBSP}$1`)
    .replace(/€ (\d)/g, `€${NBSP}$1`)
    .replace(/(\d) (\d{3})\b/g, `$1${NBSP}$2`);
  if (locale === 'fr' || locale === 'be')
    out = out.replace(/ ([?!:;»])/g, `${NBSP}$1`).replace(/« /g, `«${NBSP}`);
  return out;
}

function typeset(locale: SeedLocale, text: SeedPageText): SeedPageText {
  return {
    title: typography(locale, text.title),
    summary: typography(locale, text.summary),
    body: typography(locale, text.body),
  };
}

/** Editorial pages in four locales (page/{slug}). */
export async function seedContent(db: Db): Promise<void> {
  for (const [position, page] of contentPages.entries()) {
    const [row] = await db
      .insert(t.contentPages)
      .values({ key: page.key, slug: page.slug, position })
      .returning({ id: t.contentPages.id });
    await db
      .insert(t.contentPageTranslations)
      .values(LOCALES.map((locale) => ({ pageId: row!.id, locale, ...typeset(locale, page.texts[locale]) })));
  }
}
