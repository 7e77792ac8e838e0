import type { FormEvent } from 'react';
import { Form, Link, Outlet } from 'react-router';
import { actionsWaiting, forgetTheDay } from '../lib/driver-forget';
import { Logo } from '../components/ui/Logo';
import { useI18n } from '../i18n';

/** Driver layout: a compact header (logo, 'Espace livreur', log out), no promo bar, no shop footer. */
export default function DriverLayout() {
  const { t, prefix } = useI18n();
  // Logging out forgets the kept round (personal data); actions not sent yet are lost, so the driver is asked first.
  const logout = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const waiting = await actionsWaiting().catch(() => 0);
    if (waiting > 0 && !window.confirm(t('driverOffline.logoutWaiting', { count: waiting }))) return;
    await forgetTheDay().catch(() => undefined);
    // A whole-page POST, not the router's: this page is still controlled by the worker just
    // unregistered, which would keep caching what a client-side navigation fetches.
    form.submit();
  };
  return (
    <>
      <header className="sticky top-0 z-20 bg-brand-yellow shadow-sm">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-3 px-4">
          <div className="flex min-w-0 items-center gap-2">
            <Link to={prefix} aria-label={t('header.home')} className="shrink-0 rounded text-ink">
              <Logo />
            </Link>
            <span className="hidden truncate rounded-full bg-ink px-2.5 py-0.5 text-xs font-bold text-brand-yellow sm:inline">
              {t('account.driverSpace')}
            </span>
          </div>
          <Form method="post" action={`${prefix}/logout`} onSubmit={(event) => void logout(event)}>
            <button type="submit" className="btn btn-ghost min-h-11 whitespace-nowrap px-3 text-sm">
              {t('account.logout')}
            </button>
          </Form>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 pb-16 pt-5">
        <Outlet />
      </main>
    </>
  );
}
