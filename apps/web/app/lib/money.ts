import { formatEuros, intlTag, toCents, type Cents, type Locale } from '@consigne/domain';
import { useI18n } from '../i18n';

/**
 * The one way the web app writes an amount: the API's euros (2 decimals) or a form's own cents, in
 * the reader's locale ('12,50 €' in French, '€ 12,50' in Belgian Dutch).
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
