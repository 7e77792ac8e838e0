/**
 * The one rule that tells a browser request sent by another site from the shop's own (page actions
 * of the storefront, cookie-authenticated API calls). A sibling subdomain is same-site but not
 * same-origin: it is refused too, since anyone who can publish on a subdomain could otherwise act as
 * the shopper whose SameSite=Lax cookies go along.
 */

/** The request headers the rule reads, named as Node names them (lower case). */
export interface RequestSiteHeaders {
  'sec-fetch-site'?: string | string[] | undefined;
  origin?: string | string[] | undefined;
  host?: string | string[] | undefined;
}

/** Methods that may change something: the only ones the rule is applied to. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sec-Fetch-Site values of a request the shop's own page (or the shopper, typing a URL) sent. */
const OWN_SITE = new Set(['same-origin', 'none']);

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * Whether the request comes from another origin. Browsers say where a request comes from in
 * Sec-Fetch-Site; an older one only in Origin, compared with the Host it was sent to (or with the
 * shop's public origin, for a proxy that rewrites Host). A request with neither is no browser's (a
 * bearer-token client, a webhook): it carries no cookie a browser attached on its own, and passes.
 */
export function isCrossSiteRequest(headers: RequestSiteHeaders, shopOrigin?: string): boolean {
  const site = single(headers['sec-fetch-site']);
  if (site !== undefined) return !OWN_SITE.has(site);
  const origin = single(headers.origin);
  if (origin === undefined || origin === '') return false;
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) and garbage: nobody we know.
    return true;
  }
  if (sent.host === single(headers.host)) return false;
  return shopOrigin === undefined || sent.origin !== originOf(shopOrigin);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
