import { defineMessages } from '../define.js';

/**
 * nginx's own answers, when no instance is asked (a body too large, too many requests from one
 * address, every instance out of reach): written to static pages at build time
 * (scripts/edge-pages.mjs), never sent to a page.
 */
export default defineMessages({
  fr: {
    'edge.tooLargeTitle': 'Envoi trop volumineux',
    'edge.tooLarge':
      'Ce que vous avez envoyé dépasse la taille acceptée. Pour une photo, choisissez-en une plus légère, puis réessayez.',
    'edge.tooManyTitle': 'Un peu trop vite',
    'edge.tooMany':
      'Nous avons reçu beaucoup de demandes depuis votre connexion. Patientez quelques secondes, puis réessayez.',
    'edge.downTitle': 'Nous revenons dans un instant',
    'edge.down':
      'Le site est momentanément indisponible. Votre panier est conservé : réessayez dans une minute.',
    'edge.retry': 'Réessayer',
  },
  es: {
    'edge.tooLargeTitle': 'Envío demasiado grande',
    'edge.tooLarge':
      'Lo que has enviado supera el tamaño permitido. Si es una foto, elige una más ligera y vuelve a intentarlo.',
    'edge.tooManyTitle': 'Un poco demasiado rápido',
    'edge.tooMany':
      'Hemos recibido muchas solicitudes desde tu conexión. Espera unos segundos y vuelve a intentarlo.',
    'edge.downTitle': 'Volvemos enseguida',
    'edge.down':
      'La web no está disponible en este momento. Tu cesta se conserva: vuelve a intentarlo en un minuto.',
    'edge.retry': 'Reintentar',
  },
  'nl-BE': {
    'edge.tooLargeTitle': 'Te groot om te versturen',
    'edge.tooLarge':
      'Wat je verstuurde, is groter dan toegelaten. Kies bij een foto een lichtere en probeer het opnieuw.',
    'edge.tooManyTitle': 'Iets te snel',
    'edge.tooMany':
      'We kregen veel aanvragen vanaf jouw verbinding. Wacht enkele seconden en probeer het dan opnieuw.',
    'edge.downTitle': 'We zijn zo terug',
    'edge.down':
      'De site is even niet beschikbaar. Je winkelmandje blijft bewaard: probeer het over een minuutje opnieuw.',
    'edge.retry': 'Opnieuw proberen',
  },
});
