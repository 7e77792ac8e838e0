import { defineApiMessages } from '../shared/define-messages.js';

/** The back-office's promo code refusals (field errors of the code form among them). */
export default defineApiMessages({
  fr: {
    promoCodeFormat:
      'Un code compte de 3 à 40 caractères : lettres sans accent, chiffres, tiret ou tiret bas.',
    promoCodeTaken: 'Ce code existe déjà (les codes ne distinguent pas majuscules et minuscules).',
    promoAmountMin: 'Indiquez un montant d’au moins 0,01 €.',
    promoAmountCents: 'Un montant a au plus deux décimales.',
    promoPercentRange: 'Indiquez un pourcentage entier de 1 à 100.',
    promoMinSubtotalInvalid: 'Le panier minimum est un montant positif ou nul.',
    promoLimitInvalid: 'Une limite d’utilisation est un nombre entier d’au moins 1.',
    promoGiftRequired: 'Choisissez le produit offert.',
    promoGiftUnknown: 'Aucun produit ne porte cette clé.',
    promoEndBeforeStart: 'La fin doit venir après le début.',
    promoCodeNotFound: 'Ce code promo n’existe pas.',
  },
  es_ES: {
    promoCodeFormat: 'Un código tiene de 3 a 40 caracteres: letras sin tilde, cifras, guion o guion bajo.',
    promoCodeTaken: 'Este código ya existe (los códigos no distinguen mayúsculas y minúsculas).',
    promoAmountMin: 'Indica un importe de al menos 0,01 €.',
    promoAmountCents: 'Un importe tiene como máximo dos decimales.',
    promoPercentRange: 'Indica un porcentaje entero de 1 a 100.',
    promoMinSubtotalInvalid: 'El importe mínimo de compra es positivo o cero.',
    promoLimitInvalid: 'Un límite de uso es un número entero de al menos 1.',
    promoGiftRequired: 'Elige el producto de regalo.',
    promoGiftUnknown: 'Ningún producto tiene esta clave.',
    promoEndBeforeStart: 'El fin debe ser posterior al inicio.',
    promoCodeNotFound: 'Este código promocional no existe.',
  },
  nl_BE: {
    promoCodeFormat:
      'Een code telt 3 tot 40 tekens: letters zonder accent, cijfers, koppelteken of underscore.',
    promoCodeTaken: 'Deze code bestaat al (codes maken geen onderscheid tussen hoofd- en kleine letters).',
    promoAmountMin: 'Geef een bedrag van minstens € 0,01 op.',
    promoAmountCents: 'Een bedrag heeft hoogstens twee decimalen.',
    promoPercentRange: 'Geef een geheel percentage van 1 tot 100 op.',
    promoMinSubtotalInvalid: 'Het minimumbedrag is positief of nul.',
    promoLimitInvalid: 'Een gebruikslimiet is een geheel getal van minstens 1.',
    promoGiftRequired: 'Kies het gratis product.',
    promoGiftUnknown: 'Geen enkel product heeft deze sleutel.',
    promoEndBeforeStart: 'Het einde moet na het begin komen.',
    promoCodeNotFound: 'Deze promotiecode bestaat niet.',
  },
});
