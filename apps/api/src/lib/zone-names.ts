import type { ApiLocale } from '@consigne/domain';

/**
 * Delivery zones are named in French (the seed's 'Bruxelles-Capitale', 'Nord (59)'); a zone with a
 * name of its own in another language is answered in the request's language. French département
 * names are proper names and stay as they are.
 */
const ZONE_NAMES: Record<string, Partial<Record<ApiLocale, string>>> = {
  'Bruxelles-Capitale': { nl_BE: 'Brussel-Hoofdstad', es_ES: 'Bruselas-Capital' },
};

export const localizedZoneName = (name: string, locale: ApiLocale): string =>
  ZONE_NAMES[name]?.[locale] ?? name;
