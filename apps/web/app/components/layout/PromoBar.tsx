import { useI18n } from '../../i18n';

/** Spec §2: optional promo bar made of three text fragments (the 5 € welcome code). */
export function PromoBar() {
  const { t } = useI18n();
  return (
    <aside aria-label={t('promo.label')} className="bg-forest px-4 py-2 text-center text-sm text-white">
      <strong className="font-semibold">{t('promo.part1')}</strong> {t('promo.part2')}{' '}
      <span className="rounded bg-brand-yellow px-1.5 py-0.5 font-mono font-bold tracking-wide text-ink">
        {t('promo.part3')}
      </span>
    </aside>
  );
}
