/** Shapes of the hand-written seed data. Locales: fr (France), es, be (Belgian French), nl-BE. */
import type { DepositClass } from '@consigne/domain';

export type SeedLocale = 'fr' | 'es' | 'be' | 'nl-BE';
export type Translated = Record<SeedLocale, string>;

/** large = 'Grand format' (crate of 12), small = 'Petit format' (crate of 20), other = 'Autres' (no crate). */
export type SeedPackageType = 'large' | 'small' | 'other';

/** food: 5.5 % FR / 6 % BE (food, soft drinks, water, milk); standard: 20 % FR / 21 % BE (alcohol, hygiene, household). */
export type SeedVatClass = 'food' | 'standard';

export interface SeedTag {
  key: string; // e.g. 'bio', 'local', 'sans-alcool'
  names: Translated;
}

export interface SeedCategory {
  key: string; // unique, kebab-case, e.g. 'eaux-plates'
  slug: string; // French URL slug, unique, e.g. 'eaux-plates'
  names: Translated;
}

export interface SeedCategoryMaster {
  key: string; // e.g. 'eaux'
  slug: string; // French URL slug
  names: Translated;
  icon: string; // fluent-emoji-flat icon name, e.g. 'droplet'
  color: string; // hex background colour for packshots/tiles, e.g. '#DCEFFB'
  categories: SeedCategory[];
  /** Fresh goods: its categories write off what comes back from a failed delivery. */
  writeOffOnReturn?: boolean;
}

export interface SeedProduct {
  key: string; // unique kebab-case, e.g. 'eau-minerale-plate-1l'; also the French slug base
  category: string; // SeedCategory.key
  brand: string;
  names: Translated; // shop-style product name without volume, e.g. 'Eau minérale naturelle plate'
  descriptions: Translated; // 1–3 sentences
  packageType: SeedPackageType;
  volume: number; // numeric amount in `unit`
  unit: 'cl' | 'l' | 'g' | 'kg' | 'piece';
  vatClass: SeedVatClass;
  alcoholLevel: number | null; // % ABV for alcoholic drinks, else null
  depositClass: DepositClass; // large_bottle for large-format bottles, small_bottle for small, none for 'other'
  priceCents: number; // reference shelf price incl. VAT in France, integer cents
  icon: string; // fluent-emoji-flat icon name (must exist in @iconify-json/fluent-emoji-flat)
  tags: string[]; // SeedTag.key values
  isNew?: boolean;
}
