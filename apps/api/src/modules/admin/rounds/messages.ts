import { defineApiMessages } from '../shared/define-messages.js';

/** Rounds, empties and the deposits ledger: the driver's and the manager's. */
export default defineApiMessages({
  fr: {
    roundLocked: 'La tournée de {van} a commencé (son livreur est parti) : elle ne change plus.',
    roundVanFull: '{van} est plein : {crates} caisses pour {capacity} places.',
    roundWindowMissed:
      'Dans la tournée de {van}, la commande n° {orders} ne serait plus livrée dans son créneau : choisissez un autre camion.',
    roundsDateOutOfRange:
      'Les tournées se planifient d’aujourd’hui à deux semaines : choisissez un autre jour.',
    roundsPlanSlotOrDate: 'Indiquez un créneau ou un jour à planifier, pas les deux.',
    emptiesNothing: 'Indiquez au moins un vide récupéré ou refusé.',
    rejectDuplicate: 'Un même vide refusé pour un même motif est indiqué deux fois : regroupez-les.',
    vanNotFound: 'Camion introuvable.',
    vanOtherWarehouse: 'Ce camion est celui d’un autre entrepôt que la commande.',
    roundOrderNotFound: 'Commande introuvable dans cette tournée.',
    roundOrderClosed: 'Cette commande est livrée ou annulée : elle ne change plus de camion.',
    roundsAllStarted: 'Tous les camions de ce créneau sont partis : leurs tournées ne changent plus.',
    roundsChanged: 'Une commande de ce créneau vient de changer : relancez la planification.',
  },
  fr_BE: {
    roundsDateOutOfRange:
      'Les tournées se planifient d’aujourd’hui à deux semaines : choisissez un autre jour, s’il vous plaît.',
    emptiesNothing: 'Indiquez au moins une vidange récupérée ou refusée.',
    rejectDuplicate: 'Une même vidange refusée pour un même motif est indiquée deux fois : regroupez-les.',
  },
  es_ES: {
    roundLocked: 'La ruta de «{van}» ha empezado (su repartidor ha salido): ya no cambia.',
    roundVanFull: 'La furgoneta «{van}» está llena: {crates} cajas para {capacity} plazas.',
    roundWindowMissed:
      'En la ruta de «{van}», el pedido n.º {orders} ya no se entregaría dentro de su franja: elige otra furgoneta.',
    roundsDateOutOfRange: 'Las rutas se planifican desde hoy hasta dentro de dos semanas: elige otro día.',
    roundsPlanSlotOrDate: 'Indica una franja o un día para planificar, no ambos.',
    emptiesNothing: 'Indica al menos un envase recogido o rechazado.',
    rejectDuplicate: 'El mismo envase rechazado por el mismo motivo aparece dos veces: agrúpalos.',
    vanNotFound: 'Furgoneta no encontrada.',
    vanOtherWarehouse: 'Esta furgoneta es de otro almacén que el pedido.',
    roundOrderNotFound: 'Pedido no encontrado en esta ruta.',
    roundOrderClosed: 'Este pedido está entregado o anulado: ya no cambia de furgoneta.',
    roundsAllStarted: 'Todas las furgonetas de esta franja ya han salido: sus rutas ya no cambian.',
    roundsChanged: 'Un pedido de esta franja acaba de cambiar: vuelve a planificar.',
  },
  nl_BE: {
    roundLocked: 'De ronde van {van} is begonnen (de chauffeur is vertrokken): ze verandert niet meer.',
    roundVanFull: '{van} is vol: {crates} bakken voor {capacity} plaatsen.',
    roundWindowMissed:
      'In de ronde van {van} zou bestelling nr. {orders} niet meer binnen haar tijdslot geleverd worden: kies een andere bestelwagen.',
    roundsDateOutOfRange: 'Rondes plan je vanaf vandaag tot binnen twee weken: kies een andere dag.',
    roundsPlanSlotOrDate: 'Geef een tijdslot of een dag op om te plannen, niet allebei.',
    emptiesNothing: 'Geef minstens één opgehaald of geweigerd leeggoed op.',
    rejectDuplicate: 'Hetzelfde geweigerde leeggoed met dezelfde reden staat er twee keer: voeg ze samen.',
    vanNotFound: 'Bestelwagen niet gevonden.',
    vanOtherWarehouse: 'Deze bestelwagen hoort bij een ander magazijn dan de bestelling.',
    roundOrderNotFound: 'Bestelling niet gevonden in deze ronde.',
    roundOrderClosed: 'Deze bestelling is geleverd of geannuleerd: ze verandert niet meer van bestelwagen.',
    roundsAllStarted: 'Alle bestelwagens van dit tijdslot zijn vertrokken: hun rondes veranderen niet meer.',
    roundsChanged: 'Een bestelling van dit tijdslot is net gewijzigd: plan opnieuw.',
  },
});
