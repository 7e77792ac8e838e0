import type { ServerResponse } from 'node:http';

/** What is logged when a page fails: the request's logger (Fastify's request.log). */
export interface PageLog {
  error(details: { err: unknown }, message: string): void;
}

/**
 * Runs a request's handling once the host has handed over its raw response (Fastify's hijack), so
 * that no thrown error leaves the request unanswered (behind nginx, it would wait for the proxy's
 * timeout and count as a failed upstream): a 500 when nothing was sent yet, else the connection is
 * cut, so the client sees a broken answer at once. The error is logged.
 */
export async function alwaysAnswered(
  res: ServerResponse,
  log: PageLog,
  handle: () => Promise<void>,
): Promise<void> {
  try {
    await handle();
  } catch (error) {
    log.error({ err: error }, 'the page failed after its answer was taken over');
    if (!res.headersSent) res.writeHead(500, { 'cache-control': 'no-store', 'content-length': '0' }).end();
    else if (!res.writableEnded) res.destroy();
  }
}
