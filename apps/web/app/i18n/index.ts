import type { Locale } from '@consigne/domain';
import { createContext, useContext } from 'react';
import be from './be.js';
import type { FeatureMessages } from './define.js';
import es from './es.js';
import { features } from './features/index.js';
import fr, { type MessageKey as CoreKey } from './fr.js';
import nlBE from './nl-BE.js';

// Distributes over the features, so each one adds its own keys.
type KeysOf<F> = F extends FeatureMessages<infer K> ? K : never;
type FeatureKey = KeysOf<(typeof features)[number]>;
export type MessageKey = CoreKey | FeatureKey;
export type Messages = Record<MessageKey, string>;

function merge(locale: Locale, core: Record<CoreKey, string>): Messages {
  const merged: Record<string, string> = { ...core };
  for (const feature of features as readonly FeatureMessages<string>[]) {
    Object.assign(merged, locale === 'be' ? { ...feature.fr, ...feature.be } : feature[locale]);
  }
  return merged as Messages;
}

export const catalogs: Record<Locale, Messages> = {
  fr: merge('fr', fr),
  es: merge('es', es),
  be: merge('be', be),
  'nl-BE': merge('nl-BE', nlBE),
};

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function translator(messages: Messages): Translate {
  return (key, params) => {
    const text = messages[key] ?? key;
    return params
      ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
      : text;
  };
}

export interface I18n {
  locale: Locale;
  t: Translate;
  /** URL prefix of the locale, e.g. '/nl-BE'. */
  prefix: string;
}

export const I18nContext = createContext<I18n>({ locale: 'fr', t: translator(catalogs.fr), prefix: '/fr' });
export const useI18n = () => useContext(I18nContext);
