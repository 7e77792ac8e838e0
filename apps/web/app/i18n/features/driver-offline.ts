import { defineMessages } from '../define.js';

/** The driver's page without network: the actions kept on the phone, and the ones refused on return. */
export default defineMessages({
  fr: {
    'driverOffline.pending': '{count, plural, one {# action en attente} other {# actions en attente}}',
    'driverOffline.offline':
      'Hors connexion : vos actions sont gardées sur le téléphone et envoyées au retour du réseau.',
    'driverOffline.queued': 'En attente d’envoi',
    'driverOffline.conflict': 'Action refusée au retour du réseau : {message}',
    'driverOffline.acknowledge': 'Compris',
    'driverOffline.collectQueued': 'Vides gardés sur le téléphone, envoyés au retour du réseau.',
    'driverOffline.logoutWaiting':
      '{count, plural, one {# action n’a pas encore été envoyée : elle sera perdue.} other {# actions n’ont pas encore été envoyées : elles seront perdues.}} Se déconnecter quand même ?',
  },
  es: {
    'driverOffline.pending': '{count, plural, one {# acción pendiente} other {# acciones pendientes}}',
    'driverOffline.offline':
      'Sin conexión: tus acciones se guardan en el teléfono y se envían cuando vuelva la red.',
    'driverOffline.queued': 'Pendiente de envío',
    'driverOffline.conflict': 'Acción rechazada al volver la red: {message}',
    'driverOffline.acknowledge': 'Entendido',
    'driverOffline.collectQueued': 'Envases guardados en el teléfono; se enviarán cuando vuelva la red.',
    'driverOffline.logoutWaiting':
      '{count, plural, one {# acción aún no se ha enviado y se perderá.} other {# acciones aún no se han enviado y se perderán.}} ¿Cerrar sesión de todos modos?',
  },
  'nl-BE': {
    'driverOffline.pending': '{count, plural, one {# actie in afwachting} other {# acties in afwachting}}',
    'driverOffline.offline':
      'Offline: je acties worden op je telefoon bewaard en verstuurd zodra het netwerk terug is.',
    'driverOffline.queued': 'Wacht op verzending',
    'driverOffline.conflict': 'Actie geweigerd toen het netwerk terug was: {message}',
    'driverOffline.acknowledge': 'Begrepen',
    'driverOffline.collectQueued': 'Leeggoed bewaard op je telefoon, verstuurd zodra het netwerk terug is.',
    'driverOffline.logoutWaiting':
      '{count, plural, one {# actie is nog niet verstuurd en gaat verloren.} other {# acties zijn nog niet verstuurd en gaan verloren.}} Toch afmelden?',
  },
});
