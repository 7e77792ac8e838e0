/**
 * Seed geography: warehouses (one per metro), the communes they deliver to, partner pickup points
 * and delivery zones.
 *
 * French communes come from `@etalab/decoupage-administratif` (official INSEE codes and La Poste
 * postal codes); the 19 communes of the Brussels-Capital Region are the zones module's
 * (modules/zones/brussels-communes.ts: the offline address lookup reads them at run time).
 * Warehouse and pickup-point addresses are invented but use real street names, postal codes and
 * approximate coordinates.
 */
import { createRequire } from 'node:module';
import type { ApiLocale } from '@consigne/domain';
import type { PointTexts } from '../../schema/geo.js';
import { brusselsCommunes, type CommuneRecord } from '../../../modules/zones/index.js';

/** A commune as the seed lists it: the zones module's record (the Brussels list lives there). */
export type SeedCommune = CommuneRecord;
export { brusselsCommunes };

export interface SeedWarehouse {
  key: string; // e.g. 'lille'
  name: string; // display name, e.g. 'Entrepôt Lille'
  city: string; // metro area served, e.g. 'Lille' (the street address may be in a neighbouring commune)
  country: 'FR' | 'BE';
  address: string; // full postal address: street, postal code, commune
  lat: number;
  lng: number;
  departments: string[]; // French département codes served (each belongs to at most one warehouse); [] for Brussels
  deliveryFreeThresholdCents: number;
  deliveryFeeCents: number;
  orderMinimumAmountCents: number;
}

export interface SeedPickupPoint {
  key: string;
  warehouse: string; // SeedWarehouse.key
  name: string;
  address: string; // street part only
  postalCode: string;
  city: string;
  lat: number;
  lng: number;
  openingHours: string; // French, e.g. 'Mar–sam 9h–19h'
  /** Its texts in other languages (zones.translations): Brussels' street names are bilingual. */
  translations?: Partial<Record<ApiLocale, PointTexts>>;
}

export interface SeedDeliveryZone {
  key: string; // 'zone-59', 'zone-bruxelles'
  warehouse: string; // SeedWarehouse.key
  name: string; // 'Nord (59)', 'Bruxelles-Capitale'
  communeCodes: string[]; // SeedCommune.code values
}

const FR_DELIVERY = {
  deliveryFreeThresholdCents: 4000,
  deliveryFeeCents: 300,
  orderMinimumAmountCents: 2000,
} as const;

const BE_DELIVERY = {
  deliveryFreeThresholdCents: 4000,
  deliveryFeeCents: 300,
  orderMinimumAmountCents: 2500,
} as const;

/**
 * Seven French metros and Brussels. Départements are chosen so that the French warehouses together
 * serve ~4,200 communes (see geography.test.ts): Lyon drops Isère and Paris keeps the inner ring
 * (petite couronne) only, which is also what same-day delivery can realistically cover.
 */
