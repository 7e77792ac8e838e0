import { defineApiMessages } from '../define-messages.js';

/** The back-office's orders and customers (issue 17), and the blocked account's login. */
export default defineApiMessages({
  fr: {
    orderPaidByCard:
      'Cette commande a été payée par carte : son annulation demande un remboursement, qui ne se fait pas encore ici.',
    orderNotCancellableByStaff:
      'Cette commande ne peut plus être annulée : elle est déjà partie en livraison, livrée, annulée ou en attente de paiement.',
    reasonRequired: 'Indiquez un motif (au moins 3 caractères).',
    customerNotFound: 'Client introuvable.',
    amountPositive: 'Le montant doit être supérieur à zéro.',
    amountTooLarge: 'Le montant ne peut pas dépasser 1 000 €.',
    amountCents: 'Le montant doit avoir au plus deux décimales.',
    accountBlocked:
      'Ce compte a été bloqué par la boutique : vous ne pouvez plus vous connecter. Contactez le service client pour en savoir plus.',
  },
  es_ES: {
    orderPaidByCard:
      'Este pedido se pagó con tarjeta: anularlo requiere un reembolso, que aún no se hace aquí.',
    orderNotCancellableByStaff:
      'Este pedido ya no se puede anular: ya ha salido para la entrega, se ha entregado, se ha anulado o espera su pago.',
    reasonRequired: 'Indica un motivo (al menos 3 caracteres).',
    customerNotFound: 'Cliente no encontrado.',
    amountPositive: 'El importe debe ser mayor que cero.',
    amountTooLarge: 'El importe no puede superar 1000 €.',
    amountCents: 'El importe debe tener como máximo dos decimales.',
    accountBlocked:
      'La tienda ha bloqueado esta cuenta: ya no puedes iniciar sesión. Contacta con el servicio de atención al cliente para saber más.',
  },
  nl_BE: {
    orderPaidByCard:
      'Deze bestelling is met een kaart betaald: annuleren vraagt een terugbetaling, die hier nog niet kan.',
    orderNotCancellableByStaff:
      'Deze bestelling kan niet meer geannuleerd worden: ze is al onderweg, geleverd, geannuleerd of wacht op betaling.',
    reasonRequired: 'Geef een reden op (minstens 3 tekens).',
    customerNotFound: 'Klant niet gevonden.',
    amountPositive: 'Het bedrag moet groter zijn dan nul.',
    amountTooLarge: 'Het bedrag mag niet hoger zijn dan € 1.000.',
    amountCents: 'Het bedrag mag hoogstens twee decimalen hebben.',
    accountBlocked:
      'Dit account is door de winkel geblokkeerd: u kunt niet meer inloggen. Neem contact op met de klantendienst voor meer uitleg.',
  },
});
