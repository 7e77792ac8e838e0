/**
 * One process (brief §3): the product API under /api and the SSR storefront on every other path,
 * with the client build served as immutable assets.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { bootstrap, clientAddressKey, cspNonce, listen, signClientAddress, type App } from '@consigne/api';
import { createRequestListener } from '@mjackson/node-fetch-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { RequestSession } from './app/lib/context.js';
import { prepareSession } from './session-renewal.js';

// apps/web, found through the package: this file runs as server.ts (npm run dev) or compiled as dist/server.js.
const webDir = dirname(createRequire(import.meta.url).resolve('@consigne/web/package.json'));
const buildDir = `${join(webDir, process.env.WEB_BUILD_DIR ?? 'build')}/`;
if (!existsSync(`${buildDir}server/index.js`)) {
  console.error('The storefront is not built: run `npm run build` (npm start does it for you).');
  process.exit(1);
}

const { app, config } = await bootstrap();
const apiBaseUrl = process.env.API_URL ?? (await internalApiListener(app));

await app.register(fastifyStatic, {
  root: `${buildDir}client/assets`,
  prefix: '/assets/',
  immutable: true,
  maxAge: '1y',
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
});

const build = (await import(`${buildDir}server/index.js`)) as ServerBuild;
// The build this server runs, for open pages to notice a newer one (spec §4; app/lib/build-version.ts).
app.get('/__version', { logLevel: 'warn', schema: { hide: true } }, (_request, reply) =>
  reply.header('cache-control', 'no-store').send({ version: build.assets.version }),
);
const handleRequest = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
const clientKey = clientAddressKey(config.jwtSecret);
/**
 * React Router's request listener (as @react-router/node builds it), made per request so that the
 * load context can carry what the API's hooks set on the raw request: the page's CSP nonce; and the
 * shopper's address (request.ip, as TRUST_PROXY allows), signed for every API call of the page's
 * loaders and actions, so the API's per-address limits see the shopper, not this server.
 */
const handle = (raw: IncomingMessage, shopperAddress: string, session: RequestSession | undefined) =>
  createRequestListener((request) =>
    handleRequest(request, {
      apiBaseUrl,
      publicUrl: config.publicUrl,
      apiHeaders: signClientAddress(clientKey, shopperAddress),
      chatAppId: process.env.CHAT_APP_ID || undefined,
      cspNonce: cspNonce(raw),
      session,
    }),
  );

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
      // Helmet's security headers are already on the raw response.
      const { setCookies, session } = await prepareSession(request.raw, apiBaseUrl);
      // Read when the response is written: a loader's renewal adds its cookies before that.
      groupSetCookies(reply.raw, setCookies);
      reply.hijack();
      await handle(request.raw, request.ip, session)(request.raw, reply.raw);
    },
  });
});

/**
 * The loaders' calls to the API go to a loopback listener of their own: on shutdown the public
 * listener stops accepting connections while the pages in flight still reach the API through this
 * one, which closes with the app.
 */
async function internalApiListener(api: App): Promise<string> {
  const internal = createServer((request, response) => api.routing(request, response));
  internal.keepAliveTimeout = api.server.keepAliveTimeout;
  await new Promise<void>((listening) => internal.listen(0, '127.0.0.1', listening));
  api.addHook('onClose', (_instance, done) => internal.close(() => done()));
  return `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
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

await listen(app, config);
app.log.info(
  `consigne is serving on ${config.publicUrl}` +
    (config.seedDemo
      ? ' — demo accounts: demo@example.com / consigne-demo, pro@example.com / consigne-demo'
      : ''),
);
