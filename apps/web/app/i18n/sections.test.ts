import { describe, expect, it } from 'vitest';
import { catalogs, messagesFor } from './catalogs.server.js';
import { sectionFeatures } from './sections.js';

const prefixes = (messages: object) => new Set(Object.keys(messages).map((key) => key.split('.')[0]));

describe('messages by section', () => {
  it('gives a listing page the core, catalogue and cart texts, not the account area or registration', () => {
    const listing = prefixes(messagesFor('fr', '/fr/produits'));
    for (const p of ['header', 'footer', 'error', 'catalog', 'cart', 'loginOrRegister'])
      expect(listing).toContain(p);
    for (const p of ['accountArea', 'register', 'blog', 'content']) expect(listing).not.toContain(p);
  });
  it('adds the section features, after the locale or without it', () => {
    expect(sectionFeatures('/nl-BE/mes-adresses/ajouter/step1')).toEqual(['account', 'register']);
    expect(sectionFeatures('/blog/un-article')).toEqual(['blog']);
    expect(sectionFeatures('/fr')).toEqual([]);
    expect(sectionFeatures('/fr/constructor')).toEqual([]);
    expect(prefixes(messagesFor('es', '/es/mes-adresses'))).toContain('accountArea');
  });
  it('keeps every locale on the same keys in every section, with the full catalog as upper bound', () => {
    for (const path of ['/fr/produits', '/fr/mon-compte', '/fr/mes-adresses', '/fr/blog', '/fr/page/cgv']) {
      const reference = Object.keys(messagesFor('fr', path)).sort();
      for (const locale of ['es', 'be', 'nl-BE'] as const) {
        expect(Object.keys(messagesFor(locale, path)).sort(), `${locale} ${path}`).toEqual(reference);
        for (const key of reference) expect(catalogs[locale]).toHaveProperty([key]);
      }
    }
  });
});
