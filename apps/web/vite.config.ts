import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [preactInTheBrowser(), reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  // Workspace packages are TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@consigne\//] },
  build: {
    assetsInlineLimit: 0,
    // Imported constants are written where they are used (each route string in its call), not kept
    // as a variable and an import: about 450 bytes gzip less first-load JS (ADR 0024).
    rolldownOptions: { optimization: { inlineConst: { mode: 'all', pass: 2 } } },
  },
});
