import { redirectTarget } from '@consigne/domain';
import { redirect, type AppLoadContext } from 'react-router';
import { currentUser } from './api.server.js';
import { detectLocale, prefixOf } from './locale.js';

export interface GuardArgs {
  request: Request;
  context: AppLoadContext;
}
type Guard = (args: GuardArgs) => Promise<void>;

/** auth: login-required pages send guests to the login page, which brings them back afterwards. */
const auth: Guard = async ({ request, context }) => {
  if (await currentUser(request, context)) return;
  const url = new URL(request.url);
  const prefix = prefixOf(detectLocale(request));
  throw redirect(`${prefix}/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
};

/** login: the login page is for guests; a logged-in user goes where the login would have sent them. */
const login: Guard = async ({ request, context }) => {
  if (!(await currentUser(request, context))) return;
  const target = new URL(request.url).searchParams.get('redirect');
  throw redirect(redirectTarget(target, detectLocale(request)));
};

/**
 * warehouse: catalogue pages need the warehouse whose prices and stock they show. It comes from the
 * user's zone, else the shopper's choice, else the default; the API resolves it, so the guard only
 * makes sure the user (and so the zone) is known before the page loads.
 */
const warehouse: Guard = async ({ request, context }) => {
  await currentUser(request, context);
};

const GUARDS: Record<string, Guard> = { auth, login, warehouse };

/** Runs a route's guards in order; an unknown guard name is a programming error. */
export async function runGuards(names: string[], args: GuardArgs): Promise<void> {
  for (const name of names) {
    const guard = GUARDS[name];
    if (!guard) throw new Error('Unknown route middleware');
    await guard(args);
  }
}
