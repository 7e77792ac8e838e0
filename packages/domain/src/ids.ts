/** The largest PostgreSQL `integer` (int4): every id, quantity and count column of the shop. */
export const MAX_INT4 = 2_147_483_647;

/**
 * An id written in a URL: decimal digits only (no sign, exponent, hexadecimal, spaces or leading
 * zero), from 1 to MAX_INT4; anything else is null, so a page or a route answers 404 or 400, never
 * a database error.
 */
export function parseId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_INT4 ? id : null;
}

/** Strict decimal integer text ("-12", "0", "42"), the only form a query or path integer may take. */
export const DECIMAL_INTEGER = /^(0|-?[1-9][0-9]{0,15})$/;
