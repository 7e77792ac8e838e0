import { expect, test, type Page } from '@playwright/test';
import { settle, waitForHydration } from './support.js';

/**
 * Guards the two-runtime set-up (docs/adr/0002-preact-client-runtime.md): React 19 renders on the
 * server, preact/compat hydrates in the browser. Preact does not patch attributes when it hydrates
 * and prints no warning in production, so a mismatch stays in the page silently: these journeys
 * compare the server's <body> with the hydrated one, and fail on console errors.
 */

const GUEST_PAGES = [
  '/fr',
  '/fr/produits',
  '/fr/categories',
  '/fr/c/bieres',
  '/fr/p/biere-blonde-bio-33cl',
  '/nl-BE/produits',
  '/fr/blog',
  '/fr/zones',
  '/fr/1ere-fois',
  '/fr/inscription/step1',
  '/fr/login',
];
const CUSTOMER_PAGES = ['/fr/cart', '/fr/mon-compte'];

async function login(page: Page) {
  await page.goto('/fr/login?redirect=%2Ffr%2Fmon-compte');
  await waitForHydration(page);
  await page.getByLabel('Adresse e-mail').fill('demo@example.com');
  await page.getByLabel('Mot de passe').fill('consigne-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr/mon-compte');
}

/** Console errors and uncaught exceptions, from the moment the page is created. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

interface Mismatch {
  path: string;
  server: string;
  client: string;
}

/**
 * Compares the server's <body> (parsed from `serverHtml`) with the live one, in the page: scripts,
 * comments and <noscript> content dropped (preact empties <noscript>, which browsers with JavaScript
 * never show), adjacent text nodes merged (React separates them with comments), whitespace
 * collapsed and whitespace-only text ignored. Returns the first difference, with its element path.
 */
async function firstBodyMismatch(page: Page, serverHtml: string): Promise<Mismatch | null> {
  return page.evaluate((html) => {
    type Node_ = { tag: string; attrs: string[]; children: Array<Node_ | string> };
    const normalise = (element: Element): Node_ => {
      const children: Array<Node_ | string> = [];
      let text = '';
      const flush = () => {
        const collapsed = text.replace(/\s+/g, ' ').trim();
        if (collapsed) children.push(collapsed);
        text = '';
      };
      if (element.localName !== 'noscript') {
        for (const child of Array.from(element.childNodes)) {
          if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? '';
          else if (child.nodeType === Node.ELEMENT_NODE) {
            const el = child as Element;
            if (el.localName === 'script') continue;
            flush();
            children.push(normalise(el));
          }
        }
        flush();
      }
      const attrs = Array.from(element.attributes)
        .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
        .sort((a, b) => a.localeCompare(b));
      return { tag: element.localName, attrs, children };
    };
    const label = (node: Node_ | string | undefined): string => {
      if (node === undefined) return '(nothing)';
      if (typeof node === 'string') return `text ${JSON.stringify(node.slice(0, 200))}`;
      return `<${node.tag}${node.attrs.map((a) => ` ${a}`).join('')}>`;
    };
    const step = (node: Node_, index: number) => {
      const id = node.attrs.find((a) => a.startsWith('id='));
      const testId = node.attrs.find((a) => a.startsWith('data-testid='));
      return `${node.tag}[${index}]${id ? `#${id.slice(3)}` : ''}${testId ? `{${testId.slice(12)}}` : ''}`;
    };
    const compare = (server: Node_, client: Node_, path: string): Mismatch | null => {
      if (server.tag !== client.tag || server.attrs.join(' ') !== client.attrs.join(' '))
        return { path, server: label(server), client: label(client) };
      const length = Math.max(server.children.length, client.children.length);
      for (let i = 0; i < length; i++) {
        const s = server.children[i];
        const c = client.children[i];
        if (typeof s === 'object' && typeof c === 'object') {
          const found = compare(s, c, `${path} > ${step(s, i)}`);
          if (found) return found;
        } else if (s !== c) {
          return { path: `${path} > child ${i}`, server: label(s), client: label(c) };
        }
      }
      return null;
    };
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    // React streams the resolved Suspense boundaries (here React Router's data scripts) into hidden
    // <div id="S:n">, and its inline $RC script moves them in place of <template id="B:n">: the
    // browser's DOM is the completed one, so complete the parsed document the same way.
    for (const segment of Array.from(parsed.querySelectorAll('div[hidden][id^="S:"]'))) {
      const boundary = parsed.getElementById(`B:${segment.id.slice(2)}`);
      if (!boundary) continue;
      boundary.replaceWith(...Array.from(segment.childNodes));
      segment.remove();
    }
    return compare(normalise(parsed.body), normalise(document.body), 'body');
  }, serverHtml);
}

