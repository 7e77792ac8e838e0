import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';
import { expect, SPEC_ROUTES, test, type SpecRoute } from './spec-routes.js';

/**
 * The pages as the server sends them pass the W3C Nu HTML Checker (vnu-jar, run on Java): no error,
 * in French and in Dutch (other words, other lengths, the same markup), logged out and logged in.
 * The checker starts once for every page (a JVM start is seconds).
 */
const PAGES = [
  '',
  '/categories',
  '/c/bieres',
  '/c/bieres/bieres-blondes',
  '/produits',
  '/p/biere-blonde-bio-33cl',
  '/blog',
  '/blog/pourquoi-la-consigne-plutot-que-le-recyclage',
  '/page/notre-concept',
  '/nos-zones-de-livraison',
  '/1ere-fois',
  '/login',
  '/inscription/step1',
  ['/cart', 'customer'],
  ['/mon-compte', 'customer'],
  ['/mes-informations', 'customer'],
  ['/mes-commandes', 'shopper'],
  ['/mon-compte/mes-commandes/order-detail/{orderId}', 'shopper'],
] as const;
const PREFIXES = ['/fr', '/nl-BE'];

/**
 * The checker's CSS grammar predates features every browser the shop supports has (Baseline 2023–24:
 * @property, @container and container-type, @starting-style) and Safari's margin-trim, all in the
 * inlined stylesheet Tailwind writes: those messages say nothing of the page. Any other CSS message counts.
 */
const OUTDATED_CSS_GRAMMAR = [
  /^CSS: Unrecognized at-rule “@(property|container|starting-style)”/,
  /^CSS: “(container-type|margin-trim)”: Property “\1” doesn't exist\.$/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
];

const jar = String(vnuJar);

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('the pages pass the W3C Nu HTML checker with no error, in French and Dutch', async ({
  request,
  visitors,
}) => {
  // Thirty-six pages fetched, then one JVM checks them all (tens of seconds on CI's 2 CPUs).
  test.slow();
  const dir = mkdtempSync(join(tmpdir(), 'consigne-vnu-'));
  const files = new Map<string, string>();
  for (const prefix of PREFIXES) {
    for (const page of PAGES) {
      const [path, as] = typeof page === 'string' ? [page, 'guest' as const] : page;
      const route = SPEC_ROUTES.find((r) => r.path === path && r.as === as) ?? ({ path, as } as SpecRoute);
      const url = visitors.url(prefix, route);
      const response = await request.get(url, { headers: await visitors.cookieHeader(route) });
      expect(response.status(), url).toBe(200);
      const file = join(dir, `${files.size}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, url);
    }
  }
  const { stdout } = await promisify(execFile)(
    'java',
    [
      '-jar',
      jar,
      '--errors-only',
      '--format',
      'json',
      '--stdout',
      '--exit-zero-always',
      ...[...files.keys()].map((f) => f.slice(5)),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type !== 'info' && !OUTDATED_CSS_GRAMMAR.some((pattern) => pattern.test(m.message)))
    .map(
      (m) =>
        `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`,
    );
  expect(errors).toEqual([]);
});