export const warehouses: SeedWarehouse[] = [
  {
    key: 'lille',
    name: 'Entrepôt Lille',
    city: 'Lille',
    country: 'FR',
    address: "14 rue des Saules, Parc d'activités du CRT, 59810 Lesquin",
    lat: 50.5842,
    lng: 3.1081,
    departments: ['59', '62'],
    ...FR_DELIVERY,
  },
  {
    key: 'lyon',
    name: 'Entrepôt Lyon',
    city: 'Lyon',
    country: 'FR',
    address: '9 avenue Tony-Garnier, Port Édouard-Herriot, 69007 Lyon',
    lat: 45.7283,
    lng: 4.8296,
    departments: ['69', '01'],
    ...FR_DELIVERY,
  },
  {
    key: 'nantes',
    name: 'Entrepôt Nantes',
    city: 'Nantes',
    country: 'FR',
    address: '6 rue de la Pâture, ZI de Cheviré, 44100 Nantes',
    lat: 47.1985,
    lng: -1.6072,
    departments: ['44', '85'],
    ...FR_DELIVERY,
  },
  {
    key: 'bordeaux',
    name: 'Entrepôt Bordeaux',
    city: 'Bordeaux',
    country: 'FR',
    address: '31 quai de Brazza, 33100 Bordeaux',
    lat: 44.8572,
    lng: -0.5528,
    departments: ['33'],
    ...FR_DELIVERY,
  },
  {
    key: 'toulouse',
    name: 'Entrepôt Toulouse',
    city: 'Toulouse',
    country: 'FR',
    address: '210 avenue des États-Unis, ZI de Fondeyre, 31200 Toulouse',
    lat: 43.6372,
    lng: 1.4218,
    departments: ['31'],
    ...FR_DELIVERY,
  },
  {
    key: 'paris',
    name: 'Entrepôt Paris',
    city: 'Paris',
    country: 'FR',
    address: '38 quai Marcel-Boyer, 94200 Ivry-sur-Seine',
    lat: 48.8196,
    lng: 2.4003,
    departments: ['75', '92', '93', '94'],
    ...FR_DELIVERY,
  },
  {
    key: 'marseille',
    name: 'Entrepôt Marseille',
    city: 'Marseille',
    country: 'FR',
    address: '27 chemin de Sainte-Marthe, ZI des Arnavaux, 13014 Marseille',
    lat: 43.3292,
    lng: 5.3871,
    departments: ['13', '83'],
    ...FR_DELIVERY,
  },
  {
    key: 'bruxelles',
    name: 'Entrepôt Bruxelles',
    city: 'Bruxelles',
    country: 'BE',
    address: 'Quai des Usines 112, 1000 Bruxelles',
    lat: 50.8765,
    lng: 4.3712,
    departments: [],
    ...BE_DELIVERY,
  },
];

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
  population?: number;
}

interface EtalabDepartement {
  code: string;
  nom: string;
}

const require = createRequire(import.meta.url);

let communesCache: EtalabCommune[] | undefined;
function etalabCommunes(): EtalabCommune[] {
  communesCache ??= require('@etalab/decoupage-administratif/data/communes.json') as EtalabCommune[];
  return communesCache;
}

let departementsCache: Map<string, string> | undefined;
function departementNames(): Map<string, string> {
  if (!departementsCache) {
    const list = require('@etalab/decoupage-administratif/data/departements.json') as EtalabDepartement[];
    departementsCache = new Map(list.map((d) => [d.code, d.nom]));
  }
  return departementsCache;
}

/**
 * Current French communes ('commune-actuelle', with at least one postal code) of the given
 * départements, sorted by INSEE code. Paris, Lyon and Marseille appear once, with all their
 * arrondissement postal codes.
 */
export function frenchCommunes(departments: string[]): SeedCommune[] {
  const wanted = new Set(departments);
  const result: SeedCommune[] = [];
  for (const c of etalabCommunes()) {
    if (c.type !== 'commune-actuelle' || c.departement === undefined || !wanted.has(c.departement)) continue;
    const postalCodes = c.codesPostaux ?? [];
    if (postalCodes.length === 0) continue;
    result.push({
      code: c.code,
      name: c.nom,
      postalCodes: [...postalCodes],
      population: c.population ?? 0,
      departement: c.departement,
    });
  }
  return result.sort((a, b) => a.code.localeCompare(b.code));
}

