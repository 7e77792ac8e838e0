/**
 * Spec §2 'favoris': the same page as mes-favoris, login required too (decided here: a favourite
 * belongs to a customer; the spec does not say). Its canonical page is mes-favoris.
 */
export { default, handle, loader } from './mes-favoris';
