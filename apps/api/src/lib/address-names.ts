import type { HouseType } from '@consigne/contract';
import type { ApiLocale } from '@consigne/domain';

/**
 * The name an address gets when its owner gives none: its kind of home, in the language of the page
 * where it was registered. The name is stored as written, and orders copy it; a name that is one of
 * these defaults is read back in the reader's language (a Flemish shopper's "Huis" is "Maison" on a
 * French page), and a name the owner chose is theirs and stays as it is.
 */
const ADDRESS_NAMES: Record<ApiLocale, Record<HouseType, string>> = {
  fr_FR: { house: 'Maison', apartment: 'Appartement', company: 'Bureau', other: 'Adresse' },
  fr_BE: { house: 'Maison', apartment: 'Appartement', company: 'Bureau', other: 'Adresse' },
  es_ES: { house: 'Casa', apartment: 'Piso', company: 'Oficina', other: 'Dirección' },
  nl_BE: { house: 'Huis', apartment: 'Appartement', company: 'Kantoor', other: 'Adres' },
};

/** The default name of a kind of home in a language. */
export const defaultAddressName = (houseType: HouseType, locale: ApiLocale): string =>
  ADDRESS_NAMES[locale][houseType];

// Each default name in any language → its kind of home ('Appartement' is the same kind in all three).
const KIND_OF_DEFAULT = new Map<string, HouseType>(
  Object.values(ADDRESS_NAMES).flatMap((names) =>
    Object.entries(names).map(([kind, name]) => [name.toLowerCase(), kind as HouseType] as const),
  ),
);

/** An address name (or an order's copy of it) as the reader of `locale` should see it. */
export function localizedAddressName(name: string, locale: ApiLocale): string {
  const kind = KIND_OF_DEFAULT.get(name.trim().toLowerCase());
  return kind ? ADDRESS_NAMES[locale][kind] : name;
}

/**
 * An order (or its row) with its delivery name for the reader: an address's default name is in the
 * reader's language; a pickup point's name is the zone's, left to the zone names.
 */
export const withReaderDeliveryName = <T extends { deliveryType: string; deliveryName: string }>(
  order: T,
  locale: ApiLocale,
): T =>
  order.deliveryType === 'pdr'
    ? order
    : { ...order, deliveryName: localizedAddressName(order.deliveryName, locale) };
