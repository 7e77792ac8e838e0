import { defineMessages } from '../define.js';

/** Back-office: the unalterable sales journal (/admin/journal-des-ventes), its check and closures. */
export default defineMessages({
  fr: {
    'adminSalesJournal.title': 'Journal des ventes',
    'adminSalesJournal.intro':
      'Chaque facture, avoir et paiement encaissé à la livraison y est inscrit à la suite du précédent et scellé par son empreinte : rien ne peut y être modifié ni supprimé sans que la vérification le montre. Il est clôturé chaque jour, chaque mois et chaque année.',
    'adminSalesJournal.intact':
      'Chaîne intacte : {count, plural, =0 {aucune écriture pour l’instant} one {# écriture vérifiée} other {# écritures vérifiées}}.',
    'adminSalesJournal.broken': 'Chaîne rompue à l’écriture n° {seq} : {reason}',
    'adminSalesJournal.reason.seqGap': 'une écriture manque ou n’est pas à son rang.',
    'adminSalesJournal.reason.previousHashMismatch':
      'elle ne renvoie pas à l’empreinte de l’écriture précédente.',
    'adminSalesJournal.reason.hashMismatch': 'son contenu ne correspond plus à son empreinte.',
    'adminSalesJournal.reason.grandTotalMismatch':
      'son total perpétuel ne découle pas des écritures précédentes.',
    'adminSalesJournal.reason.missingTail': 'des écritures manquent à la fin.',
    'adminSalesJournal.brokenHelp':
      'Ne corrigez rien dans la base : laissez-la en l’état et prévenez l’administrateur. La vérification est refaite à chaque ouverture de cette page et par la commande npm run journal:verify.',
    'adminSalesJournal.head': 'Dernière écriture : n° {seq}, empreinte {hash}',
    'adminSalesJournal.headHelp':
      'Notez cette empreinte hors de la boutique (un registre, un courriel) : une suppression des dernières écritures se verra en la comparant.',
    'adminSalesJournal.grandTotal': 'Total perpétuel des ventes : {amount}',
    'adminSalesJournal.checkedAt': 'Vérifié le {date}.',
    'adminSalesJournal.closures': 'Dernières clôtures',
    'adminSalesJournal.closuresEmpty':
      'Aucune clôture pour l’instant : la première est écrite la nuit qui suit la première vente.',
    'adminSalesJournal.seq': 'N°',
    'adminSalesJournal.kind': 'Clôture',
    'adminSalesJournal.kind.closure_day': 'Journée',
    'adminSalesJournal.kind.closure_month': 'Mois',
    'adminSalesJournal.kind.closure_year': 'Année',
    'adminSalesJournal.period': 'Période',
    'adminSalesJournal.sales': 'Ventes TTC',
    'adminSalesJournal.vat': 'TVA par taux',
    'adminSalesJournal.entryGrandTotal': 'Total perpétuel',
    'adminSalesJournal.recordedAt': 'Écrite le',
  },
  es: {
    'adminSalesJournal.title': 'Registro de ventas',
    'adminSalesJournal.intro':
      'Cada factura, factura rectificativa y cobro en la entrega se inscribe a continuación del anterior, sellado con su huella: nada puede modificarse ni borrarse sin que la verificación lo muestre. Se cierra cada día, cada mes y cada año.',
    'adminSalesJournal.intact':
      'Cadena intacta: {count, plural, =0 {todavía no hay asientos} one {# asiento verificado} other {# asientos verificados}}.',
    'adminSalesJournal.broken': 'Cadena rota en el asiento n.º {seq}: {reason}',
    'adminSalesJournal.reason.seqGap': 'falta un asiento o no está en su orden.',
    'adminSalesJournal.reason.previousHashMismatch': 'no remite a la huella del asiento anterior.',
    'adminSalesJournal.reason.hashMismatch': 'su contenido ya no corresponde a su huella.',
    'adminSalesJournal.reason.grandTotalMismatch':
      'su total perpetuo no se deduce de los asientos anteriores.',
    'adminSalesJournal.reason.missingTail': 'faltan asientos al final.',
    'adminSalesJournal.brokenHelp':
      'No corrijas nada en la base de datos: déjala tal cual y avisa al administrador. La verificación se repite cada vez que abres esta página y con el comando npm run journal:verify.',
    'adminSalesJournal.head': 'Último asiento: n.º {seq}, huella {hash}',
    'adminSalesJournal.headHelp':
      'Anota esta huella fuera de la tienda (un registro, un correo): si se borraran los últimos asientos, se vería al compararla.',
    'adminSalesJournal.grandTotal': 'Total perpetuo de ventas: {amount}',
    'adminSalesJournal.checkedAt': 'Verificado el {date}.',
    'adminSalesJournal.closures': 'Últimos cierres',
    'adminSalesJournal.closuresEmpty':
      'Todavía no hay cierres: el primero se escribe la noche siguiente a la primera venta.',
    'adminSalesJournal.seq': 'N.º',
    'adminSalesJournal.kind': 'Cierre',
    'adminSalesJournal.kind.closure_day': 'Día',
    'adminSalesJournal.kind.closure_month': 'Mes',
    'adminSalesJournal.kind.closure_year': 'Año',
    'adminSalesJournal.period': 'Periodo',
    'adminSalesJournal.sales': 'Ventas IVA incluido',
    'adminSalesJournal.vat': 'IVA por tipo',
    'adminSalesJournal.entryGrandTotal': 'Total perpetuo',
    'adminSalesJournal.recordedAt': 'Escrito el',
  },
  'nl-BE': {
    'adminSalesJournal.title': 'Verkoopjournaal',
    'adminSalesJournal.intro':
      'Elke factuur, creditnota en betaling aan de deur wordt erin ingeschreven na de vorige en verzegeld met een vingerafdruk: niets kan gewijzigd of gewist worden zonder dat de controle het toont. Het journaal wordt elke dag, elke maand en elk jaar afgesloten.',
    'adminSalesJournal.intact':
      'Keten intact: {count, plural, =0 {nog geen boekingen} one {# boeking gecontroleerd} other {# boekingen gecontroleerd}}.',
    'adminSalesJournal.broken': 'Keten verbroken bij boeking nr. {seq}: {reason}',
    'adminSalesJournal.reason.seqGap': 'er ontbreekt een boeking of ze staat niet op haar plaats.',
    'adminSalesJournal.reason.previousHashMismatch':
      'ze verwijst niet naar de vingerafdruk van de vorige boeking.',
    'adminSalesJournal.reason.hashMismatch': 'haar inhoud klopt niet meer met haar vingerafdruk.',
    'adminSalesJournal.reason.grandTotalMismatch':
      'haar doorlopend totaal volgt niet uit de vorige boekingen.',
    'adminSalesJournal.reason.missingTail': 'er ontbreken boekingen op het einde.',
    'adminSalesJournal.brokenHelp':
      'Verbeter niets in de databank: laat ze zoals ze is en verwittig de beheerder. De controle wordt herhaald telkens je deze pagina opent, en met het commando npm run journal:verify.',
    'adminSalesJournal.head': 'Laatste boeking: nr. {seq}, vingerafdruk {hash}',
    'adminSalesJournal.headHelp':
      'Noteer deze vingerafdruk buiten de winkel (in een register, een e-mail): worden de laatste boekingen gewist, dan zie je het door ze te vergelijken.',
    'adminSalesJournal.grandTotal': 'Doorlopend verkooptotaal: {amount}',
    'adminSalesJournal.checkedAt': 'Gecontroleerd op {date}.',
    'adminSalesJournal.closures': 'Laatste afsluitingen',
    'adminSalesJournal.closuresEmpty':
      'Nog geen afsluitingen: de eerste wordt geschreven in de nacht na de eerste verkoop.',
    'adminSalesJournal.seq': 'Nr.',
    'adminSalesJournal.kind': 'Afsluiting',
    'adminSalesJournal.kind.closure_day': 'Dag',
    'adminSalesJournal.kind.closure_month': 'Maand',
    'adminSalesJournal.kind.closure_year': 'Jaar',
    'adminSalesJournal.period': 'Periode',
    'adminSalesJournal.sales': 'Verkoop incl. btw',
    'adminSalesJournal.vat': 'Btw per tarief',
    'adminSalesJournal.entryGrandTotal': 'Doorlopend totaal',
    'adminSalesJournal.recordedAt': 'Geschreven op',
  },
});
