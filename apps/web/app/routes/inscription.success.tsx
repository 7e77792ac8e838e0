import { useEffect } from 'react';
import { data, Form, Link, redirect, replace, useActionData, useNavigation } from 'react-router';
import { REGISTER_PAGE_HEADERS } from '../components/register/address';
import { FormAlert } from '../components/register/RegisterFrame';
import { clearedSelectedAddressCookie } from '../components/register/selected-address.server';
import type { Route } from './+types/inscription.success';
import { Canonical } from '../components/seo/Canonical';
import { Logo } from '../components/ui/Logo';
import { useI18n } from '../i18n';
import { currentUser, guestApi } from '../lib/api.server';
import { isSecureRequest, tokenCookies } from '../lib/cookies';
import { detectLocale, prefixOf } from '../lib/locale';
import { useAddressStore } from '../stores/address';
import * as routes from '@consigne/contract/routes';

export const headers = () => REGISTER_PAGE_HEADERS;

/**
 * Registration success (no layout). The e-mailed link lands here with its token: the guest
 * activates the account with a button (a POST, so that a mail scanner fetching the link does not use
 * it up), is logged in and welcomed. Without a token a guest goes to step 1.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  if (user) return { firstname: user.firstname, token: null };
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw replace(`${prefixOf(detectLocale(request))}/inscription/step1`);
  return { firstname: null, token };
}

/** Follows the link: the account is created and logged in (token cookies, as after login). */
export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get('token') ?? '').slice(0, 200);
  const result = await guestApi(request, context).call(routes.confirmRegistration, {
    body: { token },
    skipAuth: true,
  });
  if (result.error !== null) return data({ error: result.error }, { status: 400 });
  const secure = isSecureRequest(request);
  const headers = new Headers();
  for (const cookie of tokenCookies(
    { token: result.data.token, refreshToken: result.data.refresh_token },
    secure,
  ))
    headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', clearedSelectedAddressCookie(secure));
  return redirect(`${prefixOf(detectLocale(request))}/inscription/success`, { headers });
}

/** The e-mailed link's page: one button activates the account. */
function ActivateAccount({ token }: { token: string }) {
  const { t, prefix } = useI18n();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state !== 'idle';
  return (
    <>
      <h1 className="mt-6 text-3xl font-black tracking-tight sm:text-4xl">{t('register.confirm.heading')}</h1>
      <p className="mt-3 text-ink-soft">{t('register.confirm.text')}</p>
      <Form method="post" className="mt-8 flex flex-col gap-3">
        {result?.error && <FormAlert>{result.error}</FormAlert>}
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn btn-primary h-12 text-base" disabled={submitting}>
          {submitting ? t('register.confirm.submitting') : t('register.confirm.submit')}
        </button>
        {result?.error && (
          <Link to={`${prefix}/inscription/step1`} className="btn btn-outline">
            {t('register.sent.restart')}
          </Link>
        )}
      </Form>
    </>
  );
}

const CONFETTI = [
  { x: 8, y: 14, r: 18, c: '#0f4d34', d: 0 },
  { x: 22, y: 6, r: -24, c: '#f28c6b', d: 0.3 },
  { x: 36, y: 18, r: 40, c: '#ffffff', d: 0.6 },
  { x: 64, y: 8, r: -12, c: '#1f8a4c', d: 0.15 },
  { x: 78, y: 16, r: 30, c: '#f28c6b', d: 0.45 },
  { x: 90, y: 6, r: -36, c: '#0f4d34', d: 0.75 },
  { x: 14, y: 30, r: 60, c: '#ffffff', d: 0.9 },
  { x: 86, y: 30, r: -50, c: '#1f8a4c', d: 1.05 },
];

export default function RegisterSuccess({ loaderData }: Route.ComponentProps) {
  const { t, prefix } = useI18n();
  const clearAddress = useAddressStore((s) => s.clearAddress);
  const welcome = loaderData.token === null;
  // The address is now the account's: the guest's selection is done.
  useEffect(() => {
    if (welcome) clearAddress();
  }, [clearAddress, welcome]);

  return (
    <>
      <title>
        {t('meta.titleSuffix', { title: t(welcome ? 'register.success.title' : 'register.confirm.title') })}
      </title>
      <meta name="robots" content="noindex" />
      <Canonical />
      <div className="relative flex min-h-dvh flex-col overflow-hidden bg-brand-yellow">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          {CONFETTI.map((p, i) => (
            <span
              key={i}
              className="absolute block h-3 w-6 rounded-sm motion-safe:animate-bounce"
              style={{
                left: `${p.x}%`,
                top: `${p.y}%`,
                background: p.c,
                transform: `rotate(${p.r}deg)`,
                animationDelay: `${p.d}s`,
                animationDuration: '2.4s',
              }}
            />
          ))}
        </div>
        <header className="relative mx-auto flex h-16 w-full max-w-screen-xl items-center px-4 sm:px-6 lg:px-8">
          <Link to={prefix} aria-label={t('header.home')} className="rounded text-ink">
            <Logo />
          </Link>
        </header>
        <main id="main" className="relative flex flex-1 items-center justify-center px-4 pb-16 pt-6">
          <div className="card w-full max-w-lg p-8 text-center shadow-xl sm:p-10">
            <div className="mx-auto grid h-20 w-20 place-items-center rounded-full bg-leaf-soft">
              <svg aria-hidden="true" viewBox="0 0 48 48" className="h-12 w-12 text-forest">
                <circle cx="24" cy="24" r="22" fill="currentColor" />
                <path
                  d="m14 25 7 7 13-15"
                  fill="none"
                  stroke="#fff"
                  strokeWidth="4.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </div>
            {loaderData.token !== null ? (
              <ActivateAccount token={loaderData.token} />
            ) : (
              <>
                <h1 className="mt-6 text-3xl font-black tracking-tight sm:text-4xl">
                  {loaderData.firstname
                    ? t('register.success.heading', { firstname: loaderData.firstname })
                    : t('register.success.headingAnonymous')}
                </h1>
                <p className="mt-3 text-ink-soft">{t('register.success.text')}</p>
                <ul className="mt-6 space-y-2 text-left text-sm font-semibold">
                  {[t('register.success.perk1'), t('register.success.perk2')].map((perk) => (
                    <li key={perk} className="flex items-center gap-3 rounded-xl bg-cream px-4 py-3">
                      <span aria-hidden="true" className="text-forest">
                        ✓
                      </span>
                      {perk}
                    </li>
                  ))}
                </ul>
                <div className="mt-8 flex flex-col gap-3">
                  <Link to={`${prefix}/categories`} className="btn btn-primary h-12 text-base">
                    {t('register.success.catalog')}
                  </Link>
                  <Link to={prefix} className="btn btn-outline">
                    {t('register.success.home')}
                  </Link>
                </div>
              </>
            )}
          </div>
        </main>
      </div>
    </>
  );
}
