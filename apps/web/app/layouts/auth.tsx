import { Link, Outlet } from 'react-router';
import { Footer } from '../components/layout/Footer';
import { PageBackground } from '../components/layout/PageBackground';
import { Logo } from '../components/ui/Logo';
import { useI18n } from '../i18n';
import { usePageHandle } from '../lib/handle';

/**
 * Auth layout (login, registration): a light header with the logo, the form centred on a calm
 * background. Forms, not content: kept out of search engines.
 */
export default function AuthLayout() {
  const { t, prefix } = useI18n();
  const { background } = usePageHandle();
  return (
    <>
      <meta name="robots" content="noindex" />
      {background && <PageBackground src={background} />}
      <header className="bg-brand-yellow">
        <div className="mx-auto flex h-16 max-w-screen-xl items-center px-4 sm:px-6 lg:px-8">
          <Link to={prefix} aria-label={t('header.home')} className="rounded text-ink">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className="px-4 py-10 sm:py-16">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
