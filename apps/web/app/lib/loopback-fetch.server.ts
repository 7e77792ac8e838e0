import http from 'node:http';

/**
 * One pool of kept-alive connections from the loaders to the API; idle ones close after 30 s, before
 * the server's keep-alive timeout (72 s) would close them under a request.
 */
const agent = new http.Agent({ keepAlive: true, timeout: 30_000 });
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * fetch for the SSR loaders' calls to the API, over plain HTTP with node:http: the same request and
 * response, without undici's WHATWG machinery (about a third of the client-side CPU of a call on a
 * listing's two calls). Anything it does not handle the same way — another scheme, a non-string
 * body, headers that are not a plain object, a redirect to follow — goes to the global fetch.
 */
export const loopbackFetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
  const headers = init?.headers;
  const plainHeaders = headers === undefined || Object.getPrototypeOf(headers) === Object.prototype;
  const body = init?.body;
  if (!url?.startsWith('http://') || !plainHeaders || (body != null && typeof body !== 'string'))
    return fetch(input, init);
  return new Promise<Response>((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method: init?.method ?? 'GET',
        headers: headers as Record<string, string> | undefined,
        signal: init?.signal ?? undefined,
      },
      (res) => {
        const status = res.statusCode ?? 500;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve(fetch(input, init));
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
            else if (value !== undefined) responseHeaders.set(name, value);
          }
          resolve(
            new Response(NULL_BODY.has(status) ? null : Buffer.concat(chunks), {
              status,
              statusText: res.statusMessage ?? '',
              headers: responseHeaders,
            }),
          );
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed meanwhile: a read is retried once (Node's advice).
      if (request.reusedSocket && error.code === 'ECONNRESET' && request.method === 'GET')
        resolve(fetch(input, init));
      else reject(new TypeError('fetch failed', { cause: error }));
    });
    request.end(body ?? undefined);
  });
};
