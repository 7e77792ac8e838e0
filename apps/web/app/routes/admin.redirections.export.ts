/** /admin/redirections/export?q=: every redirect the list's search matches, as CSV (the list's own loader writes it). */
export { loader } from './admin.redirections';
