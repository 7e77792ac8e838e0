/** /admin/commandes/export?…: every order the list's filters match, as CSV (the list's own loader writes it). */
export { loader } from './admin.commandes';
