/**
 * The built storefront mounted on a Fastify host: the client build as static assets, `/__version`,
 * and React Router's server rendering on every other path. The host is the API itself (one process)
 * or a bare host that opens nothing (a storefront deployed apart, API_URL).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  compressRawResponse,
  cspNonce,
  isCrossSiteRequest,
  REQUEST_ID_HEADER,
  signClientAddress,
  STATE_CHANGING_METHODS,
  type App,
} from '@consigne/api';
import { prepareSession, type RequestSession, type ShopLoadContext } from '@consigne/web/session-renewal';
import { sharedCacheMayStore } from '@consigne/web/shared-cache';
import { createRequestListener } from '@mjackson/node-fetch-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { alwaysAnswered } from './always-answered.js';
import { labelledBuild, pageContext } from './page-route.js';
import { readPageTarget } from './page-target.js';

/** The storefront's build directory (apps/web/build, or WEB_BUILD_DIR), found through its package. */
export function storefrontBuildDir(env: NodeJS.ProcessEnv = process.env): string {
  const webDir = dirname(createRequire(import.meta.url).resolve('@consigne/web/package.json'));
  return `${join(webDir, env.WEB_BUILD_DIR ?? 'build')}/`;
}

/** The storefront's server build; exits with the command to run when the storefront is not built. */
export async function loadStorefront(buildDir: string): Promise<ServerBuild> {
  if (!existsSync(`${buildDir}server/index.js`)) {
    console.error('The storefront is not built: run `npm run build` (npm start does it for you).');
    process.exit(1);
  }
  return (await import(`${buildDir}server/index.js`)) as ServerBuild;
}

export interface StorefrontOptions {
  buildDir: string;
  build: ServerBuild;
  /** Where the pages' loaders and actions call the API. */
  apiBaseUrl: string;
  /** How they call it: in-process in one process (in-process-fetch.ts); HTTP when absent. */
  apiFetch?: typeof fetch;
  publicUrl: string;
  /** Signs the shopper's address on the API calls made for them (the API's per-address limits). */
  clientKey: Buffer;
  /** COMPRESS=1: pages compressed here (br, else gzip); off behind a proxy that compresses. */
  compress?: boolean;
}

export async function mountStorefront(app: App, options: StorefrontOptions): Promise<void> {
  await serveClientBuild(app, options.buildDir);
  // The build this server runs, for open pages to notice a newer one (app/lib/build-version.ts).
  app.get('/__version', { logLevel: 'warn', schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ version: options.build.assets.version }),
  );
  const handle = pageHandler(options);
  const publicHost = new URL(options.publicUrl).host;
  await app.register(async (storefront) => {
    // Leave request bodies unread: React Router parses forms itself from the raw request.
    storefront.removeAllContentTypeParsers();
    storefront.addContentTypeParser('*', (_request, _payload, done) => done(null));
    storefront.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      // The storefront's pages are no operation of the API: kept out of its OpenAPI document.
      schema: { hide: true },
      handler: async (request, reply) => {
        const target = readPageTarget(
          request.raw.url ?? '/',
          (request.raw.socket as Partial<TLSSocket>).encrypted ? 'https:' : 'http:',
          request.headers.host ?? publicHost,
        );
        // No page: the redirect to the path meant, or a bare refusal (page-target.ts).
        if (target.kind === 'redirect')
          return reply.header('cache-control', 'no-store').redirect(target.location, 301);
        if (target.kind === 'refused')
          return reply.code(target.status).header('cache-control', 'no-store').send();
        // A form of another site posted to a page's action (the checkout, cancelling an order…).
        if (
          STATE_CHANGING_METHODS.has(request.method) &&
          isCrossSiteRequest(request.headers, options.publicUrl)
        ) {
          return reply.code(403).header('cache-control', 'no-store').type('text/plain').send('Forbidden');
        }
        // Helmet's security headers are already on the raw response.
        const { setCookies, session } = await prepareSession(
          request.raw,
          options.apiBaseUrl,
          options.apiFetch,
        );
        // Read when the response is written: a loader's renewal adds its cookies before that.
        groupSetCookies(reply.raw, setCookies);
        if (options.compress) compressRawResponse(reply.raw, request.headers['accept-encoding']);
        reply.hijack();
        // The adapter's listener is async (typed void): its promise carries what it throws.
        await alwaysAnswered(reply.raw, request.log, () =>
          Promise.resolve(
            handle(target.url, request.raw, request.ip, session, request.id)(request.raw, reply.raw),
          ),
        );
      },
    });
  });
}

