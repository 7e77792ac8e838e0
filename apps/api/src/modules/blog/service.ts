import { fromApiLocale, type ApiLocale } from '@consigne/domain';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { blogPosts, blogPostTranslations } from '../../db/schema/index.js';
import { renderCover } from '../media/index.js';

export const blogCoverUrl = (slug: string) => `/api/media/blog/${slug}.svg`;

/** The request's translation, French when a locale is missing (French is the reference). */
const localized = alias(blogPostTranslations, 'localized');
const french = alias(blogPostTranslations, 'french');

function selectPosts(db: Db, locale: ApiLocale) {
  return db
    .select({
      post: blogPosts,
      title: localized.title,
      excerpt: localized.excerpt,
      body: localized.body,
      frTitle: french.title,
      frExcerpt: french.excerpt,
      frBody: french.body,
    })
    .from(blogPosts)
    .leftJoin(localized, and(eq(localized.postId, blogPosts.id), eq(localized.locale, fromApiLocale(locale))))
    .leftJoin(french, and(eq(french.postId, blogPosts.id), eq(french.locale, 'fr')))
    .$dynamic();
}

/**
 * What the storefront may show: published articles whose time has come. Read against the database's
 * clock on every call (nothing caches the list), so a scheduled article appears at its time, with no job.
 */
const isPublic = and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`));

type Row = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

const texts = (row: Row) => ({
  title: row.title ?? row.frTitle ?? row.post.slug,
  excerpt: row.excerpt ?? row.frExcerpt ?? '',
  body: row.body ?? row.frBody ?? '',
});

/** Articles newest first (ties by id, so pages never overlap). */
export async function listPosts(db: Db, locale: ApiLocale, { page, limit }: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    selectPosts(db, locale)
      .where(isPublic)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(blogPosts).where(isPublic),
  ]);
  return {
    posts: rows.map((row) => {
      const { title, excerpt } = texts(row);
      return {
        slug: row.post.slug,
        title,
        excerpt,
        publishedAt: row.post.publishedAt.toISOString(),
        author: row.post.author,
        cover: blogCoverUrl(row.post.slug),
        hasVideo: row.post.videoUrl !== null,
      };
    }),
    count: total?.value ?? 0,
  };
}

export async function getPost(db: Db, locale: ApiLocale, slug: string) {
  const [row] = await selectPosts(db, locale).where(and(eq(blogPosts.slug, slug), isPublic));
  if (!row) return null;
  return {
    slug: row.post.slug,
    ...texts(row),
    publishedAt: row.post.publishedAt.toISOString(),
    author: row.post.author,
    cover: blogCoverUrl(row.post.slug),
    videoUrl: row.post.videoUrl,
  };
}

const covers = new Map<string, string>();

/** The generated cover of an article (rendered once per icon, colour and title), null when unknown. */
export async function postCover(db: Db, slug: string): Promise<string | null> {
  const [row] = await selectPosts(db, 'fr_FR').where(and(eq(blogPosts.slug, slug), isPublic));
  if (!row) return null;
  const input = { icon: row.post.coverIcon, background: row.post.coverColor, title: texts(row).title };
  const key = JSON.stringify(input);
  let svg = covers.get(key);
  if (svg === undefined) {
    svg = renderCover(input);
    covers.set(key, svg);
  }
  return svg;
}
