import { defineApiMessages } from '../shared/define-messages.js';

/** Picking and packing. */
export default defineApiMessages({
  fr: {
    pickingSlotNotFound: 'Créneau introuvable.',
    pickingLineNotFound: 'Cette ligne n’est plus dans la commande.',
    pickingLineChanged:
      'Cette ligne vient de changer (produit remplacé ou retiré par un autre préparateur) : rechargez la liste.',
    pickingOrderClosed:
      'Cette commande n’est plus à préparer (partie en livraison, livrée ou annulée) : elle ne peut plus changer.',
    pickingCardPaid:
      'Cette commande a été payée par carte : changer son montant demande un remboursement, qui ne se fait pas encore ici.',
    pickingLastLine: 'C’est le dernier produit de la commande : annulez-la plutôt.',
    pickingGiftNoSubstitute: 'Un produit offert ne se remplace pas : retirez-le.',
    substituteNotFound: 'Ce produit de remplacement n’existe pas.',
    substituteOtherWarehouse: 'Le produit de remplacement doit venir du même entrepôt que la commande.',
    substituteOtherFormat:
      'Le produit de remplacement doit être du même format (grand format, petit format ou autre) que le produit manquant.',
    substituteSameProduct: 'Choisissez un autre produit que celui qui manque.',
    substituteNotShoppersChoice:
      'Le client a choisi ce qui remplace ce produit (un produit précis, ou aucun et un remboursement) : respectez son choix.',
    substituteUnavailable: 'Ce produit de remplacement n’est pas disponible.',
    shelvesIncomplete: 'L’ordre des rayons doit citer chaque rayon une fois.',
  },
  es_ES: {
    pickingSlotNotFound: 'Franja no encontrada.',
    pickingLineNotFound: 'Esta línea ya no está en el pedido.',
    pickingLineChanged:
      'Esta línea acaba de cambiar (otro preparador ha sustituido o retirado el producto): vuelve a cargar la lista.',
    pickingOrderClosed:
      'Este pedido ya no está por preparar (salió para la entrega, se entregó o se anuló): ya no puede cambiar.',
    pickingCardPaid:
      'Este pedido se pagó con tarjeta: cambiar su importe requiere un reembolso, que aún no se hace aquí.',
    pickingLastLine: 'Es el último producto del pedido: mejor anúlalo.',
    pickingGiftNoSubstitute: 'Un producto regalado no se sustituye: retíralo.',
    substituteNotFound: 'Este producto de sustitución no existe.',
    substituteOtherWarehouse: 'El producto de sustitución debe ser del mismo almacén que el pedido.',
    substituteOtherFormat:
      'El producto de sustitución debe tener el mismo formato (gran formato, pequeño formato u otro) que el producto que falta.',
    substituteSameProduct: 'Elige un producto distinto del que falta.',
    substituteNotShoppersChoice:
      'El cliente eligió qué sustituye a este producto (uno concreto, o ninguno y un reembolso): respeta su elección.',
    substituteUnavailable: 'Este producto de sustitución no está disponible.',
    shelvesIncomplete: 'El orden de los pasillos debe citar cada sección una vez.',
  },
  nl_BE: {
    pickingSlotNotFound: 'Tijdslot niet gevonden.',
    pickingLineNotFound: 'Deze lijn staat niet meer in de bestelling.',
    pickingLineChanged:
      'Deze lijn is net gewijzigd (product vervangen of verwijderd door een andere orderpicker): laad de lijst opnieuw.',
    pickingOrderClosed:
      'Deze bestelling moet niet meer klaargemaakt worden (onderweg, geleverd of geannuleerd): ze kan niet meer wijzigen.',
    pickingCardPaid:
      'Deze bestelling is met een kaart betaald: het bedrag wijzigen vraagt een terugbetaling, die hier nog niet kan.',
    pickingLastLine: 'Dit is het laatste product van de bestelling: annuleer ze liever.',
    pickingGiftNoSubstitute: 'Een gratis product wordt niet vervangen: verwijder het.',
    substituteNotFound: 'Dit vervangproduct bestaat niet.',
    substituteOtherWarehouse: 'Het vervangproduct moet uit hetzelfde magazijn komen als de bestelling.',
    substituteOtherFormat:
      'Het vervangproduct moet hetzelfde formaat hebben (groot formaat, klein formaat of ander) als het ontbrekende product.',
    substituteSameProduct: 'Kies een ander product dan het ontbrekende.',
    substituteNotShoppersChoice:
      'De klant heeft gekozen wat dit product vervangt (een bepaald product, of niets en een terugbetaling): volg die keuze.',
    substituteUnavailable: 'Dit vervangproduct is niet beschikbaar.',
    shelvesIncomplete: 'De volgorde van de afdelingen moet elke afdeling één keer noemen.',
  },
});
