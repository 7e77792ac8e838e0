import { useI18n } from '../../i18n';

/**
 * The minors notice an online alcohol shop shows across the full width of its home and payment
 * pages. France: the online-sale model of the arrêté of 17 October 2016, word for
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
        {/* The sign's roundels: -18 in France; -16 and -18 in Belgium. */}
        <span aria-hidden="true" className="flex shrink-0 gap-1.5">
          {t('shell.minors.badge')
            .split(' / ')
            .map((label) => (
              <span
                key={label}
                className="grid h-12 w-12 place-items-center rounded-full border-[5px] border-danger bg-white text-sm font-black leading-none tracking-tight sm:h-16 sm:w-16 sm:text-lg"
              >
                {label}
              </span>
            ))}
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
