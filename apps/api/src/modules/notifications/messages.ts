import type { MessageTexts } from '@consigne/contract';

/** The notifications' refusals: a push subscription refused, or not the shopper's. */
export const notificationMessages: MessageTexts<'pushEndpointNotAllowed' | 'pushSubscriptionNotFound'> = {
  fr: {
    pushEndpointNotAllowed:
      'Cet abonnement aux notifications ne vient pas d’un service de notifications reconnu du navigateur.',
    pushSubscriptionNotFound: 'Cet appareil n’est pas abonné aux notifications de votre compte.',
  },

  es_ES: {
    pushEndpointNotAllowed:
      'Esta suscripción a las notificaciones no viene de un servicio de notificaciones reconocido del navegador.',
    pushSubscriptionNotFound: 'Este dispositivo no está suscrito a las notificaciones de tu cuenta.',
  },
  nl_BE: {
    pushEndpointNotAllowed:
      'Dit abonnement op meldingen komt niet van een erkende meldingendienst van de browser.',
    pushSubscriptionNotFound: 'Dit toestel is niet geabonneerd op de meldingen van je account.',
  },
};
