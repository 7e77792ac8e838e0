import { describe, expect, it } from 'vitest';
import { iconExists } from '../../../../modules/media/index.js';
import { blogPosts } from './index.js';

const LOCALES = ['fr', 'es', 'be', 'nl-BE'] as const;

describe('seed blog articles', () => {
  it('have unique URL slugs, known cover icons and hex colours', () => {
    expect(blogPosts).toHaveLength(6);
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(blogPosts.length);
    for (const post of blogPosts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(iconExists(post.coverIcon)).toBe(true);
      expect(post.coverColor).toMatch(/^#[0-9A-F]{6}$/i);
      expect(Number.isNaN(Date.parse(post.publishedAt))).toBe(false);
    }
  });

  it('are written in the four locales, 200 to 500 words each, without raw HTML', () => {
    for (const post of blogPosts) {
      for (const locale of LOCALES) {
        const { title, excerpt, body } = post.texts[locale];
        expect(title.length, `${post.slug} ${locale}`).toBeGreaterThan(10);
        expect(excerpt.length, `${post.slug} ${locale}`).toBeGreaterThan(60);
        const words = body.split(/\s+/).filter(Boolean).length;
        expect(words, `${post.slug} ${locale}`).toBeGreaterThanOrEqual(200);
        expect(words, `${post.slug} ${locale}`).toBeLessThanOrEqual(500);
        expect(body, `${post.slug} ${locale}`).not.toMatch(/<[a-z]/i);
      }
      expect(post.texts.es.title).not.toBe(post.texts.fr.title);
      expect(post.texts['nl-BE'].title).not.toBe(post.texts.fr.title);
      expect(post.texts.be.body).not.toBe(post.texts.fr.body);
    }
  });

  it('has exactly one article with a video', () => {
    expect(blogPosts.filter((p) => p.videoUrl).map((p) => p.videoUrl)).toEqual([
      '/videos/lavage-bouteilles.mp4',
    ]);
  });
});
