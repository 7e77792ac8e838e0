import { defineApiMessages } from '../shared/define-messages.js';

/** The back-office's orders and customers, and the blocked account's login. */
export default defineApiMessages({
  fr: {
    orderNotEditable:
      'Cette commande ne peut plus être modifiée : son créneau commence dans moins de 2 heures, ou elle est partie en livraison, livrée, annulée ou en attente de paiement.',
    orderEditProductUnavailable:
      'Ce produit ne peut pas être ajouté : il n’est pas vendu par l’entrepôt de la commande ou n’est plus disponible.',
    orderEditCardPaidHigher:
      'Cette commande a été payée par carte : son montant ne peut pas augmenter. Retirez des produits ou demandez au client de passer une nouvelle commande.',
    orderEditLastLine:
      'La commande ne peut pas rester vide : annulez-la plutôt que d’en retirer tous les produits.',
    refundNothingPaid: 'Il n’y a plus rien à rembourser sur cette commande.',
    refundTooLarge: 'Ce montant dépasse ce qui a été payé et pas encore remboursé.',
    refundCardTooLarge:
      'Ce montant dépasse ce que la carte a payé et pas encore reçu en retour : remboursez le reste dans la cagnotte.',
    refundCardUnavailable:
      'Le remboursement sur carte n’est pas possible ici (commande non payée par carte, ou paiement par carte non configuré) : remboursez dans la cagnotte.',
    erasureEmailMismatch:
      'L’e-mail saisi n’est pas celui de ce client : rien n’a été effacé. Recopiez-le exactement.',
    erasureOpenOrder:
      'Effacement impossible : la commande n° {id} n’est ni livrée ni annulée. Attendez sa livraison ou annulez-la d’abord.',
    erasureWalletBalance:
      'Effacement impossible : la cagnotte du client n’est pas vide. Remboursez-la (ou corrigez-la) d’abord.',
    erasurePendingDeposits:
      'Effacement impossible : le client a des consignes en attente. Récupérez les vides ou soldez-les d’abord.',
    customerErased: 'Les données de ce client ont été effacées : plus aucun e-mail ne peut lui être envoyé.',
    confirmationNotResendable:
      'Cette commande n’a pas de confirmation à renvoyer : elle attend son paiement ou elle est annulée.',
    resendTooSoon: 'Cette confirmation vient d’être renvoyée : réessayez dans une minute.',
    orderNotCancellableByStaff:
      'Cette commande ne peut plus être annulée : elle est déjà partie en livraison, livrée, annulée ou en attente de paiement.',
    customerNotFound: 'Client introuvable.',
    accountBlocked:
      'Ce compte a été bloqué par la boutique : vous ne pouvez plus vous connecter. Contactez le service client pour en savoir plus.',
  },
  es_ES: {
    orderNotEditable:
      'Este pedido ya no se puede modificar: su franja empieza en menos de 2 horas, o ya ha salido para la entrega, se ha entregado, se ha anulado o espera su pago.',
    orderEditProductUnavailable:
      'Este producto no se puede añadir: el almacén del pedido no lo vende o ya no está disponible.',
    orderEditCardPaidHigher:
      'Este pedido se pagó con tarjeta: su importe no puede aumentar. Quita productos o pide al cliente que haga un pedido nuevo.',
    orderEditLastLine: 'El pedido no puede quedar vacío: anúlalo en lugar de quitarle todos los productos.',
    refundNothingPaid: 'Ya no queda nada que reembolsar en este pedido.',
    refundTooLarge: 'Este importe supera lo pagado y aún no reembolsado.',
    refundCardTooLarge:
      'Este importe supera lo que pagó la tarjeta y aún no se le ha devuelto: reembolsa el resto en el monedero.',
    refundCardUnavailable:
      'El reembolso a la tarjeta no es posible aquí (pedido no pagado con tarjeta, o pago con tarjeta no configurado): reembolsa en el monedero.',
    erasureEmailMismatch:
      'El correo escrito no es el de este cliente: no se ha borrado nada. Cópialo exactamente.',
    erasureOpenOrder:
      'No se puede borrar: el pedido n.º {id} no está entregado ni anulado. Espera a su entrega o anúlalo primero.',
    erasureWalletBalance:
      'No se puede borrar: el monedero del cliente no está vacío. Reembólsalo (o corrígelo) primero.',
    erasurePendingDeposits:
      'No se puede borrar: el cliente tiene depósitos pendientes. Recoge los envases o liquídalos primero.',
    customerErased: 'Los datos de este cliente se han borrado: ya no se le puede enviar ningún correo.',
    confirmationNotResendable:
      'Este pedido no tiene confirmación que reenviar: espera su pago o está anulado.',
    resendTooSoon: 'Esta confirmación se acaba de reenviar: inténtalo de nuevo dentro de un minuto.',
    orderNotCancellableByStaff:
      'Este pedido ya no se puede anular: ya ha salido para la entrega, se ha entregado, se ha anulado o espera su pago.',
    customerNotFound: 'Cliente no encontrado.',
    accountBlocked:
      'La tienda ha bloqueado esta cuenta: ya no puedes iniciar sesión. Contacta con el servicio de atención al cliente para saber más.',
  },
  nl_BE: {
    orderNotEditable:
      'Deze bestelling kan niet meer gewijzigd worden: haar tijdslot begint binnen 2 uur, of ze is al onderweg, geleverd, geannuleerd of wacht op betaling.',
    orderEditProductUnavailable:
      'Dit product kan niet toegevoegd worden: het magazijn van de bestelling verkoopt het niet of het is niet meer beschikbaar.',
    orderEditCardPaidHigher:
      'Deze bestelling is met een kaart betaald: het bedrag mag niet stijgen. Haal producten weg of vraag de klant een nieuwe bestelling te plaatsen.',
    orderEditLastLine:
      'De bestelling mag niet leeg worden: annuleer ze liever dan er alle producten uit te halen.',
    refundNothingPaid: 'Er valt op deze bestelling niets meer terug te betalen.',
    refundTooLarge: 'Dit bedrag is hoger dan wat betaald en nog niet terugbetaald is.',
    refundCardTooLarge:
      'Dit bedrag is hoger dan wat de kaart betaald heeft en nog niet terugkreeg: stort de rest terug in de spaarpot.',
    refundCardUnavailable:
      'Terugbetalen op de kaart kan hier niet (bestelling niet met een kaart betaald, of kaartbetaling niet ingesteld): stort terug in de spaarpot.',
    erasureEmailMismatch:
      'Het ingevoerde e-mailadres is niet dat van deze klant: er is niets gewist. Neem het exact over.',
    erasureOpenOrder:
      'Wissen niet mogelijk: bestelling nr. {id} is niet geleverd of geannuleerd. Wacht op de levering of annuleer ze eerst.',
    erasureWalletBalance:
      'Wissen niet mogelijk: de spaarpot van de klant is niet leeg. Betaal hem eerst terug (of corrigeer hem).',
    erasurePendingDeposits:
      'Wissen niet mogelijk: de klant heeft nog openstaand leeggoed. Haal het op of vereffen het eerst.',
    customerErased:
      'De gegevens van deze klant zijn gewist: er kan geen e-mail meer naar hem gestuurd worden.',
    confirmationNotResendable:
      'Deze bestelling heeft geen bevestiging om opnieuw te sturen: ze wacht op betaling of is geannuleerd.',
    resendTooSoon: 'Deze bevestiging is net opnieuw verstuurd: probeer het over een minuut opnieuw.',
    orderNotCancellableByStaff:
      'Deze bestelling kan niet meer geannuleerd worden: ze is al onderweg, geleverd, geannuleerd of wacht op betaling.',
    customerNotFound: 'Klant niet gevonden.',
    accountBlocked:
      'Dit account is door de winkel geblokkeerd: u kunt niet meer inloggen. Neem contact op met de klantendienst voor meer uitleg.',
  },
});
