import { useEffect } from 'react';
import { matchRoutes } from 'react-router';
import { STALE_BUILD_EVENT } from './build-version';
import { createLoadQueue } from './prefetch-queue';
import './router-globals';

/** A pointer resting this long on a link is an intent to follow it (React Router's own delay). */
const INTENT_DELAY_MS = 100;

/**
 * The code of the routes a same-origin link leads to that this page has not loaded yet: their ids and
 * module URLs from React Router's manifest. Routes not discovered yet (lazy route discovery) are
 * left to React Router.
 */
function routeModulesFor(href: string): Array<{ id: string; url: string }> {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return [];
  }
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return [];
  if (url.pathname.startsWith('/api/')) return [];
  const router = window.__reactRouterDataRouter;
  const routes = window.__reactRouterManifest?.routes;
  const loaded = window.__reactRouterRouteModules ?? {};
  if (!router || !routes) return [];
  return (matchRoutes(router.routes, url.pathname) ?? []).flatMap(({ route }) => {
    const module = route.id ? routes[route.id]?.module : undefined;
    return route.id && module && !(route.id in loaded) ? [{ id: route.id, url: module }] : [];
  });
}

const anchorOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * Route preloading (at most 4 pending loads). Hovering, focusing or touching a link of the
 * shop loads the code of the page it leads to, through one queue that runs at most 4 loads at once;
 * React Router finds the modules already there when the shopper follows the link. Only code is
 * preloaded, not data: a page's data is fresh when it is shown (and private for a logged-in
 * shopper). Nothing is preloaded when the browser asks to save data. A module that cannot be loaded
 * any more means the server runs a newer build: the build check is told at once.
 */
export function useRoutePrefetch() {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return;
    const queue = createLoadQueue();
    const timers = new Map<HTMLAnchorElement, ReturnType<typeof setTimeout>>();
    const queued = new WeakMap<HTMLAnchorElement, string[]>();

    const preload = (anchor: HTMLAnchorElement) => {
      timers.delete(anchor);
      const modules = routeModulesFor(anchor.href);
      queued.set(
        anchor,
        modules.map((m) => m.id),
      );
      for (const { id, url } of modules)
        queue.enqueue(id, () =>
          import(/* @vite-ignore */ url).catch((error: unknown) => {
            window.dispatchEvent(new Event(STALE_BUILD_EVENT));
            throw error;
          }),
        );
    };
    const intent = (delay: number) => (event: Event) => {
      const anchor = anchorOf(event.target);
      if (!anchor || timers.has(anchor) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      timers.set(
        anchor,
        setTimeout(() => preload(anchor), delay),
      );
    };
    const leave = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (!anchor) return;
      const related = (event as FocusEvent | PointerEvent).relatedTarget;
      if (related instanceof Node && anchor.contains(related)) return;
      clearTimeout(timers.get(anchor));
      timers.delete(anchor);
      for (const id of queued.get(anchor) ?? []) queue.cancel(id);
    };

    const onIntent = intent(INTENT_DELAY_MS);
    const onTouch = intent(0);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onTouch, { passive: true });
    document.addEventListener('pointerout', leave, { passive: true });
    document.addEventListener('focusout', leave);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onTouch);
      document.removeEventListener('pointerout', leave);
      document.removeEventListener('focusout', leave);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);
}
