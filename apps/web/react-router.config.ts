import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (e.g. several developers' e2e runs) keep apart.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