async function expectHydratedLikeTheServer(page: Page, path: string) {
  const errors = collectErrors(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  // The same URL, with the same cookies (page.request shares the browser context's).
  const server = await page.request.get(path);
  expect(server.status(), path).toBe(200);
  const mismatch = await firstBodyMismatch(page, await server.text());
  expect(
    mismatch,
    mismatch ? `${path}: ${mismatch.path}\n  server: ${mismatch.server}\n  client: ${mismatch.client}` : '',
  ).toBeNull();
  expect(await danglingIdReferences(page), `${path}: id references to no element`).toEqual([]);
  expect(
    await attributesPreactDisagreesWith(page),
    `${path}: attributes left as the server made them`,
  ).toEqual([]);
  expect(errors, `${path}: console errors`).toEqual([]);
}

/**
 * The DOM above cannot show an attribute mismatch: preact keeps the server's attribute when it
 * hydrates, so the DOM equals the server's while preact's virtual DOM holds its own value, and the
 * element is patched wrongly (or not at all) when that value changes later. So compare each
 * element's attributes with the props preact rendered it with: preact 10
 * keeps the root vnode on <html> as `__k`, children as `__k`, the DOM node as `__e` (the mangled
 * names preact's devtools rely on).
 */
async function attributesPreactDisagreesWith(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type VNode = {
      type: unknown;
      props: Record<string, unknown>;
      __k?: Array<VNode | null> | null;
      __e?: unknown;
    };
    // Props that are DOM properties rather than attributes, or not rendered as attributes.
    const SKIP = new Set([
      'children',
      'key',
      'ref',
      'value',
      'checked',
      'selected',
      'dangerouslySetInnerHTML',
      // The CSP nonce is only read when the page is parsed; browsers then hide it from getAttribute
      // (""), and the browser's runtime never knows it. security.spec.ts checks it on the server's HTML.
      'nonce',
    ]);
    const NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' };
    const found: string[] = [];
    const visit = (vnode: VNode | null | undefined) => {
      if (!vnode) return;
      if (typeof vnode.type === 'string' && vnode.__e instanceof Element) {
        for (const [prop, value] of Object.entries(vnode.props)) {
          // Lower-case names, aria-* and data-* are attributes as written; camelCase ones (tabIndex,
          // strokeWidth...) are mapped differently by each runtime and are left out.
          const attribute = NAMES[prop] ?? (prop === prop.toLowerCase() ? prop : null);
          if (!attribute || SKIP.has(prop) || typeof value === 'function' || typeof value === 'object')
            continue;
          if (attribute === 'class' && vnode.props.class !== undefined && prop === 'className') continue;
          // aria-*, data-* and the enumerated attributes render false as "false".
          const ariaOrData = /^(aria-|data-|draggable$|spellcheck$|contenteditable$)/.test(attribute);
          const expected =
            value == null || (value === false && !ariaOrData)
              ? null
              : value === true && !ariaOrData
                ? ''
                : String(value);
          const actual = vnode.__e.getAttribute(attribute);
          if (actual !== expected)
            found.push(
              `<${vnode.type} ${attribute}>: DOM ${JSON.stringify(actual)}, preact ${JSON.stringify(expected)}`,
            );
        }
      }
      for (const child of vnode.__k ?? []) visit(child);
    };
    visit((document.documentElement as unknown as { __k?: VNode }).__k);
    return found;
  });
}

