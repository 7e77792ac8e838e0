import { render } from 'preact';
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

renderTheDocumentLikeReact();
await routerDataDecoded();
// Hydration's long task, made shorter (issue 15, TBT on a phone) and kept after the first paint: the
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
