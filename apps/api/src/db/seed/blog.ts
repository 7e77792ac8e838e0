import type { Db } from '../client.js';
import { blogPosts, blogPostTranslations } from '../schema/index.js';
import { blogPosts as posts, type SeedBlogText } from './data/blog/index.js';
import type { SeedLocale } from './data/types.js';

const LOCALES: SeedLocale[] = ['fr', 'es', 'be', 'nl-BE'];

/** A number never leaves its unit on the next line: '26 %', '80 °C', '3 €', '€ 0,20', '75 cl'. */
export function keepUnitsTogether(text: string): string {
  return text
    .replace(/(\d) (%|°C|€|cl|l|g|kg|km)(?![\p{L}\d])/gu, '$1\u00a0$2')
    .replace(/€ (\d)/g, '€\u00a0$1');
}

const typeset = ({ title, excerpt, body }: SeedBlogText): SeedBlogText => ({
  title: keepUnitsTogether(title),
  excerpt: keepUnitsTogether(excerpt),
  body: keepUnitsTogether(body),
});

/** Blog articles in four locales; covers are generated from coverIcon/coverColor when requested. */
export async function seedBlog(db: Db): Promise<void> {
  for (const post of posts) {
    const [row] = await db
      .insert(blogPosts)
      .values({
        slug: post.slug,
        publishedAt: new Date(post.publishedAt),
        author: post.author,
        coverIcon: post.coverIcon,
        coverColor: post.coverColor,
        videoUrl: post.videoUrl ?? null,
      })
      .returning({ id: blogPosts.id });
    await db
      .insert(blogPostTranslations)
      .values(LOCALES.map((locale) => ({ postId: row!.id, locale, ...typeset(post.texts[locale]) })));
  }
}
