import { defineMessages } from '../define.js';

/** The delivery's tracking page (a signed link, no login), and its link on the shopper's order page. */
export default defineMessages({
  fr: {
    'tracking.title': 'Suivi de votre livraison',
    'tracking.window': 'Votre livreur passe entre {from} et {to}',
    'tracking.windowPending':
      'Le matin de la livraison, nous vous annonçons une fenêtre de passage plus précise, à l’intérieur de votre créneau.',
    'tracking.slot': 'Créneau réservé : {slot}',
    'tracking.status.planned': 'Prévue',
    'tracking.status.onTheWay': 'En route',
    'tracking.status.twoStopsAway':
      '{count, plural, =0 {Vous êtes le prochain arrêt} one {Plus qu’un arrêt avant le vôtre} other {À # arrêts de chez vous}}',
    'tracking.status.delivered': 'Livrée',
    'tracking.status.failed': 'Livraison manquée',
    'tracking.text.planned': 'Votre commande est prévue pour ce créneau.',
    'tracking.text.onTheWay': 'Le livreur a commencé sa tournée.',
    'tracking.text.twoStopsAway': 'Le livreur arrive bientôt : préparez vos vides, il les reprend.',
    'tracking.text.delivered': 'Votre commande est livrée. Merci, et à bientôt !',
    'tracking.text.failed':
      'Notre livreur n’a pas pu vous remettre votre commande. Nous vous avons écrit pour choisir un nouveau créneau.',
    'tracking.stopsBefore':
      '{count, plural, =0 {Aucun arrêt avant le vôtre} one {# arrêt avant le vôtre} other {# arrêts avant le vôtre}}',
    'tracking.steps': 'Étapes de la livraison',
    'tracking.step.planned': 'Prévue',
    'tracking.step.onTheWay': 'En route',
    'tracking.step.near': 'Bientôt chez vous',
    'tracking.step.delivered': 'Livrée',
    'tracking.updated': 'Mis à jour à {time}. Cette page se met à jour toute seule.',
    'tracking.private': 'Ce lien est personnel : il ne montre que votre livraison, sans aucune adresse.',
    'tracking.notFound.title': 'Lien de suivi introuvable',
    'tracking.notFound.text':
      'Ce lien n’est pas valable ou a expiré. Retrouvez votre livraison dans votre compte, rubrique Mes commandes.',
    'tracking.myOrders': 'Mes commandes',
    'tracking.follow': 'Suivre ma livraison',
  },
  // Belgian French: French, but Belgium's "vidanges".
  be: {
    'tracking.text.twoStopsAway': 'Le livreur arrive bientôt : préparez vos vidanges, il les reprend.',
  },
  es: {
    'tracking.title': 'Seguimiento de tu entrega',
    'tracking.window': 'Tu repartidor pasa entre las {from} y las {to}',
    'tracking.windowPending':
      'La mañana de la entrega te anunciamos una ventana de paso más precisa, dentro de tu franja horaria.',
    'tracking.slot': 'Franja reservada: {slot}',
    'tracking.status.planned': 'Prevista',
    'tracking.status.onTheWay': 'En camino',
    'tracking.status.twoStopsAway':
      '{count, plural, =0 {Eres la próxima parada} one {Solo queda una parada antes de la tuya} other {A # paradas de tu casa}}',
    'tracking.status.delivered': 'Entregado',
    'tracking.status.failed': 'Entrega fallida',
    'tracking.text.planned': 'Tu pedido está previsto para esta franja.',
    'tracking.text.onTheWay': 'El repartidor ha empezado su ruta.',
    'tracking.text.twoStopsAway': 'El repartidor llega pronto: prepara tus envases vacíos, se los lleva.',
    'tracking.text.delivered': 'Tu pedido está entregado. ¡Gracias y hasta pronto!',
    'tracking.text.failed':
      'Nuestro repartidor no ha podido entregarte el pedido. Te hemos escrito para que elijas una nueva franja.',
    'tracking.stopsBefore':
      '{count, plural, =0 {Ninguna parada antes de la tuya} one {# parada antes de la tuya} other {# paradas antes de la tuya}}',
    'tracking.steps': 'Etapas de la entrega',
    'tracking.step.planned': 'Prevista',
    'tracking.step.onTheWay': 'En camino',
    'tracking.step.near': 'Casi en tu casa',
    'tracking.step.delivered': 'Entregado',
    'tracking.updated': 'Actualizado a las {time}. Esta página se actualiza sola.',
    'tracking.private': 'Este enlace es personal: solo muestra tu entrega, sin ninguna dirección.',
    'tracking.notFound.title': 'Enlace de seguimiento no encontrado',
    'tracking.notFound.text':
      'Este enlace no es válido o ha caducado. Encuentra tu entrega en tu cuenta, en Mis pedidos.',
    'tracking.myOrders': 'Mis pedidos',
    'tracking.follow': 'Seguir mi entrega',
  },
  'nl-BE': {
    'tracking.title': 'Je levering volgen',
    'tracking.window': 'Je chauffeur komt tussen {from} en {to}',
    'tracking.windowPending':
      'Op de ochtend van de levering laten we je een nauwkeuriger tijdvenster weten, binnen je tijdslot.',
    'tracking.slot': 'Gereserveerd tijdslot: {slot}',
    'tracking.status.planned': 'Gepland',
    'tracking.status.onTheWay': 'Onderweg',
    'tracking.status.twoStopsAway':
      '{count, plural, =0 {Jij bent de volgende stop} one {Nog één stop vóór de jouwe} other {Nog # stops tot bij jou}}',
    'tracking.status.delivered': 'Geleverd',
    'tracking.status.failed': 'Levering mislukt',
    'tracking.text.planned': 'Je bestelling is gepland voor dit tijdslot.',
    'tracking.text.onTheWay': 'De chauffeur is aan zijn ronde begonnen.',
    'tracking.text.twoStopsAway': 'De chauffeur is er bijna: zet je leeggoed klaar, hij neemt het mee.',
    'tracking.text.delivered': 'Je bestelling is geleverd. Bedankt en tot de volgende keer!',
    'tracking.text.failed':
      'Onze chauffeur kon je bestelling niet afgeven. We hebben je gemaild om een nieuw tijdslot te kiezen.',
    'tracking.stopsBefore':
      '{count, plural, =0 {Geen stops vóór de jouwe} one {# stop vóór de jouwe} other {# stops vóór de jouwe}}',
    'tracking.steps': 'Stappen van de levering',
    'tracking.step.planned': 'Gepland',
    'tracking.step.onTheWay': 'Onderweg',
    'tracking.step.near': 'Bijna bij jou',
    'tracking.step.delivered': 'Geleverd',
    'tracking.updated': 'Bijgewerkt om {time}. Deze pagina werkt zichzelf bij.',
    'tracking.private': 'Deze link is persoonlijk: hij toont alleen jouw levering, zonder enig adres.',
    'tracking.notFound.title': 'Volglink niet gevonden',
    'tracking.notFound.text':
      'Deze link is ongeldig of verlopen. Je vindt je levering terug in je account, bij Mijn bestellingen.',
    'tracking.myOrders': 'Mijn bestellingen',
    'tracking.follow': 'Mijn levering volgen',
  },
});
