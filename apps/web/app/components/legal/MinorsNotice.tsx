import { useI18n } from '../../i18n';

/**
 * The minors notice an online alcohol shop shows across the full width of its home and payment
 * pages (issue 13 §6). France: the online-sale model of the arrêté of 17 October 2016, word for
 * word; Belgium (be, nl-BE): the ages of the Belgian law, 16 for beer and wine, 18 for spirits.
 */
export function MinorsNotice() {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="minors-notice-title"
      data-testid="minors-notice"
      className="w-full border-y-4 border-ink bg-white text-ink"
    >
      <div className="mx-auto flex max-w-screen-xl items-center gap-4 px-4 py-4 sm:gap-6 sm:px-6 lg:px-8">
        <span
          aria-hidden="true"
          className="grid h-14 min-w-14 shrink-0 place-items-center rounded-full border-[5px] border-danger bg-white px-1 text-center text-sm font-black leading-none tracking-tight sm:h-16 sm:min-w-16 sm:text-base"
        >
          {t('shell.minors.badge')}
        </span>
        <div className="min-w-0">
          <h2 id="minors-notice-title" className="text-base font-black uppercase leading-snug sm:text-lg">
            {t('shell.minors.title')}
          </h2>
          <p className="mt-0.5 text-sm font-semibold sm:text-base">{t('shell.minors.text')}</p>
          <p className="mt-1 text-xs text-ink-soft">{t('shell.minors.source')}</p>
        </div>
      </div>
    </section>
  );
}
