import type { CallResponse } from '@consigne/contract';
import { useMatches } from 'react-router';
import { useI18n } from '../../i18n';

export type PromoBarData = CallResponse<'getPromoBar'>;

/** The bar the page's loader read from the back-office (`promoBar` in its data), if any. */
function usePromoBarData(): PromoBarData | null {
  for (const match of [...useMatches()].reverse()) {
    const data = match.data as { promoBar?: PromoBarData | null } | undefined;
    if (data && typeof data === 'object' && 'promoBar' in data) return data.promoBar ?? null;
  }
  return null;
}

/**
 * Optional promo bar made of three text fragments (the 5 € welcome code). Its texts come from
 * the back-office; the catalogs' texts stand in when the API could not answer. Switched off there, it is gone.
 */
export function PromoBar() {
  const { t } = useI18n();
  const stored = usePromoBarData();
  if (stored && !stored.enabled) return null;
  const text = stored ?? {
    label: t('promo.label'),
    part1: t('promo.part1'),
    part2: t('promo.part2'),
    part3: t('promo.part3'),
  };
  return (
    <aside aria-label={text.label} className="bg-forest px-4 py-2 text-center text-sm text-white">
      <strong className="font-semibold">{text.part1}</strong> {text.part2}{' '}
      <span className="rounded bg-brand-yellow px-1.5 py-0.5 font-mono font-bold tracking-wide text-ink">
        {text.part3}
      </span>
    </aside>
  );
}
