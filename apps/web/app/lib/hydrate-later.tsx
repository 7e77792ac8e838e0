import { createContext, Suspense, useContext, useLayoutEffect, useState, type ReactElement } from 'react';

/**
 * Hydration in parts (TBT on a phone): preact hydrates the whole document in one task, and
 * on a mid-range phone that task (≈300 ms at 4× slowdown) is most of the page's blocking time. A part
 * wrapped in <HydrateLater> is left as the server rendered it during the first hydration and hydrated
 * in a task of its own just after, one part per task, in document order: preact keeps the markup of a
 * component that suspends while hydrating and resumes it on that DOM node when its promise settles
 * (hence one element per part). The server renders it as it is, and later renders (navigation) never
 * defer.
 */
let firstHydration = false;
let lastPart: Promise<void> = Promise.resolve();

/** entry.client, around the first hydration only. */
export function duringFirstHydration(hydrate: () => void) {
  firstHydration = true;
  try {
    hydrate();
  } finally {
    firstHydration = false;
  }
}

/** A macrotask after the previous part's. */
function nextPart(): Promise<void> {
  lastPart = lastPart.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return lastPart;
}

/**
 * True while a part renders for the first time, i.e. hydrates: preact keeps the server's attributes
 * of a hydrated element and only patches what changes afterwards, so a part must first render what
 * the server rendered (stores not loaded yet), then its state; a store loaded before the part
 * hydrated would otherwise leave the server's value for good (a heart `disabled` on every card).
 */
const RenderingAsServer = createContext(false);
/** For components that render from browser-only state (stores): render as the server would. */
export const useRenderingAsServer = () => useContext(RenderingAsServer);

function Gate({ children }: { children: ReactElement }) {
  const [hydrated, setHydrated] = useState(false);
  // Before the browser paints: the second render patches what the stores changed.
  useLayoutEffect(() => setHydrated(true), []);
  if (firstHydration) throw nextPart();
  return <RenderingAsServer.Provider value={!hydrated}>{children}</RenderingAsServer.Provider>;
}

/**
 * One element, hydrated in a task of its own after the rest of the page (see above). The server
 * renders the element alone: preact resumes on the element itself, so the boundary is the browser's
 * only (no Suspense boundary in React's render, no markers in the document).
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  if (typeof document === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

/** A macrotask of its own: what follows runs after the browser may paint and handle input. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * After the browser's next frame: the server's document, its first packshots included when they have
 * arrived, is painted before the hydration's long task rather than after it (the page's LCP).
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A page loaded in a background tab gets no frame: it hydrates anyway.
    setTimeout(resolve, 100);
  });
