import { defineMessages } from '../define.js';

/**
 * A delivery that failed at the door: the driver's report (/livreur) and the shopper's one-click new
 * slot (mon-compte/mes-commandes/order-detail/:id/nouveau-creneau). The shopper reads the reasons in
 * the e-mail's words ('mail.deliveryFailed.reason.*').
 */
export default defineMessages({
  fr: {
    'deliveryFailure.open': 'Livraison impossible',
    'deliveryFailure.title': 'Pourquoi la livraison est-elle impossible ?',
    'deliveryFailure.reason.absent': 'Client absent',
    'deliveryFailure.reason.refused': 'Commande refusée',
    'deliveryFailure.reason.address_not_found': 'Adresse introuvable',
    'deliveryFailure.reason.age_not_verified': 'Âge non vérifié',
    'deliveryFailure.reason.damaged': 'Produits abîmés',
    'deliveryFailure.reason.other': 'Autre',
    'deliveryFailure.note': 'Ce qui s’est passé',
    'deliveryFailure.noteHint': 'Obligatoire pour « Autre ».',
    'deliveryFailure.submit': 'Signaler l’échec',
    'deliveryFailure.consequence':
      'Les produits reviennent à l’entrepôt, rien n’est encaissé et aucune consigne n’est facturée. Le client est prévenu par e-mail.',
    'deliveryFailure.failed': 'Échec : {reason}',
    'deliveryFailure.shopper.title': 'Nous n’avons pas pu vous livrer',
    'deliveryFailure.shopper.rebooked': 'Une nouvelle livraison est réservée : commande n° {id}.',
    'deliveryFailure.shopper.seeOrder': 'Voir la commande n° {id}',
    'deliveryFailure.rebook.title': 'Choisissez un nouveau créneau',
    'deliveryFailure.rebook.intro':
      'Un clic sur un créneau suffit : nous vous livrons les mêmes produits (commande n° {id}).',
    'deliveryFailure.rebook.payOffline': 'Vous payez à la livraison, comme prévu.',
    'deliveryFailure.rebook.payCard': 'Vous réglez ensuite par carte sur la page de paiement sécurisée.',
    'deliveryFailure.rebook.none':
      'Aucun créneau n’est disponible pour le moment : réessayez un peu plus tard.',
    'deliveryFailure.rebook.done': 'C’est réservé : votre nouvelle commande n° {id} est enregistrée.',
    'deliveryFailure.rebook.notFailed': 'Cette commande n’a pas besoin d’un nouveau créneau.',
    'deliveryFailure.rebook.back': 'Retour à la commande',
    'deliveryFailure.rebook.pick': 'Livrer le {slot}',
  },
  es: {
    'deliveryFailure.open': 'No se puede entregar',
    'deliveryFailure.title': '¿Por qué no se puede entregar?',
    'deliveryFailure.reason.absent': 'Cliente ausente',
    'deliveryFailure.reason.refused': 'Pedido rechazado',
    'deliveryFailure.reason.address_not_found': 'Dirección no encontrada',
    'deliveryFailure.reason.age_not_verified': 'Edad no comprobada',
    'deliveryFailure.reason.damaged': 'Productos dañados',
    'deliveryFailure.reason.other': 'Otro',
    'deliveryFailure.note': 'Qué ha pasado',
    'deliveryFailure.noteHint': 'Obligatorio para «Otro».',
    'deliveryFailure.submit': 'Marcar como entrega fallida',
    'deliveryFailure.consequence':
      'Los productos vuelven al almacén, no se cobra nada y no se factura ningún depósito. El cliente recibe un correo.',
    'deliveryFailure.failed': 'Fallida: {reason}',
    'deliveryFailure.shopper.title': 'No hemos podido entregarte el pedido',
    'deliveryFailure.shopper.rebooked': 'Tienes una nueva entrega reservada: pedido n.º {id}.',
    'deliveryFailure.shopper.seeOrder': 'Ver el pedido n.º {id}',
    'deliveryFailure.rebook.title': 'Elige una nueva franja horaria',
    'deliveryFailure.rebook.intro':
      'Basta con un clic en una franja: te llevamos los mismos productos (pedido n.º {id}).',
    'deliveryFailure.rebook.payOffline': 'Pagas en la entrega, como estaba previsto.',
    'deliveryFailure.rebook.payCard': 'Después pagas con tarjeta en la página de pago segura.',
    'deliveryFailure.rebook.none': 'Ahora mismo no hay franjas disponibles: vuelve a intentarlo más tarde.',
    'deliveryFailure.rebook.done': 'Reservado: tu nuevo pedido n.º {id} está registrado.',
    'deliveryFailure.rebook.notFailed': 'Este pedido no necesita una nueva franja horaria.',
    'deliveryFailure.rebook.back': 'Volver al pedido',
    'deliveryFailure.rebook.pick': 'Entregar el {slot}',
  },
  'nl-BE': {
    'deliveryFailure.open': 'Levering niet mogelijk',
    'deliveryFailure.title': 'Waarom is de levering niet mogelijk?',
    'deliveryFailure.reason.absent': 'Klant niet thuis',
    'deliveryFailure.reason.refused': 'Bestelling geweigerd',
    'deliveryFailure.reason.address_not_found': 'Adres niet gevonden',
    'deliveryFailure.reason.age_not_verified': 'Leeftijd niet gecontroleerd',
    'deliveryFailure.reason.damaged': 'Producten beschadigd',
    'deliveryFailure.reason.other': 'Andere',
    'deliveryFailure.note': 'Wat er gebeurde',
    'deliveryFailure.noteHint': 'Verplicht bij ‘Andere’.',
    'deliveryFailure.submit': 'Mislukte levering melden',
    'deliveryFailure.consequence':
      'De producten gaan terug naar het magazijn, er wordt niets geïnd en geen leeggoed aangerekend. De klant krijgt een e-mail.',
    'deliveryFailure.failed': 'Mislukt: {reason}',
    'deliveryFailure.shopper.title': 'We konden je bestelling niet leveren',
    'deliveryFailure.shopper.rebooked': 'Er is een nieuwe levering gereserveerd: bestelling nr. {id}.',
    'deliveryFailure.shopper.seeOrder': 'Bestelling nr. {id} bekijken',
    'deliveryFailure.rebook.title': 'Kies een nieuw tijdslot',
    'deliveryFailure.rebook.intro':
      'Eén klik op een tijdslot volstaat: we leveren je dezelfde producten (bestelling nr. {id}).',
    'deliveryFailure.rebook.payOffline': 'Je betaalt bij de levering, zoals gepland.',
    'deliveryFailure.rebook.payCard': 'Daarna betaal je met je kaart op de beveiligde betaalpagina.',
    'deliveryFailure.rebook.none': 'Er is nu geen tijdslot vrij: probeer het wat later opnieuw.',
    'deliveryFailure.rebook.done': 'Gereserveerd: je nieuwe bestelling nr. {id} is geregistreerd.',
    'deliveryFailure.rebook.notFailed': 'Deze bestelling heeft geen nieuw tijdslot nodig.',
    'deliveryFailure.rebook.back': 'Terug naar de bestelling',
    'deliveryFailure.rebook.pick': 'Leveren op {slot}',
  },
});