async function serveClientBuild(app: App, buildDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: `${buildDir}client/assets`,
    prefix: '/assets/',
    immutable: true,
    maxAge: '1y',
    // The .br and .gz siblings (scripts/precompress-assets.mjs) answer the same URL: @fastify/static
    // says so (Vary: Accept-Encoding) on each of them and on the uncompressed file.
    preCompressed: true,
    wildcard: false,
    decorateReply: false,
  });
  // Other public files (favicon, robots.txt, QR code): one route per file, so nothing shadows the pages.
  await app.register(fastifyStatic, {
    root: `${buildDir}client`,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    globIgnore: ['assets/**'],
    maxAge: '1d',
    // The service workers (the driver's, the storefront's push worker) are checked for a new version
    // at every visit, never a day old.
    setHeaders: (reply, path) => {
      if (path.endsWith('driver-sw.js') || path.endsWith('push-sw.js'))
        reply.header('cache-control', 'no-cache');
    },
  });
}

/**
 * React Router's request listener (as @react-router/node builds it), made per request so that the
 * load context can carry what the host's hooks set on the raw request: the page's CSP nonce; and the
 * shopper's address (request.ip, as TRUST_PROXY allows), signed for every API call of the page's
 * loaders and actions, so the API's per-address limits see the shopper, not this server; and the
 * page's request id, so that the API's log lines of its calls carry it.
 */
function pageHandler({ build, apiBaseUrl, apiFetch, publicUrl, clientKey }: StorefrontOptions) {
  const handleRequest = createRequestHandler(labelledBuild(build), process.env.NODE_ENV ?? 'production');
  const chatAppId = process.env.CHAT_APP_ID || undefined;
  return (
    url: URL,
    raw: IncomingMessage,
    shopperAddress: string,
    session: RequestSession | undefined,
    requestId: string,
  ) =>
    createRequestListener(
      async (request) => {
        const response = await handleRequest(
          request,
          pageContext(raw, {
            apiBaseUrl,
            apiFetch,
            publicUrl,
            // The page's request id goes with every API call: the API's log lines of this page carry it.
            apiHeaders: { ...signClientAddress(clientKey, shopperAddress), [REQUEST_ID_HEADER]: requestId },
            chatAppId,
            cspNonce: cspNonce(raw),
            session,
          } satisfies ShopLoadContext),
        );
        return sharedCacheMayStore(request) ? response : keptFromSharedCaches(response);
      },
      // The URL that readPageTarget checked, read again the same way by the adapter.
      { protocol: url.protocol, host: url.host },
    );
}

/** The answer with `Cache-Control: private, no-store`, whatever the page set (shared-cache.ts). */
function keptFromSharedCaches(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'private, no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * React Router writes the response with writeHead(status, rawPairs). Helmet has already set its
 * headers on the raw response, and then Node merges the pairs through setHeader, which keeps only
 * the last Set-Cookie. Grouping every Set-Cookie (React Router's and the renewed session's) into one
 * array value keeps them all.
 */
function groupSetCookies(res: ServerResponse, extraCookies: string[]): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: unknown) => ServerResponse;
  res.writeHead = ((status: number, headers?: unknown) => {
    if (!Array.isArray(headers)) return writeHead(status, headers);
    const pairs = headers as string[];
    const cookies = [...extraCookies];
    const rest: Array<string | string[]> = [];
    for (let i = 0; i < pairs.length; i += 2) {
      if (pairs[i]!.toLowerCase() === 'set-cookie') cookies.push(pairs[i + 1]!);
      else rest.push(pairs[i]!, pairs[i + 1]!);
    }
    if (cookies.length) rest.push('set-cookie', cookies);
    return writeHead(status, rest);
  }) as ServerResponse['writeHead'];
}
