/** /admin/produits/export?…: every product the list's filters match, as CSV (the list's own loader writes it). */
export { loader } from './admin.produits';
