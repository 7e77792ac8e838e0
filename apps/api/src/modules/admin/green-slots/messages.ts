import { defineApiMessages } from '../shared/define-messages.js';

/** The back-office's green slots. */
export default defineApiMessages({
  fr: {
    greenPlaceNotLocated:
      'Ce lieu n’a pas de coordonnées connues (adresse non localisée, ou commune hors de notre liste) : essayez une autre commande ou un autre code postal.',
    greenPlaceOtherWarehouse:
      'Ce code postal est livré par un autre entrepôt ({warehouse}) : choisissez cet entrepôt pour mesurer ses créneaux.',
  },
  es_ES: {
    greenPlaceNotLocated:
      'Este lugar no tiene coordenadas conocidas (dirección sin localizar o municipio fuera de nuestra lista): prueba con otro pedido u otro código postal.',
    greenPlaceOtherWarehouse:
      'Este código postal lo atiende otro almacén ({warehouse}): elige ese almacén para medir sus franjas.',
  },
  nl_BE: {
    greenPlaceNotLocated:
      'Deze plaats heeft geen gekende coördinaten (adres niet gelokaliseerd, of gemeente niet in onze lijst): probeer een andere bestelling of een andere postcode.',
    greenPlaceOtherWarehouse:
      'Deze postcode wordt beleverd door een ander magazijn ({warehouse}): kies dat magazijn om de tijdsloten te meten.',
  },
});
