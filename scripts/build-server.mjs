/**
 * Compiles a server entry (TypeScript) to one JavaScript file that plain `node` runs, so production
 * needs neither tsx nor any other dev dependency. Our workspace packages (TypeScript sources) are
 * bundled in; every other package stays an import, which `npm ci --omit=dev` must provide: the build
 * fails if one is not a production dependency of the workspaces the server is made of.
 *
 * CLI: node scripts/build-server.mjs [entry outfile [extra-bundle-to-check...]]
 * Default: apps/server/src/main.ts → apps/server/dist/server.js, checking the storefront's server build
 * (apps/web/build) too.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACE = /^@consigne\//;
/** The workspaces a production server is made of; their "dependencies" are what --omit=dev installs. */
const SERVER_WORKSPACES = ['apps/server', 'apps/web', 'apps/api', 'packages/domain', 'packages/contract', 'packages/api-client'];

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

/** Keeps every package import as it is, except our own workspaces, which are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      WORKSPACE.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/** The packages the compiled files import at run time (node built-ins aside). */
function importedPackages(metafile) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs))
    for (const { path, external } of output.imports)
      if (external && !isBuiltin(path)) names.add(packageName(path));
  return names;
}

function productionDependencies() {
  return new Set(
    SERVER_WORKSPACES.flatMap((dir) =>
      Object.keys(JSON.parse(readFileSync(`${root}${dir}/package.json`, 'utf8')).dependencies ?? {}),
    ),
  );
}

/** Throws when a run-time import would be missing after `npm ci --omit=dev`. */
export function checkRuntimeImports(packages) {
  const allowed = productionDependencies();
  const missing = [...packages].filter((name) => !allowed.has(name)).sort();
  if (missing.length)
    throw new Error(
      `imported at run time but not a production dependency of ${SERVER_WORKSPACES.join(', ')}: ${missing.join(', ')}`,
    );
}

/** Bundles `entry` into `outfile` (ESM, source map) and checks its run-time imports. */
export async function buildServer({ entry, outfile, alsoCheck = [] }) {
  const options = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  };
  const result = await build({ ...options, entryPoints: [entry], outfile, sourcemap: true });
  const packages = importedPackages(result.metafile);
  // Already-built bundles (the storefront's server build): only their imports are read, nothing written.
  for (const file of alsoCheck) {
    const scan = await build({ ...options, entryPoints: [file], write: false, outdir: '/nonexistent' });
    for (const name of importedPackages(scan.metafile)) packages.add(name);
  }
  checkRuntimeImports(packages);
  return { packages: [...packages].sort() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entry = `${root}apps/server/src/main.ts`, outfile = `${root}apps/server/dist/server.js`, ...rest] =
    process.argv.slice(2);
  const buildDir = process.env.WEB_BUILD_DIR ?? 'build';
  const alsoCheck = process.argv.length > 2 ? rest : [`${root}apps/web/${buildDir}/server/index.js`];
  const { packages } = await buildServer({ entry, outfile, alsoCheck });
  console.log(`${outfile}: node runs it; run-time packages (all production dependencies): ${packages.join(', ')}`);
}
