import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Back-office: a draft is never shown on the storefront. */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * Editorial pages (page/{slug}): `key` is the configuration key (concept, commitments,
 * tap_rental, professionals, who, products, cgv, data, cookies, legal_notice) or null for linked
 * pages; the URL slug is French in every locale, as the routes are.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    key: text('key').unique(),
    slug: text('slug').notNull().unique(),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    /** Optimistic concurrency of the back-office's editor. */
    version: integer('version').notNull().default(1),
  },
  (t) => [check('content_pages_status_ck', sql`${t.status} IN ('draft', 'published')`)],
);

export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown; rendered without raw HTML. */
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    author: text('author').notNull(),
    /** fluent-emoji-flat icon and colour of the generated cover. */
    coverIcon: text('cover_icon').notNull(),
    coverColor: text('cover_color').notNull(),
    /** Optional video (an embeddable URL on our own host or a video file path). */
    videoUrl: text('video_url'),
    /** Shown from publishedAt on once published: a future date schedules the article. */
    status: text('status').$type<ContentStatus>().notNull().default('published'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.publishedAt),
    check('blog_posts_status_ck', sql`${t.status} IN ('draft', 'published')`),
  ],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Markdown; rendered without raw HTML. */
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] })],
);

/** Server-supplied redirects: an old path to a new one; an absolute target is a full page navigation. */
export const redirects = pgTable(
  'redirects',
  {
    path: text('path').primaryKey(),
    target: text('target').notNull(),
    status: integer('status').notNull().default(301),
    /** The back-office's handle (the path itself can be edited). */
    id: serial('id').notNull().unique(),
    version: integer('version').notNull().default(1),
  },
  (t) => [check('redirects_status_ck', sql`${t.status} IN (301, 302, 307, 308)`)],
);
