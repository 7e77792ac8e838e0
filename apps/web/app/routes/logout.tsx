import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { guestApi } from '../lib/api.server';
import { clearedTokenCookies, isSecureRequest, parseCookies, REFRESH_TOKEN_COOKIE } from '../lib/cookies';
import { detectLocale, prefixOf } from '../lib/locale';
import * as routes from '@consigne/contract/routes';

/** Logout: ends the session server-side, empties both token cookies, goes home. POST only. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = detectLocale(request);
  const refreshToken = parseCookies(request.headers.get('cookie'))[REFRESH_TOKEN_COOKIE];
  if (refreshToken)
    await guestApi(request, context).call(routes.revokeRefreshToken, {
      body: { refresh_token: refreshToken },
      skipAuth: true,
    });
  const headers = new Headers();
  for (const cookie of clearedTokenCookies(isSecureRequest(request))) headers.append('Set-Cookie', cookie);
  return redirect(prefixOf(locale), { headers });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(prefixOf(detectLocale(request)));
}
