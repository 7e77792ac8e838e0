/** Editorial pages (page/{slug}) and the blog: GET /pages, /pages/{slug}, /blog, /blog/{slug}. */
import { z } from 'zod';
import { intParam, localeQuery, safeText } from './primitives.js';

export const contentPageSummarySchema = z.object({
  key: z.string().nullable().describe('Configuration key (concept, cgv, …) or null for linked pages'),
  slug: z.string().describe('URL slug, French in every locale'),
  title: z.string(),
  summary: z.string(),
});

export const contentPageSchema = contentPageSummarySchema.extend({
  body: z.string().describe('Markdown, without raw HTML'),
  updatedAt: z.string().describe('ISO 8601 date-time of the last edit'),
});

export const contentPageParams = z.object({ slug: safeText(200).min(1) });

/** A blog article's slug: lower-case words joined by hyphens (anything else is a 404). */
export const blogSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const postSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.string().describe('ISO 8601'),
  author: z.string(),
  cover: z.string().describe('URL of the generated cover (SVG)'),
  hasVideo: z.boolean(),
});

export const blogListQuery = localeQuery.extend({
  page: intParam(1, 1000).default(1),
  limit: intParam(1, 50).default(9),
});

export const blogListResponse = z.object({ posts: z.array(postSummary), count: z.number() });

export const blogPostParams = z.object({ slug: safeText(200) });

export const blogPostResponse = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string().describe('Markdown, without raw HTML'),
  publishedAt: z.string().describe('ISO 8601'),
  author: z.string(),
  cover: z.string(),
  videoUrl: z.string().nullable(),
});

export const blogCoverParams = z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) });
