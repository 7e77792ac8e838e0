import { useI18n } from '../../i18n';

const STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=app.consigne',
  appStore: 'https://apps.apple.com/fr/app/consigne/id0000000000',
};

function StoreBadge({
  href,
  label,
  platform,
}: {
  href: string;
  label: string;
  platform: 'google' | 'apple';
}) {
  return (
    <a
      href={href}
      rel="noopener"
      className="inline-flex h-12 items-center gap-2.5 rounded-xl bg-ink px-4 text-white hover:bg-black"
    >
      {platform === 'apple' ? (
        <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-3.9ZM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4Z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 2.5 14 12 4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1Z" fill="#34A853" />
          <path d="m17.3 8.8-3.3 3.2 3.3 3.2 3.6-2c.8-.5.8-1.9 0-2.4Z" fill="#FBBC04" />
          <path d="M4 2.5c.3-.2.8-.2 1.2 0l12.1 6.3L14 12Z" fill="#4285F4" />
          <path d="M14 12l3.3 3.2L5.2 21.5c-.4.2-.9.2-1.2 0Z" fill="#EA4335" />
        </svg>
      )}
      <span className="text-sm font-semibold leading-tight">{label}</span>
    </a>
  );
}

/** App-download section with a QR code, Google Play and App Store links. */
export function AppDownload() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="app-download-title" className="bg-brand-yellow">
      <div className="mx-auto flex max-w-screen-xl flex-col items-center gap-6 px-4 py-10 sm:px-6 md:flex-row md:justify-between lg:px-8">
        <div className="max-w-xl text-center md:text-left">
          <h2 id="app-download-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('app.title')}
          </h2>
          <p className="mt-2 text-ink/80">{t('app.text')}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3 md:justify-start">
            <StoreBadge href={STORE_LINKS.googlePlay} label={t('app.googlePlay')} platform="google" />
            <StoreBadge href={STORE_LINKS.appStore} label={t('app.appStore')} platform="apple" />
          </div>
        </div>
        <img
          src="/app-qr.svg"
          alt={t('app.qr')}
          width={132}
          height={132}
          loading="lazy"
          className="hidden rounded-xl bg-white p-2 shadow-sm md:block"
        />
      </div>
    </section>
  );
}
