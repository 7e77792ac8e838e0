import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { AppDownload } from './AppDownload';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Error pages: a 404 variant and a generic variant, noindex, each with a button back home,
 * the header, the app-download section and the footer.
 */
export function ErrorPage({ variant, detail }: { variant: 'not-found' | 'generic'; detail?: string }) {
  const { t, prefix } = useI18n();
  const notFound = variant === 'not-found';
  return (
    <>
      <title>
        {t('meta.titleSuffix', { title: notFound ? t('error.notFoundTitle') : t('error.genericTitle') })}
      </title>
      <meta name="robots" content="noindex" />
      {/* A failure may have come before the shopper was known: the header claims no one. */}
      <Header accountUnknown={!notFound} />
      <main
        id="main"
        className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28"
      >
        <p className="text-7xl font-black tracking-tight text-forest" aria-hidden="true">
          {notFound ? '404' : 'Oups'}
        </p>
        <h1 className="mt-6 text-2xl font-bold sm:text-3xl">
          {notFound ? t('error.notFound') : t('error.generic')}
        </h1>
        {detail && (
          <p className="mt-3 text-sm text-ink-soft" data-testid="error-detail">
            {detail}
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={prefix} className="btn btn-primary" reloadDocument={!notFound}>
            {t('error.backHome')}
          </Link>
          {!notFound && (
            <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
              {t('error.retry')}
            </button>
          )}
        </div>
      </main>
      <AppDownload />
      <Footer />
    </>
  );
}
