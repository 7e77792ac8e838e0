import { defineApiMessages } from '../shared/define-messages.js';

/** The back-office's slots: settings, capacity, closures. */
export default defineApiMessages({
  fr: {
    adminSlotNotFound: 'Créneau introuvable dans cet entrepôt.',
    slotPast: 'Ce créneau a déjà commencé : il ne peut plus être modifié, fermé ni rouvert.',
    slotCapacityBelowBooked:
      'La capacité ne peut pas descendre sous les {booked} commandes déjà réservées sur ce créneau : annulez-en ou déplacez-en d’abord.',
    slotClosureBlocked:
      'Une commande de ces créneaux est payée ou en cours de paiement par carte, ou déjà en livraison : elle ne peut pas être annulée ici. Déplacez-la ou traitez-la d’abord.',
    orderNotMovable:
      'Cette commande ne peut plus changer de créneau : elle est partie en livraison, livrée, annulée ou en attente de paiement.',
    slotMoveSameSlot: 'Choisissez un autre créneau que celui que les commandes quittent.',
    slotMoveTargetClosed: 'Ce créneau est fermé : choisissez-en un autre.',
    slotMoveNoRoom:
      'Pas assez de place sur ce créneau (places libres : {free} ; commandes à déplacer : {count}) : choisissez-en un autre ou augmentez sa capacité.',
  },
  es_ES: {
    adminSlotNotFound: 'Franja no encontrada en este almacén.',
    slotPast: 'Esta franja ya ha empezado: ya no se puede modificar, cerrar ni reabrir.',
    slotCapacityBelowBooked:
      'La capacidad no puede bajar de los {booked} pedidos ya reservados en esta franja: anula o mueve alguno primero.',
    slotClosureBlocked:
      'Un pedido de estas franjas está pagado o en pago con tarjeta, o ya en reparto: no se puede anular aquí. Muévelo o gestiónalo primero.',
    orderNotMovable:
      'Este pedido ya no puede cambiar de franja: ya ha salido a reparto, se ha entregado, se ha anulado o está pendiente de pago.',
    slotMoveSameSlot: 'Elige una franja distinta de la que dejan los pedidos.',
    slotMoveTargetClosed: 'Esta franja está cerrada: elige otra.',
    slotMoveNoRoom:
      'No hay sitio suficiente en esta franja (plazas libres: {free}; pedidos que mover: {count}): elige otra o aumenta su capacidad.',
  },
  nl_BE: {
    adminSlotNotFound: 'Tijdslot niet gevonden in dit magazijn.',
    slotPast: 'Dit tijdslot is al begonnen: het kan niet meer gewijzigd, gesloten of heropend worden.',
    slotCapacityBelowBooked:
      'De capaciteit kan niet onder de {booked} bestellingen zakken die al in dit tijdslot geboekt zijn: annuleer of verplaats er eerst.',
    slotClosureBlocked:
      'Een bestelling in deze tijdsloten is met kaart betaald of wordt betaald, of is al onderweg: ze kan hier niet geannuleerd worden. Verplaats of behandel ze eerst.',
    orderNotMovable:
      'Deze bestelling kan niet meer van tijdslot veranderen: ze is onderweg, geleverd, geannuleerd of wacht op betaling.',
    slotMoveSameSlot: 'Kies een ander tijdslot dan het tijdslot dat de bestellingen verlaten.',
    slotMoveTargetClosed: 'Dit tijdslot is gesloten: kies een ander.',
    slotMoveNoRoom:
      'Niet genoeg plaats in dit tijdslot (vrije plaatsen: {free}; te verplaatsen bestellingen: {count}): kies een ander of verhoog de capaciteit.',
  },
});
