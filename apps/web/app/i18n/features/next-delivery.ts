import { defineMessages } from '../define.js';

/**
 * 'Votre prochaine livraison' on the home and the account (components/next-delivery): the next order
 * with 'Modifier' until its cutoff, and the reserved weekly slot with its next week. On every page's
 * catalog, as the home has no section; keep it short.
 */
export default defineMessages({
  fr: {
    'nextDelivery.title': 'Votre prochaine livraison',
    'nextDelivery.none': 'Aucune livraison prévue.',
    'nextDelivery.modify': 'Modifier',
    'nextDelivery.see': 'Voir la commande',
    'nextDelivery.reserved': 'Votre créneau réservé',
    'nextDelivery.reservedNext': 'Prochaine semaine : {slot}',
    'nextDelivery.reservedNoWeek': 'Aucune semaine gardée pour le moment.',
    'nextDelivery.reservedNone': 'Le même créneau chaque semaine, gardé pour vous.',
    'nextDelivery.reserve': 'Réserver un créneau',
    'nextDelivery.manage': 'Gérer mon créneau',
  },
  es: {
    'nextDelivery.title': 'Tu próxima entrega',
    'nextDelivery.none': 'No tienes ninguna entrega prevista.',
    'nextDelivery.modify': 'Modificar',
    'nextDelivery.see': 'Ver el pedido',
    'nextDelivery.reserved': 'Tu franja reservada',
    'nextDelivery.reservedNext': 'Próxima semana: {slot}',
    'nextDelivery.reservedNoWeek': 'Ninguna semana guardada por ahora.',
    'nextDelivery.reservedNone': 'La misma franja cada semana, guardada para ti.',
    'nextDelivery.reserve': 'Reservar una franja',
    'nextDelivery.manage': 'Gestionar mi franja',
  },
  'nl-BE': {
    'nextDelivery.title': 'Je volgende levering',
    'nextDelivery.none': 'Geen levering gepland.',
    'nextDelivery.modify': 'Wijzigen',
    'nextDelivery.see': 'Bestelling bekijken',
    'nextDelivery.reserved': 'Je vast tijdslot',
    'nextDelivery.reservedNext': 'Volgende week: {slot}',
    'nextDelivery.reservedNoWeek': 'Voorlopig geen week vastgehouden.',
    'nextDelivery.reservedNone': 'Elke week hetzelfde tijdslot, voor jou vastgehouden.',
    'nextDelivery.reserve': 'Een tijdslot reserveren',
    'nextDelivery.manage': 'Mijn tijdslot beheren',
  },
});
