import type { SeedTag } from '../types.js';

/** Product labels shown as badges and usable as catalogue filters. */
export const tags: SeedTag[] = [
  { key: 'bio', names: { fr: 'Bio', es: 'Ecológico', be: 'Bio', 'nl-BE': 'Bio' } },
  { key: 'local', names: { fr: 'Local', es: 'Local', be: 'Local', 'nl-BE': 'Lokaal' } },
  {
    key: 'sans-alcool',
    names: { fr: 'Sans alcool', es: 'Sin alcohol', be: 'Sans alcool', 'nl-BE': 'Alcoholvrij' },
  },
  { key: 'vegan', names: { fr: 'Vegan', es: 'Vegano', be: 'Vegan', 'nl-BE': 'Veganistisch' } },
  {
    key: 'sans-sucres-ajoutes',
    names: {
      fr: 'Sans sucres ajoutés',
      es: 'Sin azúcares añadidos',
      be: 'Sans sucres ajoutés',
      'nl-BE': 'Zonder toegevoegde suikers',
    },
  },
  { key: 'petillant', names: { fr: 'Pétillant', es: 'Con gas', be: 'Pétillant', 'nl-BE': 'Bruisend' } },
  { key: 'nouveaute', names: { fr: 'Nouveauté', es: 'Novedad', be: 'Nouveauté', 'nl-BE': 'Nieuw' } },
  {
    key: 'anti-gaspi',
    names: { fr: 'Anti-gaspi', es: 'Antidesperdicio', be: 'Anti-gaspi', 'nl-BE': 'Anti-verspilling' },
  },
  { key: 'artisanal', names: { fr: 'Artisanal', es: 'Artesanal', be: 'Artisanal', 'nl-BE': 'Ambachtelijk' } },
  {
    key: 'sans-gluten',
    names: { fr: 'Sans gluten', es: 'Sin gluten', be: 'Sans gluten', 'nl-BE': 'Glutenvrij' },
  },
];
