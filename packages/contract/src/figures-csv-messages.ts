import { defineMessages } from '@consigne/domain';

/**
 * The header row (and the total line's label) of the back-office figures CSV, in the staff member's
 * language: the API writes the file, so its texts live here like the e-mails' (docs/adr/0027), and
 * the storefront's catalogs include them (features/index.ts), so the same completeness checks hold.
 * The columns' order is the API's (apps/api/src/modules/admin/figures/csv.ts).
 */
export const figuresCsvMessages = defineMessages({
  fr: {
    'figuresCsv.date': 'Date',
    'figuresCsv.total': 'Total',
    'figuresCsv.orders': 'Commandes',
    'figuresCsv.revenueTtc': 'Ventes TTC (€)',
    'figuresCsv.revenueHt': 'Ventes HT (€)',
    'figuresCsv.deliveryFees': 'Frais de livraison (€)',
    'figuresCsv.averageBasket': 'Panier moyen TTC (€)',
    'figuresCsv.promoCost': 'Coût des codes promo (€)',
    'figuresCsv.slotCapacity': 'Places des créneaux',
    'figuresCsv.fillRate': 'Remplissage des créneaux (%)',
    'figuresCsv.depositsOut': 'Consignes sorties (€)',
    'figuresCsv.depositsReturned': 'Consignes rendues (€)',
    'figuresCsv.returnRate': 'Taux de retour des consignes (%)',
    'figuresCsv.newCustomers': 'Nouveaux clients',
    'figuresCsv.referralsRewarded': 'Parrainages récompensés',
    'figuresCsv.registrations': 'Inscriptions',
    'figuresCsv.referralSignups': 'Filleuls inscrits',
    'figuresCsv.walletLiabilities': 'Cagnottes des clients (€)',
  },
  // Belgian French says TVAC and HTVA (as the catalogue's prices do).
  be: {
    'figuresCsv.revenueTtc': 'Ventes TVAC (€)',
    'figuresCsv.revenueHt': 'Ventes HTVA (€)',
    'figuresCsv.averageBasket': 'Panier moyen TVAC (€)',
  },
  es: {
    'figuresCsv.date': 'Fecha',
    'figuresCsv.total': 'Total',
    'figuresCsv.orders': 'Pedidos',
    'figuresCsv.revenueTtc': 'Ventas IVA incl. (€)',
    'figuresCsv.revenueHt': 'Ventas sin IVA (€)',
    'figuresCsv.deliveryFees': 'Gastos de envío (€)',
    'figuresCsv.averageBasket': 'Cesta media IVA incl. (€)',
    'figuresCsv.promoCost': 'Coste de los códigos promocionales (€)',
    'figuresCsv.slotCapacity': 'Plazas de las franjas',
    'figuresCsv.fillRate': 'Ocupación de las franjas (%)',
    'figuresCsv.depositsOut': 'Depósitos salidos (€)',
    'figuresCsv.depositsReturned': 'Depósitos devueltos (€)',
    'figuresCsv.returnRate': 'Tasa de devolución de envases (%)',
    'figuresCsv.newCustomers': 'Clientes nuevos',
    'figuresCsv.referralsRewarded': 'Apadrinamientos recompensados',
    'figuresCsv.registrations': 'Registros',
    'figuresCsv.referralSignups': 'Ahijados registrados',
    'figuresCsv.walletLiabilities': 'Monederos de los clientes (€)',
  },
  'nl-BE': {
    'figuresCsv.date': 'Datum',
    'figuresCsv.total': 'Totaal',
    'figuresCsv.orders': 'Bestellingen',
    'figuresCsv.revenueTtc': 'Verkoop incl. btw (€)',
    'figuresCsv.revenueHt': 'Verkoop excl. btw (€)',
    'figuresCsv.deliveryFees': 'Leveringskosten (€)',
    'figuresCsv.averageBasket': 'Gemiddeld winkelmandje incl. btw (€)',
    'figuresCsv.promoCost': 'Kost van de promocodes (€)',
    'figuresCsv.slotCapacity': 'Plaatsen in de tijdsloten',
    'figuresCsv.fillRate': 'Bezetting van de tijdsloten (%)',
    'figuresCsv.depositsOut': 'Leeggoed meegeleverd (€)',
    'figuresCsv.depositsReturned': 'Leeggoed teruggebracht (€)',
    'figuresCsv.returnRate': 'Terugbrengpercentage van het leeggoed (%)',
    'figuresCsv.newCustomers': 'Nieuwe klanten',
    'figuresCsv.referralsRewarded': 'Beloonde peterschappen',
    'figuresCsv.registrations': 'Registraties',
    'figuresCsv.referralSignups': 'Geregistreerde petekinderen',
    'figuresCsv.walletLiabilities': 'Spaarpotten van de klanten (€)',
  },
});

export type FiguresCsvMessageKey = keyof typeof figuresCsvMessages.fr;
