/**
 * The URL of a storefront request, read before React Router sees it. React Router needs a URL, and
 * its Node adapter reads the request target against the Host header: `new URL('//', base)` throws
 * (the request was left unanswered), and `//evil.example` or `/\evil` name another host. So a page
 * is only a target that reads, on the request's own origin, as a path of that origin: a target with
 * extra leading slashes is redirected to the same path with one; anything else is refused.
 */

export type PageTarget =
  | { kind: 'page'; url: URL }
  /** A path of this origin (never `//…`): a Location no browser reads as another host. */
  | { kind: 'redirect'; location: string }
  /** 400: a Host header that names no host; 404: a target that is no path of the shop. */
  | { kind: 'refused'; status: 400 | 404 };

/**
 * `target` as the request line sent it (request.raw.url); `protocol` of the connection (`http:`,
 * `https:`); `host` the Host header, or the shop's own host when the request has none (HTTP/1.0).
 */
export function readPageTarget(target: string, protocol: string, host: string): PageTarget {
  const origin = originOf(protocol, host);
  if (!origin) return { kind: 'refused', status: 400 };
  const url = pathOf(target, origin);
  if (url) return { kind: 'page', url };
  // `//fr/produits`, `/\fr`: the path meant, with one slash (and never another host).
  const collapsed = pathOf(target.replace(/^[/\\]+/, '/'), origin);
  if (collapsed) return { kind: 'redirect', location: collapsed.pathname + collapsed.search };
  return { kind: 'refused', status: 404 };
}

/** `http://host:port` of a Host header, or null when it is no bare host (`a b`, `[`, `x/y`, `u@x`). */
function originOf(protocol: string, host: string): string | null {
  try {
    const base = new URL(`${protocol}//${host}`);
    const bare = !base.username && !base.password && base.pathname === '/' && !base.search && !base.hash;
    return bare ? base.origin : null;
  } catch {
    return null;
  }
}

/** The target read as a URL of `origin` whose path has one leading slash, or null. */
function pathOf(target: string, origin: string): URL | null {
  if (!target.startsWith('/')) return null;
  try {
    const url = new URL(target, origin);
    return url.origin === origin && !url.pathname.startsWith('//') ? url : null;
  } catch {
    return null;
  }
}
