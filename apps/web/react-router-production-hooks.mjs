/** Module resolution hooks for react-router-production.mjs: react-router's production build. */
export const PRODUCTION_BUILD = ['react-router', 'react-router/dom'];

/** The production twin of a file of react-router's development build. */
export const productionFile = (developmentFile) =>
  developmentFile.replace(/([\\/])dist\1development\1/, '$1dist$1production$1');

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return PRODUCTION_BUILD.includes(specifier) ? { ...resolved, url: productionFile(resolved.url) } : resolved;
}
