import { defineApiMessages } from '../shared/define-messages.js';

/** The forfeit period's refusal (issue 17 item 5). */
export default defineApiMessages({
  fr: {
    depositForfeitDaysInvalid: 'Le délai doit être un nombre entier de jours, de 30 à 3650.',
  },
  es_ES: {
    depositForfeitDaysInvalid: 'El plazo debe ser un número entero de días, de 30 a 3650.',
  },
  nl_BE: {
    depositForfeitDaysInvalid: 'De termijn moet een geheel aantal dagen zijn, van 30 tot 3650.',
  },
});
