import { parseCookies, SELECTED_ADDRESS_COOKIE, serializeCookie, WAREHOUSE_COOKIE } from '../../lib/cookies';
import { toChosenAddress, type ChosenAddress } from './address';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Pages render on the server, so the chosen address also lives in a cookie (JSON, 365 days) that
 * the registration loaders read; the browser keeps its own copy in the 'selectedAddress' store.
 */
export function readSelectedAddress(request: Request): ChosenAddress | null {
  const raw = parseCookies(request.headers.get('cookie'))[SELECTED_ADDRESS_COOKIE];
  if (!raw) return null;
  try {
    return toChosenAddress(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function selectedAddressCookie(address: ChosenAddress, secure: boolean): string {
  return serializeCookie(SELECTED_ADDRESS_COOKIE, JSON.stringify(address), { maxAge: YEAR, secure });
}

export function clearedSelectedAddressCookie(secure: boolean): string {
  return serializeCookie(SELECTED_ADDRESS_COOKIE, '', { maxAge: 0, secure });
}

/** A guest at a delivered address sees the catalogue of its zone's warehouse. */
export function warehouseCookie(warehouseId: number, secure: boolean): string {
  return serializeCookie(WAREHOUSE_COOKIE, String(warehouseId), { maxAge: YEAR, secure, httpOnly: false });
}
