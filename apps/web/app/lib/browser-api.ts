import { cookieSession, createApiClient, pathWith, type ApiClient } from '@consigne/api-client';
import { toApiLocale, type ApiLocale, type Locale } from '@consigne/domain';
import { useEffect, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { create } from 'zustand';
import { useI18n } from '../i18n';

/**
 * In the browser (docs/rules.md#session), a refused renewal logs the shopper out. The root shows the notice
 * ('Session expirée, veuillez vous reconnecter') and reloads its data, which logs the page out.
 */
export const useSessionExpiry = create<{ expired: boolean; clear: () => void }>((set) => ({
  expired: false,
  clear: () => set({ expired: false }),
}));

/** The page's one session: the HttpOnly cookies, renewed once however many calls got a 401. */
const session = cookieSession({ onSessionExpired: () => useSessionExpiry.setState({ expired: true }) });
const clients = new Map<ApiLocale, ApiClient>();

/**
 * The API client of every browser call (same origin, authenticated by the session cookies): a 401
 * renews the session through POST /api/session/refresh and the call is retried once.
 */
export function browserApi(apiLocale: ApiLocale): ApiClient {
  let client = clients.get(apiLocale);
  if (!client) {
    client = createApiClient({ baseUrl: '', locale: apiLocale, tokens: session });
    clients.set(apiLocale, client);
  }
  return client;
}

export const browserApiFor = (locale: Locale) => browserApi(toApiLocale(locale));

/**
 * A multipart form sent from the browser to the API (the typed client speaks JSON only): the page's
 * session cookies and locale; a 401 renews the session once, then the form is sent again. Answers
 * like the client's calls (`error` null on success, `status` 0 without network).
 */
export async function browserUpload(
  locale: Locale,
  [method, path]: readonly [string, string],
  params: Record<string, string | number>,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<{ data: unknown; error: string | null; status: number }> {
  const url = `/api${pathWith(path, params)}?locale=${toApiLocale(locale)}`;
  const send = () =>
    fetch(url, {
      method,
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...headers },
    });
  try {
    let response = await send();
    if (response.status === 401 && (await session.renew?.().catch(() => false))) response = await send();
    const json = (await response.json().catch(() => null)) as { message?: string } | null;
    if (response.ok) return { data: json, error: null, status: response.status };
    return { data: null, error: json?.message ?? `HTTP ${response.status}`, status: response.status };
  } catch {
    return { data: null, error: 'network', status: 0 };
  }
}

/** The browser's API client in the page's language. */
export function useBrowserApi(): ApiClient {
  const { locale } = useI18n();
  return useMemo(() => browserApiFor(locale), [locale]);
}

/**
 * The root's side of a refused renewal: its data is loaded again (the cookies are gone, so the
 * page becomes a guest's and the stores are reset); a new login clears the notice.
 */
export function useSessionExpiryLogout(loggedIn: boolean): boolean {
  const expired = useSessionExpiry((state) => state.expired);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (expired && loggedIn) void revalidate();
  }, [expired, loggedIn, revalidate]);
  useEffect(() => {
    if (loggedIn) useSessionExpiry.getState().clear();
  }, [loggedIn]);
  return expired;
}
