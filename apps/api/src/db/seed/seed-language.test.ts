import { readFileSync } from 'node:fs';
import {
  ES_REFUSED,
  glossaryRefusedWords,
  NL_BE_REFUSED,
  type RefusedTerm,
  refusedWord,
} from '@consigne/domain';
import { describe, expect, it } from 'vitest';
import { blogPosts } from './data/blog/index.js';
import { categoryMasters, products, tags } from './data/catalogue.js';
import { contentPages } from './data/content/index.js';
import { pickupPoints } from './data/geography.js';

/*
 * The seeded content is read by the same shoppers as the web catalogs, so it holds to the same
 * glossaries (apps/web/app/i18n/glossary/): leeggoed, bak, je/jouw and '€ 5' in Belgian Dutch;
 * cesta, monedero, tú and '9:00' in Spanish. Each text is named (where it comes from) so a failure
 * points at the sentence to rewrite.
 */
type Named = [name: string, text: string];

/*
 * The Spanish glossary's "Never" column is the list of refused words (a row added there is refused
 * here too). It is a document, read as a file: the API imports no code of the web app.
 */
const esGlossary = readFileSync(new URL('../../../../web/app/i18n/glossary/es.md', import.meta.url), 'utf8');
const ES_RULES: RefusedTerm[] = [...glossaryRefusedWords(esGlossary).map(refusedWord), ...ES_REFUSED];

function seedTexts(locale: 'es' | 'nl-BE'): Named[] {
  const texts: Named[] = [];
  for (const post of blogPosts)
    for (const [field, text] of Object.entries(post.texts[locale]))
      texts.push([`blog ${post.slug} ${field}`, text]);
  for (const page of contentPages)
    for (const [field, text] of Object.entries(page.texts[locale]))
      texts.push([`page ${page.slug} ${field}`, text]);
  for (const product of products) {
    texts.push([`product ${product.key} name`, product.names[locale]]);
    texts.push([`product ${product.key} description`, product.descriptions[locale]]);
  }
  for (const master of categoryMasters) {
    texts.push([`rayon ${master.key}`, master.names[locale]]);
    for (const category of master.categories)
      texts.push([`category ${category.key}`, category.names[locale]]);
  }
  for (const tag of tags) texts.push([`tag ${tag.key}`, tag.names[locale]]);
  if (locale === 'nl-BE')
    for (const point of pickupPoints)
      for (const [field, text] of Object.entries(point.translations?.nl_BE ?? {}))
        texts.push([`pickup point ${point.key} ${field}`, String(text)]);
  return texts;
}

/** Each offending sentence (or line), with where it comes from, so the failure shows what to rewrite. */
function offending(texts: Named[], { pattern }: RefusedTerm): string[] {
  return texts.flatMap(([name, text]) =>
    text
      .split(/\n|(?<=[.!?])\s+/)
      .filter((sentence) => pattern.test(sentence))
      .map((sentence) => `${name}: ${sentence.trim()}`),
  );
}

describe('seed content language', () => {
  const nl = seedTexts('nl-BE');
  const es = seedTexts('es');

  it('reads the blog, the pages, the catalogue and the pickup points', () => {
    expect(nl.length).toBeGreaterThan(400);
    expect(es.length).toBeGreaterThan(400);
    expect(nl.some(([name]) => name.startsWith('blog '))).toBe(true);
    expect(nl.some(([name]) => name.startsWith('pickup point '))).toBe(true);
    expect(ES_RULES.map(({ use }) => use)).toEqual(
      expect.arrayContaining(['never "carrito"', 'never "hucha"', 'never "usted"']),
    );
  });

  it.each(NL_BE_REFUSED)('nl-BE writes $use', (rule) => {
    expect(offending(nl, rule)).toEqual([]);
  });

  it.each(ES_RULES)('es writes $use', (rule) => {
    expect(offending(es, rule)).toEqual([]);
  });

  it('tells the rules apart from the texts they allow', () => {
    const hits = (rules: readonly RefusedTerm[], text: string) =>
      rules.filter(({ pattern }) => pattern.test(text)).map(({ use }) => use);
    for (const ok of [
      'di–za 9–19 u',
      'Je bakken, je leeggoed: € 0,10 per fles.',
      'Neem je uur.',
      'Yoghurt van schapenmelk',
    ])
      expect(hits(NL_BE_REFUSED, ok), ok).toEqual([]);
    for (const bad of ['Statiegeld', 'een krat', 'Uw fles', 'Bedrag :', '5 € korting'])
      expect(hits(NL_BE_REFUSED, bad), bad).not.toEqual([]);
    for (const ok of ['Tu cesta: de 9:00 a 21:00', 'Tu monedero', 'hoy'])
      expect(hits(ES_RULES, ok), ok).toEqual([]);
    for (const bad of ['Tu carrito', 'la hucha', 'Usted', 'Cesta :', 'a las 9h', 'de 9 h'])
      expect(hits(ES_RULES, bad), bad).not.toEqual([]);
  });
});
