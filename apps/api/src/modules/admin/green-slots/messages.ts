import { defineApiMessages } from '../shared/define-messages.js';

/** The back-office's green slots. */
export default defineApiMessages({
  fr: {
    greenPlaceNotLocated:
      'Ce lieu n’a pas de coordonnées connues (adresse non localisée, ou commune hors de notre liste) : essayez une autre commande ou un autre code postal.',
  },
  es_ES: {
    greenPlaceNotLocated:
      'Este lugar no tiene coordenadas conocidas (dirección sin localizar o municipio fuera de nuestra lista): prueba con otro pedido u otro código postal.',
  },
  nl_BE: {
    greenPlaceNotLocated:
      'Deze plaats heeft geen gekende coördinaten (adres niet gelokaliseerd, of gemeente niet in onze lijst): probeer een andere bestelling of een andere postcode.',
  },
});
