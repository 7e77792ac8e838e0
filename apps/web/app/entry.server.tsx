import { Writable } from 'node:stream';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@consigne/domain';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { parseCookies, serializeCookie } from './lib/cookies';
import { hasSession } from './lib/api.server';
import { localeOfPath } from './lib/locale';
import { InlineStylesContext } from './lib/inline-styles';
import { NonceContext } from './lib/nonce';
import { withShopManifest } from './lib/shop-manifest.server';
import { documentBody, documentPieces, STYLESHEET_PLACEHOLDER } from './lib/document-bytes.server';
// The stylesheet's text, inlined in the head (docs/adr/0011-inline-stylesheet.md): encoded once per
// process, spliced into each document's bytes (document-bytes.server.ts).
import stylesheet from './app.css?inline';

const stylesheetBytes = Buffer.from(stylesheet);

export const streamTimeout = 5_000;

/**
 * Document responses. Bots wait for the whole page (allReady) and get no error page;
 * the locale of a prefixed URL is remembered in a cookie for 365 days; guest pages are cacheable.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const userAgent = request.headers.get('user-agent');
  const bot = isbot(userAgent);
  if (bot && responseStatusCode >= 400) {
    return new Response(null, { status: responseStatusCode, headers: { 'X-Robots-Tag': 'noindex' } });
  }

  const pathLocale = localeOfPath(new URL(request.url).pathname);
  if (pathLocale && parseCookies(request.headers.get('cookie'))[LOCALE_COOKIE] !== pathLocale) {
    responseHeaders.append(
      'Set-Cookie',
      serializeCookie(LOCALE_COOKIE, pathLocale, { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, httpOnly: false }),
    );
  }
  if (responseStatusCode >= 400) responseHeaders.set('X-Robots-Tag', 'noindex');
  if (!responseHeaders.has('Cache-Control')) {
    const cacheable =
      responseStatusCode === 200 && request.method === 'GET' && !hasSession(request) && Boolean(pathLocale);
    responseHeaders.set(
      'Cache-Control',
      cacheable ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' : 'private, no-store',
    );
  }
  responseHeaders.set('Vary', 'Cookie, Accept-Language');

  return new Promise<Response>((resolve, reject) => {
    // The CSP nonce goes on React's and React Router's inline scripts and on the pages' own.
    const nonce = loadContext.cspNonce;
    let shellRendered = false;
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={STYLESHEET_PLACEHOLDER}>
          <ServerRouter context={withShopManifest(routerContext)} url={request.url} nonce={nonce} />
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [bot ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          status = responseStatusCode;
          // The document is sent in one piece once rendered (docs/performance.md): React's
          // 2 KB chunks, each passed on through a Node stream, a web stream and a socket write, cost
          // more CPU than the render of a listing's cards. No page streams deferred data.
          pipe(collect(responseHeaders, () => status, resolve));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** A destination for React's stream that resolves one Response with the whole document. */
function collect(headers: Headers, status: () => number, resolve: (response: Response) => void): Writable {
  const chunks: Uint8Array[] = [];
  return new Writable({
    write(chunk: Uint8Array, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    writev(entries, done) {
      for (const { chunk } of entries) chunks.push(chunk as Uint8Array);
      done();
    },
    final(done) {
      headers.set('Content-Type', 'text/html; charset=utf-8');
      const pieces = documentPieces(Buffer.concat(chunks), stylesheetBytes);
      resolve(new Response(documentBody(pieces), { headers, status: status() }));
      done();
    },
  });
}
