import type { Tracking } from '@consigne/contract';
import { formatSlotLabel, formatWindowTime, intlTag, type TrackingStatus } from '@consigne/domain';
import { useEffect, useState } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/suivi.$token';
import { Logo } from '../components/ui/Logo';
import { useI18n } from '../i18n';
import { guestApi } from '../lib/api.server';
import { useBrowserApi } from '../lib/browser-api';
import * as routes from '@consigne/contract/routes';

/** The link is the shopper's key: never cached, never indexed, never sent on as a Referer. */
export const headers = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
});

/** How often the open page asks again: one small JSON answer, only while the tab is seen. */
const POLL_MS = 30_000;

/**
 * The delivery's tracking page (the window e-mail's signed link; no login): the window, the slot,
 * the stops before the shopper's and the status, asked again every 30 s while the page is visible.
 * A link not valid now (forged, expired…) is the same 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await guestApi(request, context).call(routes.getTracking, {
    params: { token: params.token.slice(0, 100) },
    skipAuth: true,
  });
  if (result.error !== null) return data({ tracking: null, token: '' }, { status: 404 });
  return { tracking: result.data, token: params.token };
}

const STEPS = ['planned', 'onTheWay', 'near', 'delivered'] as const;
const stepOf = (status: TrackingStatus) =>
  status === 'twoStopsAway' ? 2 : status === 'delivered' || status === 'failed' ? 3 : STEPS.indexOf(status);

const TONE: Record<TrackingStatus, string> = {
  planned: 'bg-cream text-ink',
  onTheWay: 'bg-brand-yellow text-ink',
  twoStopsAway: 'bg-brand-yellow text-ink',
  delivered: 'bg-leaf-soft text-forest',
  failed: 'bg-cream text-ink',
};

function useLiveTracking(token: string, first: Tracking | null) {
  const api = useBrowserApi();
  const [tracking, setTracking] = useState(first);
  const [at, setAt] = useState(() => new Date());
  const over = tracking === null || tracking.status === 'delivered' || tracking.status === 'failed';
  useEffect(() => {
    if (over) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') {
        const result = await api.call(routes.getTracking, { params: { token }, skipAuth: true });
        if (result.error === null) {
          setTracking(result.data);
          setAt(new Date());
        }
      }
      timer = setTimeout(ask, POLL_MS);
    };
    timer = setTimeout(ask, POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [api, token, over]);
  return { tracking, at };
}

export default function TrackingPage({ loaderData }: Route.ComponentProps) {
  const { t, prefix, locale } = useI18n();
  const { tracking, at } = useLiveTracking(loaderData.token, loaderData.tracking);
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('tracking.title') })}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="flex min-h-dvh flex-col bg-cream">
        <header className="mx-auto flex h-16 w-full max-w-screen-sm items-center px-4">
          <Link to={prefix} aria-label={t('header.home')} className="rounded text-ink">
            <Logo />
          </Link>
        </header>
        <main id="main" className="mx-auto w-full max-w-screen-sm flex-1 px-4 pb-12">
          {tracking === null ? (
            <section className="card p-6 sm:p-8">
              <h1 className="text-2xl font-black tracking-tight">{t('tracking.notFound.title')}</h1>
              <p className="mt-3 text-ink-soft">{t('tracking.notFound.text')}</p>
              <Link to={`${prefix}/mes-commandes`} className="btn btn-primary mt-6">
                {t('tracking.myOrders')}
              </Link>
            </section>
          ) : (
            <section className="card p-6 sm:p-8" aria-labelledby="tracking-title">
              <h1 id="tracking-title" className="text-2xl font-black tracking-tight sm:text-3xl">
                {t('tracking.title')}
              </h1>
              <p
                className={`mt-4 inline-flex rounded-full px-4 py-1.5 text-base font-bold ${TONE[tracking.status]}`}
                data-testid="tracking-status"
                data-status={tracking.status}
                role="status"
              >
                {t(`tracking.status.${tracking.status}`, { count: tracking.stopsBefore ?? 0 })}
              </p>
              <p className="mt-3 text-ink-soft">{t(`tracking.text.${tracking.status}`)}</p>
              {tracking.window ? (
                <p className="mt-6 text-xl font-bold sm:text-2xl" data-testid="tracking-window">
                  {t('tracking.window', {
                    from: formatWindowTime(new Date(tracking.window.from)),
                    to: formatWindowTime(new Date(tracking.window.to)),
                  })}
                </p>
              ) : (
                tracking.status === 'planned' && (
                  <p className="mt-6 text-ink">{t('tracking.windowPending')}</p>
                )
              )}
              <p className="mt-2 text-sm text-ink-soft">
                {t('tracking.slot', { slot: formatSlotLabel(tracking.slot, intlTag(locale)) })}
              </p>
              {tracking.stopsBefore !== null && tracking.status !== 'planned' && (
                <p className="mt-4 font-semibold" data-testid="tracking-stops">
                  {t('tracking.stopsBefore', { count: tracking.stopsBefore })}
                </p>
              )}
              <ol aria-label={t('tracking.steps')} className="mt-6 grid grid-cols-4 gap-1.5 sm:gap-2">
                {STEPS.map((step, i) => {
                  const current = stepOf(tracking.status);
                  const state =
                    i < current || tracking.status === 'delivered'
                      ? 'done'
                      : i === current
                        ? 'current'
                        : 'todo';
                  return (
                    <li
                      key={step}
                      aria-current={state === 'current' ? 'step' : undefined}
                      className="flex flex-col items-center gap-2 text-center"
                    >
                      <span
                        aria-hidden="true"
                        className={`h-2 w-full rounded-full ${state === 'todo' ? 'bg-sand' : state === 'current' ? 'bg-brand-yellow' : 'bg-leaf'}`}
                      />
                      <span
                        className={`break-words text-[0.7rem] font-semibold leading-tight sm:text-sm ${state === 'todo' ? 'text-ink-soft' : 'text-ink'}`}
                      >
                        {t(`tracking.step.${step}`)}
                      </span>
                    </li>
                  );
                })}
              </ol>
              <p className="mt-6 text-xs text-ink-soft">
                {t('tracking.updated', { time: formatWindowTime(at) })}
              </p>
              <p className="mt-1 text-xs text-ink-soft">{t('tracking.private')}</p>
            </section>
          )}
        </main>
      </div>
    </>
  );
}
