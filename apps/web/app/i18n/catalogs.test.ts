import { messageArguments, messageProblems } from '@consigne/domain';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.server.js';
import { translator } from './index.js';

describe('i18n catalogs', () => {
  const reference = Object.keys(catalogs.fr).sort();
  it.each(Object.entries(catalogs))('%s has exactly the French keys, none empty', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(reference);
    for (const [key, value] of Object.entries(messages)) expect(value.trim(), key).not.toBe('');
  });
  it('keeps the same parameters in every translation', () => {
    for (const [key, value] of Object.entries(catalogs.fr)) {
      const params = messageArguments(value);
      for (const messages of Object.values(catalogs)) {
        expect(messageArguments(messages[key as keyof typeof messages] ?? ''), key).toEqual(params);
      }
    }
  });
  it('writes every message well formed, counts as ICU plurals (no "(s)", no …One keys)', () => {
    for (const [locale, messages] of Object.entries(catalogs)) {
      for (const [key, value] of Object.entries(messages)) {
        expect(messageProblems(value), `${locale} ${key}`).toEqual([]);
        // A bare count before a word ('{count} articles') or '(s)' is an ad-hoc plural.
        expect(value, `${locale} ${key}`).not.toMatch(
          /\{(count|left|crates|items|bottles)\} \p{L}|\p{L}\((s|en|es|ken)\)/u,
        );
      }
      const keys = Object.keys(messages);
      expect(
        keys.filter((key) => /One$/.test(key) && keys.includes(key.replace(/One$/, ''))),
        locale,
      ).toEqual([]);
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
    for (const locale of ['fr', 'be'] as const) {
      const m = catalogs[locale];
      expect(m['slots.title']).toBe('Mon créneau');
      expect(m['slots.validate']).toBe('Valider mon créneau');
      expect(m['slots.full']).toBe('Complet');
      expect(m['slots.soonFull']).toBe('Bientôt complet');
      expect(m['slots.empty']).toBe('Aucun créneau disponible');
      expect(m['slots.saveError']).toBe("Impossible d'enregistrer le créneau");
      expect(m['slots.loadError']).toBe('Erreur lors du chargement des créneaux');
      expect(m['slots.pickupPoint']).toBe('Mon point de retrait');
      expect(m['slots.deliveryAddress']).toBe('Adresse de livraison');
      expect(m['slots.addAddress']).toBe('Ajouter une adresse');
      expect(m['slots.address.title']).toBe('Adresse de livraison');
      expect(m['slots.address.home']).toBe('Chez moi');
      expect(m['slots.address.pickup']).toBe('Point de retrait');
      expect(m['slots.address.validate']).toBe('Valider mon adresse');
      expect(m['slots.address.none']).toBe('Aucune adresse sélectionnée');
      expect(m['slots.zone.title']).toBe('Changement de zone géographique');
      expect(m['slots.zone.cancel']).toBe('Annuler');
      expect(m['slots.zone.confirm']).toBe('Confirmer');
    }
  });
  it('counts by each language’s plural rules (the cart button read "1 articles dans le panier")', () => {
    const label = (locale: keyof typeof catalogs, count: number) =>
      translator(catalogs[locale], locale)('header.cartItems', { count });
    expect(label('fr', 1)).toBe('1 article dans le panier');
    expect(label('fr', 0)).toBe('0 article dans le panier');
    expect(label('fr', 3)).toBe('3 articles dans le panier');
    expect(label('nl-BE', 1)).toBe('1 artikel in het winkelmandje');
    expect(label('nl-BE', 0)).toBe('0 artikelen in het winkelmandje');
    expect(label('es', 1)).toBe('1 artículo en la cesta');
    expect(translator(catalogs.be, 'be')('orders.list.items', { count: 1 })).toBe('1 article');
  });
});
