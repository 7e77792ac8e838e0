import type { ContentTexts, savePageBody } from '@consigne/contract';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import { contentPages, contentPageTranslations } from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { invalidate } from '../../../lib/invalidation.js';
import { audit, changedFields } from '../shared/index.js';
import { fieldError, missingLocales, textsOf, textsToStore, uniqueAs } from './texts.js';

type SavePage = z.infer<typeof savePageBody>;
type PageRow = typeof contentPages.$inferSelect;

async function translationsOf(db: Db | Tx, pageId: number) {
  return db.select().from(contentPageTranslations).where(eq(contentPageTranslations.pageId, pageId));
}

function pageView(page: PageRow, texts: ContentTexts, present: string[]) {
  return {
    id: page.id,
    key: page.key,
    slug: page.slug,
    title: texts.fr.title,
    status: page.status,
    missingLocales: missingLocales(present),
    updatedAt: page.updatedAt.toISOString(),
    version: page.version,
  };
}

/** Every page, configured ones first in their order, with the French title and what is not translated. */
export async function listAdminPages(db: Db) {
  const [pages, translations] = await Promise.all([
    db.select().from(contentPages).orderBy(asc(contentPages.position), asc(contentPages.id)),
    db.select().from(contentPageTranslations),
  ]);
  return pages.map((page) => {
    const rows = translations.filter((t) => t.pageId === page.id);
    return pageView(
      page,
      textsOf(rows),
      rows.map((r) => r.locale),
    );
  });
}

export async function getAdminPage(db: Db | Tx, id: number) {
  const [page] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  if (!page) throw new ApiError(404, 'notFound');
  const rows = await translationsOf(db, id);
  const texts = textsOf(rows);
  return {
    ...pageView(
      page,
      texts,
      rows.map((r) => r.locale),
    ),
    texts,
  };
}

async function storeTexts(tx: Tx, pageId: number, texts: ReturnType<typeof textsToStore>) {
  await tx.delete(contentPageTranslations).where(eq(contentPageTranslations.pageId, pageId));
  await tx
    .insert(contentPageTranslations)
    .values(texts.map(([locale, text]) => ({ pageId, locale, ...text })));
}

const auditable = (page: { slug: string; status: string; texts: ContentTexts }) => ({
  slug: page.slug,
  status: page.status,
  texts: page.texts,
});

/** A linked page (no configuration key), appended after the others. */
export async function createAdminPage(db: Db, actor: Actor, body: SavePage) {
  const texts = textsToStore(actor, body.texts);
  try {
    return await db.transaction(async (tx) => {
      const [last] = await tx.select({ position: max(contentPages.position) }).from(contentPages);
      const [page] = await tx
        .insert(contentPages)
        .values({ slug: body.slug, status: body.status, position: (last?.position ?? 0) + 1 })
        .returning();
      await storeTexts(tx, page!.id, texts);
      const created = await getAdminPage(tx, page!.id);
      await audit(tx, actor, {
        action: 'page.create',
        entity: 'content',
        entityId: `page:${page!.id}`,
        after: auditable(created),
      });
      await invalidate(tx, 'content');
      return created;
    });
  } catch (error) {
    uniqueAs(error, actor, 'content_pages_slug_unique', 'contentSlugTaken', 'slug');
  }
}

/**
 * Saves a page if nobody saved it since `version` was read (else 409 staleVersion). A configured page
 * (CGV, legal notice…) is linked from the whole shop: it stays published.
 */
export async function updateAdminPage(db: Db, actor: Actor, id: number, body: SavePage) {
  const texts = textsToStore(actor, body.texts);
  if (body.version === undefined) throw fieldError(actor, 400, 'required', 'version');
  try {
    return await db.transaction(async (tx) => {
      const before = await getAdminPage(tx, id);
      if (before.key !== null && body.status !== 'published')
        throw fieldError(actor, 422, 'contentPageKeyPublished', 'status');
      const [updated] = await tx
        .update(contentPages)
        .set({
          slug: body.slug,
          status: body.status,
          updatedAt: new Date(),
          version: sql`${contentPages.version} + 1`,
        })
        .where(and(eq(contentPages.id, id), eq(contentPages.version, body.version!)))
        .returning({ id: contentPages.id });
      if (!updated) throw new ApiError(409, 'staleVersion');
      await storeTexts(tx, id, texts);
      const after = await getAdminPage(tx, id);
      const change = changedFields(auditable(before), auditable(after));
      await audit(tx, actor, {
        action: 'page.update',
        entity: 'content',
        entityId: `page:${id}`,
        ...(change ?? { before: null, after: null }),
      });
      await invalidate(tx, 'content');
      return after;
    });
  } catch (error) {
    uniqueAs(error, actor, 'content_pages_slug_unique', 'contentSlugTaken', 'slug');
  }
}
