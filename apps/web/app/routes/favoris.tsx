/**
 * 'favoris': the same page as mes-favoris, login required too (decided here: a favourite
 * belongs to a customer). Its canonical page is mes-favoris.
 */
export { default, handle, loader } from './mes-favoris';
