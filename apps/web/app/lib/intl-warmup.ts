import { formatEuros, formatMessage, htmlLang, intlTag, LOCALES } from '@consigne/domain';
import { decimal } from '../components/catalog/format';
import { yieldToBrowser } from './hydrate-later';

/**
 * The first Intl formatters a page builds cost ≈70 ms on a mid-range phone (the ICU data of the
 * locale loaded on first use), inside the hydration's one long task. entry.client builds the ones the
 * pages use (plural rules and numbers of the messages, euros, decimals) before hydrating, each in a
 * task of its own; the caches keep them for the render.
 */
export async function warmUpIntl(): Promise<void> {
  const locale = LOCALES.find((l) => htmlLang(l) === document.documentElement.lang) ?? 'fr';
  const tag = intlTag(locale);
  formatMessage('{n, plural, other {#}}', { n: 1 }, tag);
  await yieldToBrowser();
  formatEuros(100, tag);
  await yieldToBrowser();
  decimal(1.5, locale);
}