/**
 * Attributes naming another element by id that name none: the symptom of an id made by useId on
 * one runtime and its reference on the other (docs/adr/0002-preact-client-runtime.md, Risks).
 */
async function danglingIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dangling: string[] = [];
    const attributes = [
      'for',
      'aria-labelledby',
      'aria-describedby',
      'aria-controls',
      'aria-activedescendant',
    ];
    for (const name of attributes) {
      for (const element of Array.from(document.querySelectorAll(`[${name}]`))) {
        for (const id of element.getAttribute(name)!.split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`<${element.localName} ${name}="${id}">`);
        }
      }
    }
    return dangling;
  });
}

test.describe('the hydrated page is the server page', () => {
  for (const path of GUEST_PAGES) {
    test(`guest ${path}`, async ({ page }) => {
      await expectHydratedLikeTheServer(page, path);
    });
  }

  test('customer pages', async ({ page }) => {
    await login(page);
    for (const path of CUSTOMER_PAGES) await expectHydratedLikeTheServer(page, path);
  });
});

test('a shopper’s listing: the cards hydrated after the page keep no server attribute their state changed (every heart works)', async ({
  page,
}) => {
  await login(page);
  await page.goto('/fr/produits');
  await waitForHydration(page);
  // The favourites are in the store before the last cards hydrate: their hearts were left
  // `disabled` as the server rendered them.
  expect(await attributesPreactDisagreesWith(page), 'attributes left as the server made them').toEqual([]);
  const hearts = page.getByTestId('favourite-toggle');
  expect(await hearts.evaluateAll((els) => els.filter((e) => (e as HTMLButtonElement).disabled).length)).toBe(
    0,
  );
  await hearts.last().click();
  await expect(hearts.last()).toHaveAttribute('aria-pressed', 'true');
  await hearts.last().click();
  await expect(hearts.last()).toHaveAttribute('aria-pressed', 'false');
});

test('hydration makes the page interactive: the guest + opens the login dialog, the header cart opens the panel', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/fr/c/bieres');
  await waitForHydration(page);
  // Server-rendered buttons with only an onClick: they do something only once hydrated, and one
  // press is enough once hydration is done.
  await page.getByRole('button', { name: 'Ajouter Bière blonde bio au panier' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await login(page);
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-panel')).toBeVisible();
  expect(errors).toEqual([]);
});

test('cards and the footer hydrate after the page, in place: the last card is the server’s element, and it works', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The server's last card and footer, kept before any script runs (lib/hydrate-later).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const kept = window as unknown as { serverCard?: Element; serverFooter?: Element };
      kept.serverCard = Array.from(document.querySelectorAll('[data-testid="product-card"]')).at(-1);
      kept.serverFooter = document.querySelector('footer') ?? undefined;
    }),
  );
  await page.goto('/fr/produits');
  await waitForHydration(page);
  const same = await page.evaluate(() => {
    const kept = window as unknown as { serverCard?: Element; serverFooter?: Element };
    return {
      card: Array.from(document.querySelectorAll('[data-testid="product-card"]')).at(-1) === kept.serverCard,
      footer: document.querySelector('footer') === kept.serverFooter,
    };
  });
  expect(same).toEqual({ card: true, footer: true });
  await page
    .getByTestId('product-card')
    .last()
    .getByRole('button', { name: /^Ajouter .* au panier$/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the address autocomplete refers to its listbox and options with ids of one runtime', async ({
  page,
}) => {
  await page.goto('/fr/inscription/step1');
  await waitForHydration(page);
  const field = page.getByRole('combobox', { name: 'Votre adresse de livraison' });
  await field.click();
  await field.pressSequentially('12 rue Nationale 59000 Lille', { delay: 15 });
  await expect(page.getByRole('option').first()).toBeVisible();
  await field.press('ArrowDown');
  const ids = await page.evaluate(() => {
    const input = document.querySelector('[role="combobox"]')!;
    const listbox = document.querySelector('[role="listbox"]')!;
    return {
      controls: input.getAttribute('aria-controls'),
      active: input.getAttribute('aria-activedescendant'),
      listbox: listbox.id,
      option: listbox.querySelector('[role="option"]')!.id,
    };
  });
  expect(ids.controls).toBe(ids.listbox);
  expect(ids.active).toBe(ids.option);
  // The options' ids derive from the listbox's: made on the same side as the server's.
  expect(ids.option).toBe(`${ids.listbox}-option-0`);
  expect(await danglingIdReferences(page)).toEqual([]);
});

