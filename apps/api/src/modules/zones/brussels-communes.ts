/**
 * The 19 communes of the Brussels-Capital Region, written out by hand with their Belgian NIS codes:
 * runtime data (the offline address lookup completes Belgian addresses from it), which the seed also
 * reads to create the Brussels delivery zone. French communes come from @etalab/decoupage-administratif.
 */
export interface CommuneRecord {
  code: string; // INSEE code (FR) or NIS code (BE)
  name: string; // 'French / Dutch' for bilingual Brussels communes
  postalCodes: string[]; // 5 digits in France, 4 digits in Belgium
  population: number;
  departement: string; // French département code; '21' (NIS arrondissement prefix) for Brussels
}

/** NIS codes 21001–21019, populations ≈ 2023. */
export const brusselsCommunes: CommuneRecord[] = [
  { code: '21001', name: 'Anderlecht', postalCodes: ['1070'], population: 126_000, departement: '21' },
  {
    code: '21002',
    name: 'Auderghem / Oudergem',
    postalCodes: ['1160'],
    population: 35_000,
    departement: '21',
  },
  {
    code: '21003',
    name: 'Berchem-Sainte-Agathe / Sint-Agatha-Berchem',
    postalCodes: ['1082'],
    population: 25_500,
    departement: '21',
  },
  {
    code: '21004',
    name: 'Bruxelles / Brussel',
    postalCodes: ['1000', '1020', '1120', '1130'],
    population: 196_000,
    departement: '21',
  },
  { code: '21005', name: 'Etterbeek', postalCodes: ['1040'], population: 48_000, departement: '21' },
  { code: '21006', name: 'Evere', postalCodes: ['1140'], population: 43_500, departement: '21' },
  { code: '21007', name: 'Forest / Vorst', postalCodes: ['1190'], population: 56_500, departement: '21' },
  { code: '21008', name: 'Ganshoren', postalCodes: ['1083'], population: 25_000, departement: '21' },
  { code: '21009', name: 'Ixelles / Elsene', postalCodes: ['1050'], population: 87_000, departement: '21' },
  { code: '21010', name: 'Jette', postalCodes: ['1090'], population: 53_000, departement: '21' },
  { code: '21011', name: 'Koekelberg', postalCodes: ['1081'], population: 22_000, departement: '21' },
  {
    code: '21012',
    name: 'Molenbeek-Saint-Jean / Sint-Jans-Molenbeek',
    postalCodes: ['1080'],
    population: 98_000,
    departement: '21',
  },
  {
    code: '21013',
    name: 'Saint-Gilles / Sint-Gillis',
    postalCodes: ['1060'],
    population: 50_000,
    departement: '21',
  },
  {
    code: '21014',
    name: 'Saint-Josse-ten-Noode / Sint-Joost-ten-Node',
    postalCodes: ['1210'],
    population: 27_000,
    departement: '21',
  },
  {
    code: '21015',
    name: 'Schaerbeek / Schaarbeek',
    postalCodes: ['1030'],
    population: 133_000,
    departement: '21',
  },
  { code: '21016', name: 'Uccle / Ukkel', postalCodes: ['1180'], population: 84_000, departement: '21' },
  {
    code: '21017',
    name: 'Watermael-Boitsfort / Watermaal-Bosvoorde',
    postalCodes: ['1170'],
    population: 25_500,
    departement: '21',
  },
  {
    code: '21018',
    name: 'Woluwe-Saint-Lambert / Sint-Lambrechts-Woluwe',
    postalCodes: ['1200'],
    population: 58_000,
    departement: '21',
  },
  {
    code: '21019',
    name: 'Woluwe-Saint-Pierre / Sint-Pieters-Woluwe',
    postalCodes: ['1150'],
    population: 42_000,
    departement: '21',
  },
];
