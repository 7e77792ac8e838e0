import { options, render } from 'preact';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { afterNextPaint, duringFirstHydration, yieldToBrowser } from './lib/hydrate-later';
import { warmUpIntl } from './lib/intl-warmup';
import { renderTheDocumentLikeReact } from './preact-document';

/**
 * React Router's default client entry, adapted to preact/compat, which the browser runs instead of
 * React (docs/adr/0002-preact-client-runtime.md); the server renders with React 19.
 *
 * HydratedRouter suspends (throws a promise) on its first render until the server's loader data is
 * decoded. React allows a suspending root; preact would need a Suspense boundary, and preact 10
 * resumes a suspended hydration on one DOM node only. So a first render into a detached element
 * catches that promise, and the document is hydrated once the data is there.
 */
async function routerDataDecoded(): Promise<void> {
  const probe = document.createElement('div');
  try {
    render(<HydratedRouter />, probe);
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown.catch(() => undefined);
    return;
  }
  render(null, probe);
}

/**
 * Creates React Router's router (its routes, the hydration data, `initialize()`) in a task of its own
 * rather than inside the hydration's long one (TBT on a phone): HydratedRouter creates it
 * on its first render and keeps it for the next, so that first render is cut short once the router
 * exists, at the next element created (the RouterProvider, with the whole app below it). Should
 * anything else go wrong here, the hydration creates the router itself, as before.
 */
function createRouterAhead(): void {
  const cutShort = new Error('router created');
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if ('__reactRouterDataRouter' in window) throw cutShort;
    previous?.(vnode);
  };
  try {
    render(<HydratedRouter />, document.createElement('div'));
  } catch {
    // cutShort, or an error the hydration will meet and report.
  } finally {
    options.vnode = previous;
  }
}

renderTheDocumentLikeReact();
await routerDataDecoded();
await yieldToBrowser();
createRouterAhead();
// Hydration's long task, made shorter (TBT on a phone) and kept after the first paint: the
// page's Intl formatters first, each in a task of its own, then the hydration, then
// lib/hydrate-later's parts one per task.
await afterNextPaint();
await warmUpIntl();
await yieldToBrowser();
startTransition(() => {
  duringFirstHydration(() =>
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    ),
  );
});
