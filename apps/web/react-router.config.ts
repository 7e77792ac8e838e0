import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (e.g. several developers' e2e runs) keep apart.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // The whole route manifest in one cacheable file, instead of a partial manifest computed (and sent)
  // with every page and fetched again as links appear: ≈3 % of a page's CPU (docs/performance.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
