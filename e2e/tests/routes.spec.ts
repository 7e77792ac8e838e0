import { expect, LOCALE_PREFIXES, routeTitle, SPEC_ROUTES, test } from './spec-routes.js';

/**
 * No route of the shop (spec-routes.ts) answers 404. Each route, in the four locales, for the
 * visitor it is meant for, is a page (200) at its own address; a login-required route sends a guest
 * to the login page instead. Status checks only (request context): the axe journey opens them.
 */
for (const route of SPEC_ROUTES) {
  const title = `${routeTitle('/{fr,es,be,nl-BE}', route)} is a page in every locale`;
  test(title, async ({ request, visitors }) => {
    for (const prefix of LOCALE_PREFIXES) {
      const url = visitors.url(prefix, route);
      const res = await request.get(url, { headers: await visitors.cookieHeader(route) });
      expect(res.status(), url).toBe(200);
      // Not sent elsewhere (a lost session would land on the login page and still answer 200).
      expect(new URL(res.url()).pathname, url).toBe(new URL(url, res.url()).pathname);
      if (route.as !== 'guest' && !route.public) {
        // The registration success page sends a guest to step 1, the others to the login.
        const to = route.path === '/inscription/success' ? '/inscription/step1' : '/login?redirect=';
        const guest = await request.get(url, { maxRedirects: 0 });
        expect(guest.status(), `${url} for a guest`).toBe(302);
        expect(guest.headers().location, `${url} for a guest`).toContain(`${prefix}${to}`);
      }
    }
  });
}
