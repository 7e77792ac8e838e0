import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a page's form submission (a POST to a route action: checkout, cancelling an order, the
 * driver's round…) comes from another site. The session cookies are SameSite=Lax, so a cross-site
 * POST already arrives without them; this refuses it outright, whatever the browser's cookie policy.
 * Browsers say where a request comes from in Sec-Fetch-Site; an older one only in Origin, compared
 * with the Host it was sent to. A request with neither (a non-browser client) carries no browser
 * cookies to abuse and passes.
 */
export function isCrossSiteSubmission(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}
