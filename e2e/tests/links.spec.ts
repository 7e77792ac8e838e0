import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './spec-routes.js';

/**
 * The header, footer and account menu have no dead link, nor any page they
 * lead to. From the home, every link is followed (each URL once), those of headers, footers and menus
 * before those of the pages' content, for a guest and for the logged-in demo customer: same origin,
 * under the locale prefix, at most REQUEST_LIMIT pages, through the request context (no browser).
 */
const REQUEST_LIMIT = 250;
const CONCURRENCY = 3;

/** Where <header>, <footer> and <nav> elements start and end in the HTML. */
function chromeRanges(html: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let depth = 0;
  let start = 0;
  for (const tag of html.matchAll(/<(\/?)(header|footer|nav)\b/g)) {
    if (!tag[1]) {
      if (depth++ === 0) start = tag.index;
    } else if (depth > 0 && --depth === 0) ranges.push([start, tag.index]);
  }
  return ranges;
}

const decode = (href: string) =>
  href
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The page's links under `prefix`: those of its header, footer and menus, and the others. */
function linksOf(html: string, pageUrl: string, prefix: string) {
  const ranges = chromeRanges(html);
  const chrome: URL[] = [];
  const content: URL[] = [];
  for (const a of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const url = new URL(decode(a[1]!), pageUrl);
    if (url.origin !== new URL(pageUrl).origin) continue;
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) continue;
    (ranges.some(([from, to]) => a.index > from && a.index < to) ? chrome : content).push(url);
  }
  return { chrome, content };
}

const pathOf = (url: URL) => url.pathname + url.search;

interface Crawl {
  /** Pages reached through headers, footers and menus, then through the pages' content. */
  pages: number;
  links: number;
  /** 'status url (linked from page)' of every link that answered 404 or 5xx. */
  dead: string[];
}

async function crawl(request: APIRequestContext, prefix: string, cookie?: string): Promise<Crawl> {
  const referrer = new Map<string, string>([[prefix, '(start)']]);
  const pageQueue = [prefix];
  const linkQueue: string[] = [];
  const result: Crawl = { pages: 0, links: 0, dead: [] };
  const enqueue = (found: URL[], queue: string[], from: string) => {
    for (const link of found.map(pathOf)) {
      if (referrer.has(link)) continue;
      referrer.set(link, from);
      queue.push(link);
    }
  };
  const open = async (url: string) => {
    const res = await request.get(url, { headers: cookie ? { cookie } : {} });
    if (res.status() === 404 || res.status() >= 500) {
      result.dead.push(`${res.status()} ${url} (linked from ${referrer.get(url)})`);
      return;
    }
    const final = new URL(res.url());
    if (!(res.headers()['content-type'] ?? '').includes('text/html')) return;
    if (final.pathname !== prefix && !final.pathname.startsWith(`${prefix}/`)) return;
    const { chrome, content } = linksOf(await res.text(), res.url(), prefix);
    enqueue(chrome, pageQueue, url);
    enqueue(content, linkQueue, url);
  };
  const inFlight = new Set<Promise<void>>();
  for (;;) {
    while (
      inFlight.size < CONCURRENCY &&
      result.pages + result.links < REQUEST_LIMIT &&
      (pageQueue.length || linkQueue.length)
    ) {
      const fromChrome = pageQueue.length > 0;
      const url = (fromChrome ? pageQueue.shift() : linkQueue.shift())!;
      if (fromChrome) result.pages++;
      else result.links++;
      const request = open(url).finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    if (!inFlight.size) break;
    await Promise.race(inFlight);
  }
  return result;
}

function expectNoDeadLink({ pages, links, dead }: Crawl) {
  test.info().annotations.push({
    type: 'crawled',
    description: `${pages} pages through headers, footers and menus, ${links} through content`,
  });
  expect(dead).toEqual([]);
  // The header and footer alone lead to more pages than this: the crawl did follow them.
  expect(pages).toBeGreaterThan(12);
}

// Two crawls, crossed: a guest in French, a logged-in customer in Belgian Dutch. Every page template is
// the same in each locale, so the other two pairs would render the same pages again (a minute of CI on
// 2 CPUs); both locales' own links and both visitors' own pages are followed.
test('/fr: a guest following the links from the home meets no 404 or 500', async ({ request }) => {
  test.setTimeout(180_000);
  expectNoDeadLink(await crawl(request, '/fr'));
});

test('/nl-BE: the logged-in customer following the links from the home meets no 404 or 500', async ({
  request,
  visitors,
}) => {
  test.setTimeout(180_000);
  expectNoDeadLink(await crawl(request, '/nl-BE', `access_token=${await visitors.token('customer')}`));
});

test('the header and footer links to a part of a page (#faq) land on it', async ({ request }) => {
  for (const prefix of ['/fr', '/nl-BE']) {
    const home = await request.get(prefix);
    const { chrome } = linksOf(await home.text(), home.url(), prefix);
    const anchored = chrome.filter((url) => url.hash);
    expect(anchored.length).toBeGreaterThan(0);
    for (const url of anchored) {
      const html = await (await request.get(pathOf(url))).text();
      expect(html.includes(`id="${url.hash.slice(1)}"`), `${url.pathname}${url.hash}`).toBe(true);
    }
  }
});
