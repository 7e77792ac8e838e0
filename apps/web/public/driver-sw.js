/* The driver's service worker (docs/adr/0029-driver-offline-queue.md), registered by the driver's page
 * on its own path only (/<lang>/livreur): the storefront has none. It keeps the day's page and the
 * assets it loaded, so the round opens without network; the driver's actions are queued by the page
 * itself (IndexedDB, app/lib/driver-queue.ts), never by this worker. API calls are never cached. */
const CACHE = 'consigne-driver-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The page asks, once online, to keep itself and its assets: the start of the round. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep-day') return;
  const reply = event.ports[0];
  event.waitUntil(
    keepDay(data.page, data.urls || []).finally(() => reply && reply.postMessage({ type: 'day-kept' })),
  );
});

async function keepDay(page, urls) {
  const cache = await caches.open(CACHE);
  const own = urls.filter((url) => new URL(url).origin === self.location.origin);
  await Promise.all(
    own.map(async (url) => {
      if (await cache.match(url, { ignoreVary: true })) return;
      const response = await fetch(url).catch(() => null);
      if (response && response.ok) await cache.put(url, response);
    }),
  );
  const response = await fetch(page, { credentials: 'same-origin' }).catch(() => null);
  if (response && response.ok && !response.redirected) await cache.put(page, response);
}

const inScope = (url) => url.pathname.startsWith(new URL(self.registration.scope).pathname);

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  // Content-hashed assets never change: the cached copy first.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  // The driver's page and its data: the network first (the round moves), the kept copy offline.
  if (request.mode === 'navigate' || inScope(url)) event.respondWith(networkFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected && response.type === 'basic')
      await cache.put(request, response.clone());
    return response;
  } catch (error) {
    // The same day first; else the page kept last under this path (another day, shown with its date).
    const kept =
      (await cache.match(request, { ignoreVary: true })) ||
      (await cache.match(request, { ignoreVary: true, ignoreSearch: true }));
    if (kept) return kept;
    throw error;
  }
}
