import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { routeLabelOf } from './route-label.js';

/** Query parameters whose value never reaches a log line (a reset link's token, a promo code...). */
const SECRET_PARAM = /token|pass|secret|key|code|sig|auth|session|mail/i;

/** The URL as logged: its path, and its query with the values of secret-looking parameters masked. */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * What a request and a response say in a log line: method, URL (masked), the route (as the metrics
 * label it: a page's route id), the client's address; the status. Never a header: cookies,
 * Authorization and the signed client address stay out.
 */
export const logSerializers = {
  req: (request: {
    method?: string;
    url?: string;
    ip?: string;
    raw?: IncomingMessage;
    routeOptions?: { url?: string };
  }) => ({
    method: request.method,
    url: loggableUrl(request.url ?? ''),
    route: routeLabelOf(request),
    remoteAddress: request.ip,
  }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
};

/** Paths pino masks if a log call ever passes them (a body, a header object). */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.refresh_token',
  // A delivery's entry code (digicode) is personal data: masked at any depth a body or an order
  // could be logged at (a body, its instructions, an order row).
  'entryCode',
  '*.entryCode',
  '*.*.entryCode',
  '*.*.*.entryCode',
  // The recipient's birth date typed at the door (the age check): read to decide, never kept.
  '*.birthDate',
  '*.*.birthDate',
  '*.*.*.birthDate',
];

/**
 * One line per request, written when it is answered: method, URL, route, status and duration (ms),
 * with the request's reqId. Fastify's own "incoming request" line is left out.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 100) / 100 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
