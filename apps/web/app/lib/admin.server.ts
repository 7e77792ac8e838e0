import type { CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, redirect, type AppLoadContext } from 'react-router';
import { assertSessionDecided, hasSession, serverApi, sessionUnavailable } from './api.server.js';
import { detectLocale, prefixOf } from './locale.js';

export type AdminAccount = CallResponse<'getBackOfficeAccount'>;

/** The back-office's calls (/api/admin/…), with the request's session and locale. */
export const adminApi = (request: Request, context: AppLoadContext) => serverApi(request, context);

const toLogin = (request: Request) => {
  const url = new URL(request.url);
  return redirect(
    `${prefixOf(detectLocale(request))}/login?redirect=${encodeURIComponent(url.pathname + url.search)}`,
  );
};

/**
 * The logged-in staff account, or: a guest (or an ended session) is sent to the login page and
 * brought back; a customer or a driver gets a 403. The API checks again on every call.
 */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<AdminAccount> {
  assertSessionDecided(request, context);
  if (!hasSession(request)) throw toLogin(request);
  const result = await adminApi(request, context).call(routes.getBackOfficeAccount);
  if (result.status === 401) throw toLogin(request);
  if (result.status === 403) throw data({ forbidden: true as const }, { status: 403 });
  // No answer or a 5xx says nothing about the session: an error page, never the login page.
  if (result.status === 0 || result.status >= 500) throw sessionUnavailable(request);
  if (result.error !== null) throw data({ forbidden: false as const }, { status: result.status });
  return result.data;
}

/** The staff account of an admin-only page; a manager gets the 403 page that says admins only. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<AdminAccount> {
  const account = await requireStaff(request, context);
  if (account.role !== 'admin') throw data({ forbidden: true as const, adminOnly: true }, { status: 403 });
  return account;
}

/** A query value as a positive page number (1 when absent or odd). */
export const pageParam = (url: URL, name = 'page'): number => {
  const n = Number(url.searchParams.get(name));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};
