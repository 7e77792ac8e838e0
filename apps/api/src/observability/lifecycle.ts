import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per process: set as soon as the graceful shutdown starts (readiness answers 503 from then on). */
    lifecycle: { shuttingDown: boolean };
  }
}

/** Decorates the host with its lifecycle; closing it (app.close) counts as shutting down too. */
export function trackLifecycle(app: FastifyInstance): void {
  app.decorate('lifecycle', { shuttingDown: false });
  app.addHook('preClose', (done) => {
    app.lifecycle.shuttingDown = true;
    done();
  });
}

/** Called when SIGTERM/SIGINT starts the graceful shutdown, before the listener drains. */
export function markShuttingDown(app: FastifyInstance): void {
  app.lifecycle.shuttingDown = true;
}
