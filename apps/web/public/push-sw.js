/* The storefront's push worker (docs/adr/0035-notifications.md): Web Push only. Registered by the
 * account page with the scope /push/, a path no page has, so it controls no page, caches nothing and
 * never meets the driver's worker (/<lang>/livreur, ADR 0029). A push carries a title, a text, the
 * page it opens and a tag (the notification's id: a second copy replaces the first). */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'consigne';
  const url =
    typeof data.url === 'string' && new URL(data.url, self.location.origin).origin === self.location.origin
      ? data.url
      : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/favicon.svg',
      data: { url },
    }),
  );
});

/** A tap opens the notification's page: a tab of the shop already open goes there, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
