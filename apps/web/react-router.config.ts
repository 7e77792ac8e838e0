import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (e.g. several developers' e2e runs) keep apart.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // The whole route manifest in one cacheable file, instead of a partial manifest computed (and sent)
  // with every page and fetched again as links appear: ≈3 % of a page's CPU (docs/performance.md).
  // Storefront pages import a second one, whose back-office routes have no code but a door (ADR 0034).
  routeDiscovery: { mode: 'initial' },
  // React Router v8's behaviours, each declined until the move to v8 (said explicitly, so the build
  // does not warn about them): middleware would change the load context the server passes
  // (apps/server/src/page-route.ts), split route modules the first-load chunks (docs/performance.md),
  // the other three how requests and data URLs are handled.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
