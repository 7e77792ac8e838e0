import { defineApiMessages } from '../shared/define-messages.js';

/** The back-office's promo code refusals (a field's own texts are the contract's field messages). */
export default defineApiMessages({
  fr: {
    promoCodeTaken: 'Ce code existe déjà (les codes ne distinguent pas majuscules et minuscules).',
    promoGiftUnknown: 'Aucun produit ne porte cette clé.',
    promoCodeNotFound: 'Ce code promo n’existe pas.',
  },
  es_ES: {
    promoCodeTaken: 'Este código ya existe (los códigos no distinguen mayúsculas y minúsculas).',
    promoGiftUnknown: 'Ningún producto tiene esta clave.',
    promoCodeNotFound: 'Este código promocional no existe.',
  },
  nl_BE: {
    promoCodeTaken: 'Deze code bestaat al (codes maken geen onderscheid tussen hoofd- en kleine letters).',
    promoGiftUnknown: 'Geen enkel product heeft deze sleutel.',
    promoCodeNotFound: 'Deze promocode bestaat niet.',
  },
});
