import type { Locale } from '@consigne/domain';
import { createContext, useContext } from 'react';
import be from './be.js';
import es from './es.js';
import fr, { type MessageKey, type Messages } from './fr.js';
import nlBE from './nl-BE.js';

export type { MessageKey, Messages };
export const catalogs: Record<Locale, Messages> = { fr, es, be, 'nl-BE': nlBE };

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

export const I18nContext = createContext<I18n>({ locale: 'fr', t: translator(fr), prefix: '/fr' });
export const useI18n = () => useContext(I18nContext);
