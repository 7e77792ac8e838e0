import { parseId } from '@consigne/domain';
import { data } from 'react-router';

/**
 * The id of a page URL (order, address…): an impossible one (not decimal digits, 0, above the
 * database's integer) is the 404 page at once, without asking the API.
 */
export function pageId(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/**
 * An API answer that means "no such page": 404 for an unknown id or slug, 400 for a URL parameter
 * the API refuses outright (control characters, out of range).
 */
export const isMissing = (status: number) => status === 404 || status === 400;