/** Partner shops (épiceries, cafés, organic stores) acting as pickup points; names are invented. */
export const pickupPoints: SeedPickupPoint[] = [
  // Lille
  {
    key: 'lille-vieux-lille',
    warehouse: 'lille',
    name: 'Épicerie du Vieux-Lille',
    address: '14 rue de Gand',
    postalCode: '59800',
    city: 'Lille',
    lat: 50.6418,
    lng: 3.0659,
    openingHours: 'Mar–sam 9h–19h',
  },
  {
    key: 'lille-wazemmes',
    warehouse: 'lille',
    name: 'Le Comptoir de Wazemmes',
    address: '32 rue des Sarrazins',
    postalCode: '59000',
    city: 'Lille',
    lat: 50.6282,
    lng: 3.0514,
    openingHours: 'Mar–dim 8h–14h',
  },
  {
    key: 'lille-roubaix',
    warehouse: 'lille',
    name: 'La Cagette roubaisienne',
    address: '58 Grande Rue',
    postalCode: '59100',
    city: 'Roubaix',
    lat: 50.6928,
    lng: 3.1823,
    openingHours: 'Lun–sam 9h–19h30',
  },
  {
    key: 'lille-lambersart',
    warehouse: 'lille',
    name: 'Vrac & Bocaux',
    address: "85 avenue de l'Hippodrome",
    postalCode: '59130',
    city: 'Lambersart',
    lat: 50.6441,
    lng: 3.0298,
    openingHours: 'Mar–sam 9h30–19h',
  },
  // Lyon
  {
    key: 'lyon-croix-rousse',
    warehouse: 'lyon',
    name: 'Épicerie du Plateau',
    address: '45 boulevard de la Croix-Rousse',
    postalCode: '69004',
    city: 'Lyon',
    lat: 45.7746,
    lng: 4.8297,
    openingHours: 'Mar–sam 9h–19h30',
  },
  {
    key: 'lyon-guillotiere',
    warehouse: 'lyon',
    name: 'Café Guillotière',
    address: '20 rue de Marseille',
    postalCode: '69007',
    city: 'Lyon',
    lat: 45.7538,
    lng: 4.8428,
    openingHours: 'Lun–sam 8h–20h',
  },
  {
    key: 'lyon-villeurbanne',
    warehouse: 'lyon',
    name: 'La Ruche bio Villeurbanne',
    address: '102 cours Émile-Zola',
    postalCode: '69100',
    city: 'Villeurbanne',
    lat: 45.7702,
    lng: 4.8801,
    openingHours: 'Lun–sam 9h–19h30',
  },
  {
    key: 'lyon-monplaisir',
    warehouse: 'lyon',
    name: 'Épicerie Monplaisir',
    address: '70 avenue des Frères-Lumière',
    postalCode: '69008',
    city: 'Lyon',
    lat: 45.7437,
    lng: 4.8702,
    openingHours: 'Mar–sam 9h–13h et 15h–19h',
  },
  // Nantes
  {
    key: 'nantes-bouffay',
    warehouse: 'nantes',
    name: 'Épicerie du Bouffay',
    address: '6 rue de la Juiverie',
    postalCode: '44000',
    city: 'Nantes',
    lat: 47.2149,
    lng: -1.5528,
    openingHours: 'Mar–sam 10h–19h',
  },
  {
    key: 'nantes-talensac',
    warehouse: 'nantes',
    name: 'Café Talensac',
    address: '10 rue Talensac',
    postalCode: '44000',
    city: 'Nantes',
    lat: 47.2216,
    lng: -1.5598,
    openingHours: 'Mar–dim 8h–14h',
  },
  {
    key: 'nantes-chantenay',
    warehouse: 'nantes',
    name: 'Le Panier de Chantenay',
    address: '3 place Jean-Macé',
    postalCode: '44100',
    city: 'Nantes',
    lat: 47.2027,
    lng: -1.5917,
    openingHours: 'Mar–sam 9h–19h',
  },
  {
    key: 'nantes-reze',
    warehouse: 'nantes',
    name: 'Vrac & Co Rezé',
    address: '25 rue Jean-Jaurès',
    postalCode: '44400',
    city: 'Rezé',
    lat: 47.1898,
    lng: -1.5561,
    openingHours: 'Lun–sam 9h30–19h',
  },
  // Bordeaux
  {
    key: 'bordeaux-chartrons',
    warehouse: 'bordeaux',
    name: 'Épicerie des Chartrons',
    address: '60 rue Notre-Dame',
    postalCode: '33000',
    city: 'Bordeaux',
    lat: 44.8521,
    lng: -0.5701,
    openingHours: 'Mar–sam 9h–19h',
  },
  {
    key: 'bordeaux-saint-michel',
    warehouse: 'bordeaux',
    name: 'Café Saint-Michel',
    address: '8 place Canteloup',
    postalCode: '33800',
    city: 'Bordeaux',
    lat: 44.8343,
    lng: -0.5662,
    openingHours: 'Mar–dim 8h–19h',
  },
  {
    key: 'bordeaux-cauderan',
    warehouse: 'bordeaux',
    name: 'La Cagette de Caudéran',
    address: '120 avenue Louis-Barthou',
    postalCode: '33200',
    city: 'Bordeaux',
    lat: 44.8519,
    lng: -0.6102,
    openingHours: 'Lun–sam 9h–19h30',
  },
  {
    key: 'bordeaux-bastide',
    warehouse: 'bordeaux',
    name: 'Bio Bastide',
    address: '30 avenue Thiers',
    postalCode: '33100',
    city: 'Bordeaux',
    lat: 44.8428,
    lng: -0.5531,
    openingHours: 'Lun–sam 9h–20h',
  },
  // Toulouse
  {
    key: 'toulouse-carmes',
    warehouse: 'toulouse',
    name: 'Épicerie des Carmes',
    address: '12 rue des Filatiers',
    postalCode: '31000',
    city: 'Toulouse',
    lat: 43.5982,
    lng: 1.4431,
    openingHours: 'Mar–sam 9h30–19h30',
  },
  {
    key: 'toulouse-saint-cyprien',
    warehouse: 'toulouse',
    name: 'Café Saint-Cyprien',
    address: '25 rue de la République',
    postalCode: '31300',
    city: 'Toulouse',
    lat: 43.5988,
    lng: 1.4329,
    openingHours: 'Lun–sam 8h–19h',
  },
  {
    key: 'toulouse-minimes',
    warehouse: 'toulouse',
    name: 'Le Panier des Minimes',
    address: '90 avenue des Minimes',
    postalCode: '31200',
    city: 'Toulouse',
    lat: 43.6203,
    lng: 1.4372,
    openingHours: 'Mar–sam 9h–19h',
  },
  {
    key: 'toulouse-rangueil',
    warehouse: 'toulouse',
    name: 'La Ruche bio de Rangueil',
    address: '40 avenue de Rangueil',
    postalCode: '31400',
    city: 'Toulouse',
    lat: 43.5801,
    lng: 1.4532,
    openingHours: 'Lun–sam 9h–19h30',
  },
  // Paris
  {
    key: 'paris-canal',
    warehouse: 'paris',
    name: 'Épicerie du Canal',
    address: '52 quai de Valmy',
    postalCode: '75010',
    city: 'Paris',
    lat: 48.8719,
    lng: 2.3641,
    openingHours: 'Mar–dim 10h–20h',
  },
  {
    key: 'paris-oberkampf',
    warehouse: 'paris',
    name: 'Café Oberkampf',
    address: '110 rue Oberkampf',
    postalCode: '75011',
    city: 'Paris',
    lat: 48.8654,
    lng: 2.3762,
    openingHours: 'Lun–sam 8h–20h',
  },
  {
    key: 'paris-butte-aux-cailles',
    warehouse: 'paris',
    name: 'Bio Butte-aux-Cailles',
    address: '15 rue de la Butte-aux-Cailles',
    postalCode: '75013',
    city: 'Paris',
    lat: 48.8273,
    lng: 2.3499,
    openingHours: 'Mar–sam 9h30–19h30',
  },
  {
    key: 'paris-montreuil',
    warehouse: 'paris',
    name: "L'Épicerie de Croix-de-Chavaux",
    address: '30 rue de Paris',
    postalCode: '93100',
    city: 'Montreuil',
    lat: 48.8566,
    lng: 2.4352,
    openingHours: 'Mar–sam 9h–19h',
  },
  {
    key: 'paris-boulogne',
    warehouse: 'paris',
    name: 'Le Comptoir de Boulogne',
    address: '80 route de la Reine',
    postalCode: '92100',
    city: 'Boulogne-Billancourt',
    lat: 48.8392,
    lng: 2.2431,
    openingHours: 'Lun–sam 9h–19h30',
  },
  // Marseille
  {
    key: 'marseille-panier',
    warehouse: 'marseille',
    name: 'Épicerie du Panier',
    address: '18 rue du Panier',
    postalCode: '13002',
    city: 'Marseille',
    lat: 43.2989,
    lng: 5.3679,
    openingHours: 'Mar–sam 10h–19h',
  },
  {
    key: 'marseille-la-plaine',
    warehouse: 'marseille',
    name: 'Café de la Plaine',
    address: '5 place Jean-Jaurès',
    postalCode: '13005',
    city: 'Marseille',
    lat: 43.2941,
    lng: 5.3862,
    openingHours: 'Mar–dim 8h–15h',
  },
  {
    key: 'marseille-vauban',
    warehouse: 'marseille',
    name: 'Bio Vauban',
    address: '80 boulevard Vauban',
    postalCode: '13006',
    city: 'Marseille',
    lat: 43.2858,
    lng: 5.3748,
    openingHours: 'Lun–sam 9h–19h30',
  },
  {
    key: 'marseille-aix',
    warehouse: 'marseille',
    name: 'Le Panier aixois',
    address: "20 rue d'Italie",
    postalCode: '13100',
    city: 'Aix-en-Provence',
    lat: 43.5251,
    lng: 5.4497,
    openingHours: 'Mar–sam 9h–19h',
  },
  // Bruxelles
  {
    key: 'bruxelles-flagey',
    warehouse: 'bruxelles',
    name: 'Épicerie Flagey',
    address: 'Rue de la Brasserie 12',
    postalCode: '1050',
    city: 'Ixelles',
    lat: 50.8281,
    lng: 4.3724,
    openingHours: 'Mar–sam 9h–19h',
    translations: { nl_BE: { address: 'Brouwerijstraat 12', city: 'Elsene', openingHours: 'di–za 9–19 u' } },
  },
  {
    key: 'bruxelles-chatelain',
    warehouse: 'bruxelles',
    name: 'Café du Châtelain',
    address: 'Rue du Page 30',
    postalCode: '1050',
    city: 'Ixelles',
    lat: 50.8238,
    lng: 4.3603,
    openingHours: 'Mer–dim 9h–18h',
    translations: { nl_BE: { address: 'Edelknaapstraat 30', city: 'Elsene', openingHours: 'wo–zo 9–18 u' } },
  },
  {
    key: 'bruxelles-saint-gilles',
    warehouse: 'bruxelles',
    name: 'Bio Parvis',
    address: 'Chaussée de Waterloo 150',
    postalCode: '1060',
    city: 'Saint-Gilles',
    lat: 50.8276,
    lng: 4.3468,
    openingHours: 'Lun–sam 9h–19h30',
    translations: {
      nl_BE: { address: 'Waterloosesteenweg 150', city: 'Sint-Gillis', openingHours: 'ma–za 9–19.30 u' },
    },
  },
  {
    key: 'bruxelles-dansaert',
    warehouse: 'bruxelles',
    name: 'Épicerie Dansaert',
    address: 'Rue Antoine Dansaert 60',
    postalCode: '1000',
    city: 'Bruxelles',
    lat: 50.8509,
    lng: 4.3449,
    openingHours: 'Mar–sam 10h–19h',
    translations: {
      nl_BE: { address: 'Antoine Dansaertstraat 60', city: 'Brussel', openingHours: 'di–za 10–19 u' },
    },
  },
  {
    key: 'bruxelles-colignon',
    warehouse: 'bruxelles',
    name: 'Le Comptoir de Colignon',
    address: 'Place Colignon 8',
    postalCode: '1030',
    city: 'Schaerbeek',
    lat: 50.8677,
    lng: 4.3768,
    openingHours: 'Mar–sam 9h–19h',
    translations: { nl_BE: { address: 'Colignonplein 8', city: 'Schaarbeek', openingHours: 'di–za 9–19 u' } },
  },
];

/**
 * One delivery zone per French département (key 'zone-59', name 'Nord (59)') and a single
 * 'Bruxelles-Capitale' zone for Brussels.
 */
export function deliveryZones(): SeedDeliveryZone[] {
  const names = departementNames();
  const zones: SeedDeliveryZone[] = [];
  for (const warehouse of warehouses) {
    if (warehouse.country === 'BE') {
      zones.push({
        key: `zone-${warehouse.key}`,
        warehouse: warehouse.key,
        name: 'Bruxelles-Capitale',
        communeCodes: brusselsCommunes.map((c) => c.code),
      });
      continue;
    }
    for (const dep of warehouse.departments) {
      const depName = names.get(dep);
      if (depName === undefined)
        throw new Error(`Unknown French département '${dep}' (warehouse ${warehouse.key})`);
      zones.push({
        key: `zone-${dep}`,
        warehouse: warehouse.key,
        name: `${depName} (${dep})`,
        communeCodes: frenchCommunes([dep]).map((c) => c.code),
      });
    }
  }
  return zones;
}
