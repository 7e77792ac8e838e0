import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createLogger, defineConfig, type Manifest, type Plugin } from 'vite';
import { BACK_OFFICE_LAYOUT_ID } from './app/admin-pages.js';
import { SHOP_MANIFEST_URL_PLACEHOLDER, shopManifest } from './app/lib/shop-manifest.js';
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

/** The back-office's door (app/admin-door.ts), a chunk of the client build of its own. */
const DOOR_SOURCE = 'app/admin-door.ts';

/**
 * The storefront's route manifest (ADR 0034, app/lib/shop-manifest.server.ts). React Router builds the
 * client, then the server, each with this config loaded afresh (nothing is shared between the two
 * but the files written): the client build emits the door; the server build, once React Router has
 * written its manifest (while loading the server's modules), writes the storefront's beside it and its
 * URL into the server bundle. A build where any of that is missing fails.
 */
function storefrontManifest(): Plugin {
  return {
    name: 'consigne:storefront-manifest',
    apply: 'build',
    buildStart() {
      if (this.environment.name === 'client')
        this.emitFile({ type: 'chunk', id: join(import.meta.dirname, DOOR_SOURCE), name: 'admin-door' });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name === 'client') return;
      const { base, build } = this.environment.config;
      // React Router writes the client build beside the server's: <buildDirectory>/client and /server.
      const clientDir = join(build.outDir, '..', 'client');
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const viteManifest = JSON.parse(
        readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const door = Object.values(viteManifest).find((chunk) => chunk.src === DOOR_SOURCE);
      // React Router's manifest of this build: the one file of that name the server bundle refers to.
      const routerManifests = readdirSync(join(clientDir, 'assets')).filter(
        (name) =>
          /^manifest-[0-9a-f]+\.js$/.test(name) && chunks.some((chunk) => chunk.code.includes(`/${name}`)),
      );
      const [routerManifest] = routerManifests;
      const withUrl = chunks.filter((chunk) => chunk.code.includes(SHOP_MANIFEST_URL_PLACEHOLDER));
      if (!door || routerManifest === undefined || routerManifests.length > 1 || withUrl.length === 0)
        throw new Error(
          `storefront manifest: door ${door?.file}, React Router's manifests [${routerManifests.join()}], ${withUrl.length} chunks to write its URL in`,
        );
      const text = readFileSync(join(clientDir, 'assets', routerManifest), 'utf8');
      const prefix = 'window.__reactRouterManifest=';
      if (!text.startsWith(prefix)) throw new Error(`${routerManifest}: not React Router's manifest`);
      const { url: _url, ...manifest } = JSON.parse(
        text.slice(prefix.length).replace(/;\s*$/, ''),
      ) as Parameters<typeof shopManifest>[0] & { url: string };
      const shop = shopManifest(manifest, BACK_OFFICE_LAYOUT_ID, base + door.file);
      const hash = createHash('sha256').update(JSON.stringify(shop)).digest('hex').slice(0, 8);
      const file = `assets/shop-manifest-${hash}.js`;
      writeFileSync(join(clientDir, file), `${prefix}${JSON.stringify({ ...shop, url: base + file })};`);
      for (const chunk of withUrl)
        chunk.code = chunk.code.replaceAll(SHOP_MANIFEST_URL_PLACEHOLDER, base + file);
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
  plugins: [
    preactInTheBrowser(),
    reactRouterProductionBuild(),
    tailwindcss(),
    reactRouter(),
    storefrontManifest(),
  ],
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
