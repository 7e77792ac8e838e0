import type { Db } from '../../../db/client.js';
import { FallbackLookup, type AddressLookup, type FetchFn } from '../address-lookup.js';
import { BpostLookup } from './bpost.js';
import { GeoplateformeLookup } from './geoplateforme.js';
import { dbCommuneSource, OfflineLookup } from './offline.js';

export const ADDRESS_LOOKUPS = ['offline', 'geoplateforme', 'bpost'] as const;
export type AddressLookupKind = (typeof ADDRESS_LOOKUPS)[number];

/** The start-up choice: ADDRESS_LOOKUP=offline|geoplateforme|bpost (default offline). */
export function createAddressLookup(
  kind: string | undefined,
  deps: { db: Db; fetch?: FetchFn; onError?: (error: unknown) => void },
): AddressLookup {
  const offline = new OfflineLookup(dbCommuneSource(deps.db));
  const fetchFn = deps.fetch ?? ((input, init) => fetch(input, init));
  switch (kind || 'offline') {
    case 'offline':
      return offline;
    case 'geoplateforme':
      return new FallbackLookup(new GeoplateformeLookup({ fetch: fetchFn }), offline, deps.onError);
    case 'bpost':
      return new FallbackLookup(new BpostLookup({ fetch: fetchFn }), offline, deps.onError);
    default:
      throw new Error(`ADDRESS_LOOKUP must be one of ${ADDRESS_LOOKUPS.join(', ')} (got '${kind}')`);
  }
}
