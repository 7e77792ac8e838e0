import type { ContentTexts, contentListQuery, savePostBody } from '@consigne/contract';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import { blogPosts, blogPostTranslations } from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { invalidate } from '../../../lib/invalidation.js';
import { assertKnownIcon, audit, changedFields } from '../shared/index.js';
import { fieldError, missingLocales, textsOf, textsToStore, uniqueAs } from './texts.js';

type SavePost = z.infer<typeof savePostBody>;
type PostRow = typeof blogPosts.$inferSelect;
type ListQuery = z.infer<typeof contentListQuery>;

/** Draft, scheduled (published with a future date: the storefront shows it from then on) or published. */
export const postState = (
  post: Pick<PostRow, 'status' | 'publishedAt'>,
  now = new Date(),
): 'draft' | 'scheduled' | 'published' =>
  post.status === 'draft' ? 'draft' : post.publishedAt > now ? 'scheduled' : 'published';

/** The stored excerpt is the editor's summary (one shape for pages and articles). */
const asText = (rows: Array<typeof blogPostTranslations.$inferSelect>) =>
  rows.map(({ locale, title, excerpt, body }) => ({ locale, title, summary: excerpt, body }));

function summaryView(post: PostRow, texts: ContentTexts, present: string[]) {
  return {
    id: post.id,
    slug: post.slug,
    title: texts.fr.title,
    author: post.author,
    status: post.status,
    state: postState(post),
    publishedAt: post.publishedAt.toISOString(),
    missingLocales: missingLocales(present),
    updatedAt: post.updatedAt.toISOString(),
    version: post.version,
  };
}

const translationsOf = (db: Db | Tx, ids: number[]) =>
  ids.length
    ? db.select().from(blogPostTranslations).where(inArray(blogPostTranslations.postId, ids))
    : Promise.resolve([]);

/** Every article newest first (scheduled ones on top), searchable by slug or French title. */
export async function listAdminPosts(db: Db, query: ListQuery) {
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = term
    ? or(
        ilike(blogPosts.slug, term),
        sql`exists (select 1 from ${blogPostTranslations} where ${blogPostTranslations.postId} = ${blogPosts.id} and ${blogPostTranslations.title} ilike ${term})`,
      )
    : undefined;
  const [posts, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  const translations = await translationsOf(
    db,
    posts.map((p) => p.id),
  );
  const rows = posts.map((post) => {
    const own = translations.filter((t) => t.postId === post.id);
    return summaryView(
      post,
      textsOf(asText(own)),
      own.map((t) => t.locale),
    );
  });
  return { rows, total: total?.value ?? 0, page: query.page, perPage: query.perPage };
}

export async function getAdminPost(db: Db | Tx, id: number) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) throw new ApiError(404, 'notFound');
  const rows = await translationsOf(db, [id]);
  const texts = textsOf(asText(rows));
  return {
    ...summaryView(
      post,
      texts,
      rows.map((r) => r.locale),
    ),
    coverIcon: post.coverIcon,
    coverColor: post.coverColor,
    videoUrl: post.videoUrl,
    texts,
  };
}

type AdminPost = Awaited<ReturnType<typeof getAdminPost>>;

const auditable = (post: AdminPost) => ({
  slug: post.slug,
  status: post.status,
  publishedAt: post.publishedAt,
  author: post.author,
  coverIcon: post.coverIcon,
  coverColor: post.coverColor,
  videoUrl: post.videoUrl,
  texts: post.texts,
});

const columnsOf = (body: SavePost) => ({
  slug: body.slug,
  status: body.status,
  publishedAt: new Date(body.publishedAt),
  author: body.author,
  coverIcon: body.coverIcon,
  coverColor: body.coverColor.toLowerCase(),
  videoUrl: body.videoUrl,
});

async function storeTexts(tx: Tx, postId: number, texts: ReturnType<typeof textsToStore>) {
  await tx.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, postId));
  await tx
    .insert(blogPostTranslations)
    .values(
      texts.map(([locale, { title, summary, body }]) => ({ postId, locale, title, excerpt: summary, body })),
    );
}

/** The slug is the article's URL: a duplicate is the editor's field error, not a 500. */
const slugTaken = (actor: Actor) => (error: unknown) =>
  uniqueAs(error, actor, 'blog_posts_slug_unique', 'contentSlugTaken', 'slug');

export async function createAdminPost(db: Db, actor: Actor, body: SavePost) {
  const texts = textsToStore(actor, body.texts);
  assertKnownIcon(actor, body.coverIcon, 'coverIcon');
  return db
    .transaction(async (tx) => {
      const [post] = await tx.insert(blogPosts).values(columnsOf(body)).returning({ id: blogPosts.id });
      await storeTexts(tx, post!.id, texts);
      const created = await getAdminPost(tx, post!.id);
      await audit(tx, actor, {
        action: 'blog.create',
        entity: 'content',
        entityId: `blog:${post!.id}`,
        after: auditable(created),
      });
      await invalidate(tx, 'content');
      return created;
    })
    .catch(slugTaken(actor));
}

/** Saves an article if nobody saved it since `version` was read (else 409 staleVersion). */
export async function updateAdminPost(db: Db, actor: Actor, id: number, body: SavePost) {
  const texts = textsToStore(actor, body.texts);
  assertKnownIcon(actor, body.coverIcon, 'coverIcon');
  const version = body.version;
  if (version === undefined) throw fieldError(actor, 400, 'required', 'version');
  return db
    .transaction(async (tx) => {
      const before = await getAdminPost(tx, id);
      const [updated] = await tx
        .update(blogPosts)
        .set({ ...columnsOf(body), updatedAt: new Date(), version: sql`${blogPosts.version} + 1` })
        .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
        .returning({ id: blogPosts.id });
      if (!updated) throw new ApiError(409, 'staleVersion');
      await storeTexts(tx, id, texts);
      const after = await getAdminPost(tx, id);
      const change = changedFields(auditable(before), auditable(after));
      await audit(tx, actor, {
        action: 'blog.update',
        entity: 'content',
        entityId: `blog:${id}`,
        ...(change ?? { before: null, after: null }),
      });
      await invalidate(tx, 'content');
      return after;
    })
    .catch(slugTaken(actor));
}

export async function deleteAdminPost(db: Db, actor: Actor, id: number, version: number) {
  await db.transaction(async (tx) => {
    const before = await getAdminPost(tx, id);
    const [gone] = await tx
      .delete(blogPosts)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.version, version)))
      .returning({ id: blogPosts.id });
    if (!gone) throw new ApiError(409, 'staleVersion');
    await audit(tx, actor, {
      action: 'blog.delete',
      entity: 'content',
      entityId: `blog:${id}`,
      before: auditable(before),
    });
    await invalidate(tx, 'content');
  });
}
