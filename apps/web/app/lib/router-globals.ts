import type { DataRouter } from 'react-router';

/** What React Router's hydrated browser entry leaves on window (read only: the build and its routes). */
interface BrowserRouteManifest {
  version?: string;
  routes?: Record<string, { module?: string } | undefined>;
}

declare global {
  interface Window {
    __reactRouterManifest?: BrowserRouteManifest;
    __reactRouterRouteModules?: Record<string, unknown>;
    __reactRouterDataRouter?: DataRouter;
  }
}

/** The build this page runs (React Router's manifest version), or null before hydration. */
export function pageBuildVersion(): string | null {
  return typeof window === 'undefined' ? null : (window.__reactRouterManifest?.version ?? null);
}
