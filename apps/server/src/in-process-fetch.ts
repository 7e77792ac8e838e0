/**
 * The pages' calls to the API when storefront and API share one process (docs/adr/0012-in-process-api-calls.md):
 * a function with fetch's signature that hands the request to the API's own routing with Fastify's
 * `inject` — the same routes, hooks, schemas and answers as over HTTP, without a socket, an HTTP
 * parser or a serialised response on either end. Calls to another origin go to the global fetch.
 */
import type { App } from '@consigne/api';

/**
 * The origin the pages' API client is given in one process: a name that resolves nowhere, so that a
 * call that would bypass the in-process fetch fails at once instead of reaching something else.
 */
export const IN_PROCESS_API = 'http://api.in-process.invalid';

const NULL_BODY = new Set([101, 204, 205, 304]);

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** The request's headers as a plain object (what inject takes); a plain object is taken as it is. */
function headersOf(headers: RequestInit['headers']): Record<string, string> | undefined {
  if (headers === undefined) return undefined;
  if (Object.getPrototypeOf(headers) === Object.prototype) return headers as Record<string, string>;
  const plain: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => (plain[name] = value));
  return plain;
}

/** `origin` is where the pages believe the API is (the load context's apiBaseUrl). */
export function inProcessFetch(api: App, origin: string): typeof fetch {
  const base = origin.replace(/\/$/, '');
  return async (input, init) => {
    if (input instanceof Request) return inProcess(input.url, init ? new Request(input, init) : input);
    const url = input instanceof URL ? input.href : input;
    return inProcess(url, init);
  };

  async function inProcess(url: string, init: RequestInit | Request | undefined): Promise<Response> {
    if (!url.startsWith(`${base}/`)) return fetch(url, init);
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    let body = init?.body ?? undefined;
    if (body != null && typeof body !== 'string')
      body = Buffer.from(await new Response(body as BodyInit).arrayBuffer()) as unknown as string;
    let answer;
    try {
      answer = await api.inject({
        method: (init?.method?.toUpperCase() ?? 'GET') as Method,
        url: url.slice(base.length),
        headers: headersOf(init?.headers),
        payload: body,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      signal?.throwIfAborted();
      // As fetch fails when nothing answers (e.g. the API has closed).
      throw new TypeError('fetch failed', { cause: error });
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, String(value));
    }
    // A Buffer is a Uint8Array, which Response takes (Node's typings leave it out of BodyInit).
    const payload = answer.rawPayload as unknown as Uint8Array<ArrayBuffer>;
    return new Response(NULL_BODY.has(answer.statusCode) ? null : payload, {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers,
    });
  }
}
