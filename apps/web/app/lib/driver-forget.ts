import { indexedDbStore } from './driver-queue';

/** The cache names the driver's service worker keeps the day in (public/driver-sw.js). */
const DRIVER_CACHE_PREFIX = 'consigne-driver';

/** Actions still waiting on this phone (0 where IndexedDB is not there). */
export async function actionsWaiting(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  return (await indexedDbStore().all()).filter((a) => !a.conflict).length;
}

/**
 * What logging out leaves on the phone: nothing of the round. The kept pages hold customers'
 * addresses and entry codes (personal data, for the driver of the day only), so the worker is
 * unregistered, its caches deleted and the queue emptied — the next driver of a shared phone, or
 * whoever finds it, opens none of it offline.
 */
export async function forgetTheDay(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
  await Promise.all(
    registrations.filter((r) => new URL(r.scope).pathname.includes('/livreur')).map((r) => r.unregister()),
  );
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(DRIVER_CACHE_PREFIX)).map((n) => caches.delete(n)));
  }
  if (typeof indexedDB !== 'undefined') {
    const queue = indexedDbStore();
    await Promise.all((await queue.all()).map((a) => queue.delete(a.key)));
  }
}
