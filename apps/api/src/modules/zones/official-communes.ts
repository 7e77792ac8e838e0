import { createRequire } from 'node:module';
import type { AddressCountry } from '@consigne/domain';
import { brusselsCommunes } from './brussels-communes.js';

/** One (commune, postal code) pair. */
export interface Commune {
  code: string;
  /** 'French / Dutch' for bilingual Brussels communes. */
  name: string;
  postalCode: string;
  country: AddressCountry;
  population: number;
}

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  codesPostaux?: string[];
  population?: number;
}

let official: Commune[] | undefined;
/**
 * The official list: every current French commune with its La Poste postal codes
 * (@etalab/decoupage-administratif) and the 19 Brussels communes. Loaded once, on first use.
 */
export function officialCommunes(): Commune[] {
  if (!official) {
    const require = createRequire(import.meta.url);
    const list = require('@etalab/decoupage-administratif/data/communes.json') as EtalabCommune[];
    official = list
      .filter((c) => c.type === 'commune-actuelle')
      .flatMap((c) =>
        (c.codesPostaux ?? []).map((postalCode) => ({
          code: c.code,
          name: c.nom,
          postalCode,
          country: 'FR' as const,
          population: c.population ?? 0,
        })),
      );
    for (const c of brusselsCommunes)
      for (const postalCode of c.postalCodes)
        official.push({ code: c.code, name: c.name, postalCode, country: 'BE', population: c.population });
  }
  return official;
}
