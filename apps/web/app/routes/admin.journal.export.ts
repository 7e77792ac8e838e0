/** /admin/journal/export?entity=: every audit entry the list's filter matches, as CSV (the list's own loader writes it). */
export { loader } from './admin.journal';
