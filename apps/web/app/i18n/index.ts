import {
  dateTimeFormat,
  formatEuros,
  formatMessage,
  intlTag,
  numberFormat,
  SHOP_TIME_ZONE,
  toCents,
  type Cents,
  type Locale,
} from '@consigne/domain';
import { createContext, useContext } from 'react';
import type { FeatureMessages } from './define.js';
import type { features } from './features/index.js';
import type { MessageKey as CoreKey } from './fr.js';

// Distributes over the features, so each one adds its own keys.
type KeysOf<F> = F extends FeatureMessages<infer K> ? K : never;
type FeatureKey = KeysOf<(typeof features)[number]>;
export type MessageKey = CoreKey | FeatureKey;
export type Messages = Record<MessageKey, string>;

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Placeholders and ICU plural blocks, chosen by the locale's plural rules (see formatMessage). */
export function translator(messages: Messages, locale: Locale): Translate {
  const tag = intlTag(locale);
  return (key, params) => formatMessage(messages[key] ?? key, params, tag);
}

export interface I18n {
  locale: Locale;
  t: Translate;
  /** URL prefix of the locale, e.g. '/nl-BE'. */
  prefix: string;
}

/**
 * What goes between a label and its value: ' : ' in French typography (fr, be), ': ' in Dutch and
 * Spanish ('Bedrag incl. btw: € 12,50', never 'Bedrag incl. btw : …').
 */
export const colon = (locale: Locale): string => (locale === 'fr' || locale === 'be' ? ' : ' : ': ');

/** Without a provider (never in the app), keys show as themselves. */
export const I18nContext = createContext<I18n>({
  locale: 'fr',
  t: translator({} as Messages, 'fr'),
  prefix: '/fr',
});
export const useI18n = () => useContext(I18nContext);

/*
 * Amounts, in the reader's language like its texts: the one way the web app writes money, the API's
 * euros (2 decimals) or a form's own cents ('12,50 €' in French, '€ 12,50' in Belgian Dutch). Here
 * rather than a module of their own, which every page would load as one more file.
 */
export const formatMoney = (euros: number, locale: Locale): string =>
  formatEuros(toCents(euros), intlTag(locale));

export const formatCents = (cents: Cents, locale: Locale): string => formatEuros(cents, intlTag(locale));

/** Both formatters bound to the page's locale. */
export function useMoney() {
  const { locale } = useI18n();
  return {
    euros: (amount: number) => formatMoney(amount, locale),
    cents: (cents: Cents) => formatCents(cents, locale),
  };
}

/** A time of the shop's day ('14:20') in the shop's time zone, whatever the reader's: rounds and windows. */
export const formatShopTime = (iso: string, locale: Locale): string =>
  dateTimeFormat(intlTag(locale), { hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE }).format(
    new Date(iso),
  );

/**
 * A distance in km with one decimal, in the reader's number format ('6,6' in French, never '6.6'):
 * the one way the web app writes a distance; the messages add the unit ('{km} km').
 */
export const formatDistance = (km: number, locale: Locale): string =>
  numberFormat(intlTag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km);
