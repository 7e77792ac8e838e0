import { defineApiMessages } from '../shared/define-messages.js';

/** Rounds, empties and the deposits ledger: the driver's and the manager's. */
export default defineApiMessages({
  fr: {
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
    emptiesNothing: 'Indiquez au moins une vidange récupérée ou refusée.',
    rejectDuplicate: 'Une même vidange refusée pour un même motif est indiquée deux fois : regroupez-les.',
  },
  es_ES: {
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
