import { describe, expect, it } from 'vitest';
import { checkRuntimeImports } from '../../../scripts/build-server.mjs';

// The production build (scripts/build-server.mjs) refuses a server that would import, at run time, a
// package `npm ci --omit=dev` does not install.
describe('run-time imports of the compiled server', () => {
  it('accepts production dependencies of the server workspaces', () => {
    expect(() =>
      checkRuntimeImports(['fastify', 'react-router', '@node-rs/argon2', 'postgres']),
    ).not.toThrow();
  });

  it('refuses dev dependencies and packages no workspace depends on', () => {
    expect(() => checkRuntimeImports(['fastify', 'tsx'])).toThrow(/tsx/);
    expect(() => checkRuntimeImports(['vite'])).toThrow(/vite/);
    expect(() => checkRuntimeImports(['left-pad'])).toThrow(/left-pad/);
  });
});
