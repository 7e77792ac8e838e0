import { defineApiMessages } from '../shared/define-messages.js';

/** The e-reports' refusals (back-office). */
export default defineApiMessages({
  fr: {
    ereportPeriodNotOver:
      'Cette période n’est pas terminée : sa déclaration pourra être transmise le lendemain de son dernier jour.',
  },
  es_ES: {
    ereportPeriodNotOver:
      'Este periodo aún no ha terminado: su declaración podrá enviarse el día siguiente a su último día.',
  },
  nl_BE: {
    ereportPeriodNotOver:
      'Deze periode is nog niet afgelopen: de aangifte kan worden verstuurd vanaf de dag na de laatste dag.',
  },
});
