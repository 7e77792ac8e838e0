import { formatEuros, intlTag, toCents } from '@consigne/domain';
import { useI18n } from '../../i18n';

/** Amounts in the page's locale: the API's euros (deposits, order totals) and the form's own cents. */
export function useMoney() {
  const { locale } = useI18n();
  const tag = intlTag(locale);
  return { euros: (e: number) => formatEuros(toCents(e), tag), cents: (c: number) => formatEuros(c, tag) };
}
