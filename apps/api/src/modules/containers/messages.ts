import { defineApiMessages } from '../admin/shared/define-messages.js';

/**
 * The containers' refusals, and the words of the reuse report's CSV (its headers and the types, in
 * the staff member's language).
 */
export default defineApiMessages({
  fr: {
    containerRouteInvalid: 'Ce mouvement de contenants n’est pas possible (type de mouvement ou origine).',
    containerQuantityInvalid: 'Indiquez un nombre entier de contenants, de 1 à 100 000.',
    containerNotEnough:
      'Il n’y a que {available} contenants de ce type à cet endroit : impossible d’en déplacer {quantity}.',
    reuseCsvFrom: 'Du',
    reuseCsvTo: 'Au',
    reuseCsvType: 'Contenant',
    reuseCsvPutOnMarket: 'Mis sur le marché',
    reuseCsvReturned: 'Rendus',
    reuseCsvReturnRate: 'Taux de retour (%)',
    reuseCsvFleet: 'Parc en fin de période',
    reuseCsvRotations: 'Rotations moyennes',
    reuseCsvBroken: 'Cassés',
    reuseCsvLost: 'Perdus',
    containerCrate: 'Caisse',
    containerLargeBottle: 'Grande bouteille',
    containerSmallBottle: 'Petite bouteille',
  },
  fr_BE: {
    containerNotEnough:
      'Il n’y a que {available} vidanges de ce type à cet endroit : impossible d’en déplacer {quantity}.',
    reuseCsvReturned: 'Rendues',
    reuseCsvBroken: 'Cassées',
    reuseCsvLost: 'Perdues',
  },
  es_ES: {
    containerRouteInvalid: 'Este movimiento de envases no es posible (tipo de movimiento u origen).',
    containerQuantityInvalid: 'Indica un número entero de envases, de 1 a 100 000.',
    containerNotEnough:
      'Solo hay {available} envases de este tipo en ese lugar: no se pueden mover {quantity}.',
    reuseCsvFrom: 'Desde',
    reuseCsvTo: 'Hasta',
    reuseCsvType: 'Envase',
    reuseCsvPutOnMarket: 'Puestos en el mercado',
    reuseCsvReturned: 'Devueltos',
    reuseCsvReturnRate: 'Tasa de devolución (%)',
    reuseCsvFleet: 'Parque al final del periodo',
    reuseCsvRotations: 'Rotaciones medias',
    reuseCsvBroken: 'Rotos',
    reuseCsvLost: 'Perdidos',
    containerCrate: 'Caja',
    containerLargeBottle: 'Botella grande',
    containerSmallBottle: 'Botella pequeña',
  },
  nl_BE: {
    containerRouteInvalid: 'Deze beweging van leeggoed kan niet (soort beweging of herkomst).',
    containerQuantityInvalid: 'Geef een geheel aantal stuks leeggoed op, van 1 tot 100 000.',
    containerNotEnough:
      'Er zijn daar maar {available} stuks leeggoed van deze soort: je kunt er geen {quantity} verplaatsen.',
    reuseCsvFrom: 'Van',
    reuseCsvTo: 'Tot',
    reuseCsvType: 'Leeggoed',
    reuseCsvPutOnMarket: 'Op de markt gebracht',
    reuseCsvReturned: 'Teruggebracht',
    reuseCsvReturnRate: 'Terugnamegraad (%)',
    reuseCsvFleet: 'Voorraad op het einde van de periode',
    reuseCsvRotations: 'Gemiddelde rotaties',
    reuseCsvBroken: 'Gebroken',
    reuseCsvLost: 'Verloren',
    containerCrate: 'Bak',
    containerLargeBottle: 'Grote fles',
    containerSmallBottle: 'Kleine fles',
  },
});
