import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The browser runs preact/compat instead of React (docs/adr/0002-preact-client-runtime.md): the
 * first-load JavaScript budget (brief §8, 110 KB gzip) cannot be met with React DOM alone. The
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

export default defineConfig({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter()],
  // Workspace packages are TypeScript sources: bundle them into the server build.
  ssr: { noExternal: [/^@consigne\//] },
  build: { assetsInlineLimit: 0 },
});
