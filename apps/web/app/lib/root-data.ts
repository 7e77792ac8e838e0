import type { Locale } from '@consigne/domain';
import { isRouteErrorResponse, useLocation, useRouteLoaderData } from 'react-router';
import { translator, type I18n, type Messages } from '../i18n';
import type { loader } from '../root';
import { localeOfPath, prefixOf } from './locale';

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

/** The i18n value of the page; falls back to the URL when the root loader itself failed. */
export function useI18nValue(): I18n {
  const data = useRootData();
  const location = useLocation();
  const locale: Locale = data?.locale ?? localeOfPath(location.pathname) ?? 'fr';
  return { locale, t: translator(data?.messages ?? ({} as Messages), locale), prefix: prefixOf(locale) };
}

/**
 * The texts a 503 page brought with it (api.server's sessionUnavailable): its root loader may be the
 * loader that failed, and then the root data has none.
 */
export function outageI18n(error: unknown): I18n | null {
  if (!isRouteErrorResponse(error) || error.status !== 503) return null;
  const payload = error.data as { outage?: boolean; locale?: Locale; messages?: Messages } | null;
  if (!payload?.outage || !payload.locale || !payload.messages) return null;
  return {
    locale: payload.locale,
    t: translator(payload.messages, payload.locale),
    prefix: prefixOf(payload.locale),
  };
}
