// `coverIcon: "not-an-emoji"` was accepted, then the article's cover answered 500 on
// every view. The cover icon is now checked like a Rayon's icon, and no stored name can make a tile or
// a cover fail: one the set does not have draws the fallback icon.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../../test/app.js';
import { bearer, staffTokens } from '../../../../test/staff.js';
import * as t from '../../../db/schema/index.js';

const { app, db } = await testApp();
const tokens = await staffTokens(db);
const UNKNOWN_ICON = 'Icône inconnue : choisissez un nom de la collection Fluent Emoji (ex. « beer-mug »).';

const text = { title: 'Un article', summary: 'Un résumé', body: 'Un texte.' };
const postBody = (coverIcon: unknown) => ({
  slug: `article-icone-${Math.random().toString(36).slice(2, 8)}`,
  status: 'published',
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  author: 'Équipe consigne',
  coverIcon,
  coverColor: '#e8f5e9',
  videoUrl: null,
  texts: { fr: text, es: text, be: text, 'nl-BE': text },
});
const save = (body: ReturnType<typeof postBody>) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/content/blog',
    headers: bearer(tokens.admin),
    payload: body,
  });

describe("an article's cover icon", () => {
  it('is refused when the icon set does not have it, on its field, like a Rayon’s icon', async () => {
    const before = (await db.select({ id: t.blogPosts.id }).from(t.blogPosts)).length;
    const res = await save(postBody('not-an-emoji'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'coverIcon', message: UNKNOWN_ICON }]);
    for (const malformed of ['Not An Emoji!', '', '-lemon', 'x'.repeat(81), 12]) {
      const bad = await save(postBody(malformed));
      expect(bad.statusCode, String(malformed)).toBe(400);
    }
    expect((await db.select({ id: t.blogPosts.id }).from(t.blogPosts)).length).toBe(before);
    expect((await save(postBody('lemon'))).statusCode).toBe(201);
  });

  it('never makes the cover fail: a name stored before the check draws the fallback icon (200)', async () => {
    const [post] = await db.select().from(t.blogPosts).limit(1);
    await db.update(t.blogPosts).set({ coverIcon: 'not-an-emoji' }).where(eq(t.blogPosts.id, post!.id));
    const res = await app.inject({ url: `/api/media/blog/${post!.slug}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it('nor a Rayon’s tile', async () => {
    const [rayon] = await db.select().from(t.categoryMasters).limit(1);
    await db
      .update(t.categoryMasters)
      .set({ icon: 'not-an-emoji' })
      .where(eq(t.categoryMasters.id, rayon!.id));
    const res = await app.inject({ url: `/api/media/categories/${rayon!.slug}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<svg');
  });
});
