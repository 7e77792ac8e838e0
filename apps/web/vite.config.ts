import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createLogger, defineConfig, type Plugin } from 'vite';
import { PRODUCTION_BUILD, productionFile } from './react-router-production-hooks.mjs';

/**
 * The browser runs preact/compat instead of React (docs/adr/0002-preact-client-runtime.md): the
 * first-load JavaScript budget (110 KB gzip) cannot be met with React DOM alone. The
 * server keeps React 19 for SSR, so only the client environment is aliased; every importer (the
 * app, React Router, zustand) resolves to the one copy of preact.
 */
const PREACT_ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

function preactInTheBrowser(): Plugin {
  return {
    name: 'consigne:preact-client',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const target = PREACT_ALIASES[source];
      if (!target) return null;
      return this.resolve(target, import.meta.filename, { ...options, skipSelf: true });
    },
  };
}

/**
 * React Router's production build in the browser bundle: its package exports resolve to the
 * development build under every condition (see react-router-production.mjs for the server).
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'consigne:react-router-production',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!PRODUCTION_BUILD.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: productionFile(resolved.id) };
    },
  };
}

/**
 * The build's output says nothing a newcomer should worry about (docs/architecture.md, "Build
 * output"). Vite's warning that `envFile` is deprecated comes from React Router's own Vite servers
 * (@react-router/dev passes `envFile: false`), not from this config: there is nothing to change here
 * until React Router does. The servers it starts from this config use this logger, which leaves that
 * line out; the one that reads react-router.config.ts does not, hence the few left in the output.
 */
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!message.includes('The `envFile` option is deprecated')) warn(message, options);
};

/**
 * preact/compat has no `use` nor `useOptimistic` (React 19 hooks): React Router reads them as
 * optional (`React.use` → a fallback when undefined), so their absence in the browser is expected.
 */
const PREACT_MISSING_HOOKS = /Import `(use|useOptimistic)` will always be undefined [^\n]*preact\/compat/;

export default defineConfig({
  customLogger: logger,
  plugins: [preactInTheBrowser(), reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  // Workspace packages are TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@consigne\//] },
  build: {
    assetsInlineLimit: 0,
    // Imported constants are written where they are used (each route string in its call), not kept
    // as a variable and an import: about 450 bytes gzip less first-load JS (ADR 0024).
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      // Rolldown's timing hint names React Router's virtual-module plugin (most of the server
      // build): nothing this project can change; docs/performance.md has the build's figures.
      checks: { pluginTimings: false, bundlerTimings: false },
      onwarn(warning, defaultHandler) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && PREACT_MISSING_HOOKS.test(warning.message)) return;
        defaultHandler(warning);
      },
    },
  },
});
