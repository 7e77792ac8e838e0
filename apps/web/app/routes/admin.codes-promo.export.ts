/** /admin/codes-promo/export?q=: every promo code the list's search matches, as CSV (the list's own loader writes it). */
export { loader } from './admin.codes-promo';
