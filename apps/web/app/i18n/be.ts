import fr, { type Messages } from './fr.js';

/** Belgian French: the French catalog with Belgian contacts, code and wording. */
const be: Messages = {
  ...fr,
  'promo.part3': 'BONJOUR',
  'footer.phone': '02 588 42 42',
  'footer.supportHours': 'Du lundi au samedi de 8h30 à 21h30',
  'footer.alcoholWarning':
    "L'abus d'alcool nuit à la santé, à consommer avec modération. La vente d'alcool est interdite aux mineurs : en commandant, vous déclarez avoir 18 ans ou plus.",
  'home.coverage': 'Livraison dans plus de 2500 villes, et à Bruxelles',
  'login.email': 'Adresse e-mail',
};
export default be;
