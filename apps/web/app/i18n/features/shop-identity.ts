import { defineMessages } from '../define.js';

/**
 * Invoices stay SPECIMEN until the seller's legal identity (SELLER_*) is configured.
 * 'SPECIMEN' itself is the same word in every language.
 */
export default defineMessages({
  fr: {
    'shopIdentity.specimen': 'SPECIMEN',
    'shopIdentity.specimenNotice':
      'Ces factures sont des spécimens : l’identité légale du vendeur n’est pas encore configurée sur cette boutique.',
  },
  es: {
    'shopIdentity.specimen': 'SPECIMEN',
    'shopIdentity.specimenNotice':
      'Estas facturas son especímenes: la identidad legal del vendedor aún no está configurada en esta tienda.',
  },
  'nl-BE': {
    'shopIdentity.specimen': 'SPECIMEN',
    'shopIdentity.specimenNotice':
      'Deze facturen zijn specimens: de wettelijke identiteit van de verkoper is in deze winkel nog niet ingesteld.',
  },
});
