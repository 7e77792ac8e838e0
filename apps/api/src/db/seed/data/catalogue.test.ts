import { createRequire } from 'node:module';
import { bottleDepositCents } from '@consigne/domain';
import { describe, it, expect } from 'vitest';
import { categoryMasters, products, tags } from './catalogue.js';
import type { SeedLocale, Translated } from './types.js';

const icons = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as {
  icons: Record<string, unknown>;
  aliases?: Record<string, unknown>;
};
const iconExists = (name: string): boolean => name in icons.icons || name in (icons.aliases ?? {});

const LOCALES: SeedLocale[] = ['fr', 'es', 'be', 'nl-BE'];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ALCOHOL_MASTERS = new Set(['bieres', 'vins', 'cidres', 'spiritueux']);
const STANDARD_MASTERS = new Set(['hygiene', 'entretien']);

const categories = categoryMasters.flatMap((m) => m.categories);
const masterOfCategory = new Map(categoryMasters.flatMap((m) => m.categories.map((c) => [c.key, m.key])));

function expectTranslated(t: Translated, what: string): void {
  for (const locale of LOCALES) {
    expect(typeof t[locale] === 'string' && t[locale].trim().length > 0, `${what} [${locale}]`).toBe(true);
  }
}

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('tags', () => {
  it('have unique kebab-case keys and names in every locale', () => {
    expect(duplicates(tags.map((t) => t.key))).toEqual([]);
    for (const tag of tags) {
      expect(tag.key).toMatch(KEBAB);
      expectTranslated(tag.names, `tag ${tag.key}`);
    }
  });
});

describe('category masters and categories', () => {
  it('have unique keys and slugs across masters and categories', () => {
    expect(duplicates(categoryMasters.map((m) => m.key))).toEqual([]);
    expect(duplicates(categories.map((c) => c.key))).toEqual([]);
    const slugs = [...categoryMasters.map((m) => m.slug), ...categories.map((c) => c.slug)];
    expect(duplicates(slugs)).toEqual([]);
    for (const s of slugs) expect(s).toMatch(KEBAB);
    for (const c of categories) expect(c.slug).toBe(c.key);
  });

  it('have names, an existing icon, a hex colour and 2–4 categories', () => {
    for (const m of categoryMasters) {
      expectTranslated(m.names, `master ${m.key}`);
      expect(iconExists(m.icon), `icon ${m.icon}`).toBe(true);
      expect(m.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(m.categories.length).toBeGreaterThanOrEqual(2);
      expect(m.categories.length).toBeLessThanOrEqual(4);
      for (const c of m.categories) expectTranslated(c.names, `category ${c.key}`);
    }
  });
});

describe('products', () => {
  it('are numerous with unique kebab-case keys', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(products.map((p) => p.key))).toEqual([]);
    for (const p of products) expect(p.key).toMatch(KEBAB);
  });

  it('reference existing categories, tags and icons', () => {
    const tagKeys = new Set(tags.map((t) => t.key));
    for (const p of products) {
      expect(masterOfCategory.has(p.category), `${p.key} category ${p.category}`).toBe(true);
      expect(iconExists(p.icon), `${p.key} icon ${p.icon}`).toBe(true);
      expect(p.tags.length).toBeLessThanOrEqual(3);
      for (const t of p.tags) expect(tagKeys.has(t), `${p.key} tag ${t}`).toBe(true);
    }
  });

  it('are translated in every locale', () => {
    for (const p of products) {
      expect(p.brand.trim().length).toBeGreaterThan(0);
      expectTranslated(p.names, `${p.key} names`);
      expectTranslated(p.descriptions, `${p.key} descriptions`);
    }
  });

  it('have a deposit consistent with the package type', () => {
    const deposit = { large: 20, small: 10, other: 0 } as const;
    for (const p of products) {
      expect(bottleDepositCents(p.depositClass), p.key).toBe(deposit[p.packageType]);
      if (p.packageType === 'large') expect(p.volume, p.key).toBeGreaterThanOrEqual(75);
      if (p.packageType === 'large') expect(p.volume, p.key).toBeLessThanOrEqual(100);
      if (p.packageType === 'small') expect(p.volume, p.key).toBeGreaterThanOrEqual(20);
      if (p.packageType === 'small') expect(p.volume, p.key).toBeLessThanOrEqual(50);
      if (p.packageType !== 'other') expect(p.unit, p.key).toBe('cl');
    }
  });

  it('follow the alcohol and VAT rules', () => {
    for (const p of products) {
      const master = masterOfCategory.get(p.category) ?? '';
      if (ALCOHOL_MASTERS.has(master)) {
        if (p.tags.includes('sans-alcool')) {
          expect(p.vatClass, p.key).toBe('food');
          expect(p.alcoholLevel, p.key).toBeNull();
        } else {
          expect(p.vatClass, p.key).toBe('standard');
          expect(p.alcoholLevel, p.key).not.toBeNull();
          expect(p.alcoholLevel!, p.key).toBeGreaterThanOrEqual(4.5);
          expect(p.alcoholLevel!, p.key).toBeLessThanOrEqual(40);
        }
      } else {
        expect(p.alcoholLevel, p.key).toBeNull();
        expect(p.vatClass, p.key).toBe(STANDARD_MASTERS.has(master) ? 'standard' : 'food');
      }
    }
  });

  it('have positive integer prices and volumes', () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0, p.key).toBe(true);
      expect(p.volume, p.key).toBeGreaterThan(0);
    }
  });

  it('cover every master', () => {
    for (const m of categoryMasters) {
      const count = products.filter((p) => masterOfCategory.get(p.category) === m.key).length;
      expect(count, m.key).toBeGreaterThanOrEqual(1);
    }
  });

  it('include the showcase products', () => {
    const frNames = products.map((p) => p.names.fr);
    expect(frNames.some((n) => /crème brûlée/i.test(n))).toBe(true);
    expect(frNames.some((n) => /bière blonde/i.test(n))).toBe(true);
    expect(frNames.some((n) => /jus de pomme/i.test(n))).toBe(true);
    expect(products.some((p) => p.names['nl-BE'] === 'Appelsap')).toBe(true);
  });
});
