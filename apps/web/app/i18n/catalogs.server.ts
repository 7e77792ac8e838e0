import type { Locale } from '@consigne/domain';
import be from './be.js';
import type { FeatureMessages } from './define.js';
import es from './es.js';
import { features } from './features/index.js';
import fr, { type MessageKey as CoreKey } from './fr.js';
import type { Messages } from './index.js';
import nlBE from './nl-BE.js';

/**
 * All four catalogs, on the server only: a page receives just its locale's messages from the root
 * loader, so the browser never downloads the other three.
 */
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
