import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.server.js';

describe('i18n catalogs', () => {
  const reference = Object.keys(catalogs.fr).sort();
  it.each(Object.entries(catalogs))('%s has exactly the French keys, none empty', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(reference);
    for (const [key, value] of Object.entries(messages)) expect(value.trim(), key).not.toBe('');
  });
  it('keeps the same parameters in every translation', () => {
    for (const [key, value] of Object.entries(catalogs.fr)) {
      const params = (value.match(/\{\w+\}/g) ?? []).sort();
      for (const messages of Object.values(catalogs)) {
        expect(((messages[key as keyof typeof messages] ?? '').match(/\{\w+\}/g) ?? []).sort(), key).toEqual(
          params,
        );
      }
    }
  });
  it('quotes the spec texts verbatim in French', () => {
    expect(catalogs.fr['header.searchPlaceholder']).toBe('Rechercher un produit, une marque...');
    expect(catalogs.fr['error.notFound']).toBe("Désolé, cette page n'a pas été trouvée.");
    expect(catalogs.fr['error.generic']).toBe(
      "Une erreur inattendue s'est produite. Notre équipe a été notifiée et travaille à résoudre le problème.",
    );
    expect(catalogs.fr['header.noSlot']).toBe('Aucun créneau');
    expect(catalogs['nl-BE']['promo.part3']).toBe('GOEDEMORGEN');
  });
});
