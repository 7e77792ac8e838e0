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
});