test('the checks see the differences a hydration would leave behind', async ({ page }) => {
  await page.goto('/fr/produits');
  await waitForHydration(page);
  const html = await (await page.request.get('/fr/produits')).text();
  expect(await firstBodyMismatch(page, html)).toBeNull();
  expect(await attributesPreactDisagreesWith(page)).toEqual([]);
  // An attribute the server wrote and preact would not have: what a useId id looks like once hydrated.
  await page.evaluate(() => document.querySelector('main a')?.setAttribute('href', '/fr/ailleurs'));
  expect(await firstBodyMismatch(page, html)).toMatchObject({
    path: expect.stringMatching(/^body > .* > a\[/),
  });
  expect(await attributesPreactDisagreesWith(page)).toEqual([
    expect.stringMatching(/^<a href>: DOM "\/fr\/ailleurs", preact "\/fr[^"]*"$/),
  ]);
});

test('a link to the catalogue navigates on the client, without a document request', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/fr');
  await waitForHydration(page);
  const titleBefore = await page.title();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.locator('main').getByRole('link', { name: 'Voir le catalogue' }).click();
  await expect(page).toHaveURL('/fr/categories');
  await expect(page).not.toHaveTitle(titleBefore);
  await settle(page);
  expect(documents).toEqual([]);
  await expectOneHead(page, '/fr/categories');
  expect(errors).toEqual([]);
});

async function expectOneHead(page: Page, path: string) {
  const head = await page.evaluate(() => ({
    html: document.querySelectorAll('html').length,
    head: document.querySelectorAll('head').length,
    headFirst: document.documentElement.firstElementChild === document.head,
    titles: document.querySelectorAll('title').length,
    titleInHead: document.head.querySelectorAll('title').length,
    canonical: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((l) =>
      l.getAttribute('href'),
    ),
    alternates: document.head.querySelectorAll('link[rel="alternate"][hreflang]').length,
    // The stylesheet is inlined in the head (docs/adr/0011-inline-stylesheet.md).
    stylesheets: document.head.querySelectorAll('style, link[rel="stylesheet"]').length,
    bodyStyled: getComputedStyle(document.body).fontFamily,
  }));
  expect(head.html, path).toBe(1);
  expect(head.head, path).toBe(1);
  expect(head.headFirst, path).toBe(true);
  expect(head.titles, path).toBe(1);
  expect(head.titleInHead, path).toBe(1);
  expect(head.canonical, path).toEqual([new URL(path, page.url()).href]);
  expect(head.alternates, path).toBeGreaterThanOrEqual(4);
  expect(head.stylesheets, path).toBe(1);
  // The stylesheet applies: the browser default serif is replaced.
  expect(head.bodyStyled, path).not.toMatch(/^"?Times/);
}

test('the head keeps one title, one canonical, the hreflang alternates and the stylesheet', async ({
  page,
}) => {
  for (const path of ['/fr/produits', '/fr/p/biere-blonde-bio-33cl']) {
    await page.goto(path);
    await waitForHydration(page);
    await expectOneHead(page, path);
  }
});
