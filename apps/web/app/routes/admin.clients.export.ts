/** /admin/clients/export?q=: every customer the list's search matches, as CSV (the list's own loader writes it). */
export { loader } from './admin.clients';
