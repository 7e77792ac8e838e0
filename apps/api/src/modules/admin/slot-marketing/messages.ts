import { defineApiMessages } from '../shared/define-messages.js';

/** Slot marketing operations (issue 16). */
export default defineApiMessages({
  fr: {
    slotMarketingIconInvalid:
      'L’icône est « leaf » (la feuille de la boutique) ou un symbole court, par exemple 🚚 — sans lettres ni chiffres.',
    slotMarketingEndBeforeStart: 'La fin de l’opération vient avant son début.',
    slotMarketingColorsPair: 'Choisissez les deux couleurs, ou aucune (celles de la boutique).',
    slotMarketingContrastLow:
      'Le texte serait peu lisible sur ce fond : choisissez des couleurs plus contrastées (4,5:1 au moins).',
  },
  es_ES: {
    slotMarketingIconInvalid:
      'El icono es «leaf» (la hoja de la tienda) o un símbolo corto, por ejemplo 🚚, sin letras ni cifras.',
    slotMarketingEndBeforeStart: 'El fin de la operación es anterior a su inicio.',
    slotMarketingColorsPair: 'Elige los dos colores, o ninguno (los de la tienda).',
    slotMarketingContrastLow:
      'El texto se leería mal sobre este fondo: elige colores con más contraste (4,5:1 como mínimo).',
  },
  nl_BE: {
    slotMarketingIconInvalid:
      'Het pictogram is “leaf” (het blad van de winkel) of een kort symbool, bijvoorbeeld 🚚, zonder letters of cijfers.',
    slotMarketingEndBeforeStart: 'Het einde van de actie ligt vóór het begin.',
    slotMarketingColorsPair: 'Kies beide kleuren, of geen (die van de winkel).',
    slotMarketingContrastLow:
      'De tekst zou slecht leesbaar zijn op deze achtergrond: kies kleuren met meer contrast (minstens 4,5:1).',
  },
});
