/**
 * nginx's own answers, written into the client build (build/client/_edge/) after `react-router build`:
 * what a shopper sees when nginx answers without asking an instance — a body over its limit (413),
 * too many requests from one address (429), every instance out of reach (503). One page per status
 * and locale, from the catalogs (feature `edge`), in the shop's colours; and for the API the JSON
 * error envelope the instances send (`{ code, message }`, the API's own messages). nginx picks the
 * file by the URL's locale prefix, or the API's `locale` parameter (deploy/nginx/consigne/public.conf).
 *
 * Usage: node --import tsx scripts/edge-pages.mjs [client build directory]
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodeOf } from '@consigne/contract';
import { escapeMarkup as escapeHtml, htmlLang, LOCALES, toApiLocale } from '@consigne/domain';
import { message } from '../apps/api/src/lib/messages.js';
import { catalogs } from '../apps/web/app/i18n/catalogs.server.js';

const root = resolve(fileURLToPath(import.meta.url), '../..');

const PAGES = [
  // A body too large is not sent again as it was: the page offers the way home only.
  { status: 413, title: 'edge.tooLargeTitle', body: 'edge.tooLarge', api: 'bodyTooLarge', retry: false },
  { status: 429, title: 'edge.tooManyTitle', body: 'edge.tooMany', api: 'tooManyAttempts', retry: true },
  { status: 503, title: 'edge.downTitle', body: 'edge.down', api: 'serviceUnavailable', retry: true },
];

/** @param {string} text */

/** The design tokens the page uses, read from the stylesheet's @theme (one set of tokens). */
async function tokens() {
  const css = await readFile(join(root, 'apps/web/app/app.css'), 'utf8');
  const token = (/** @type {string} */ name) => {
    const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    if (!value) throw new Error(`design token --${name} not found in app.css`);
    return value;
  };
  return {
    yellow: token('color-brand-yellow'),
    ink: token('color-ink'),
    inkSoft: token('color-ink-soft'),
    forest: token('color-forest'),
    cream: token('color-cream'),
    font: token('font-sans').replace(/\s+/g, ' '),
  };
}

/**
 * A page: its title, text, the retry link's text (an empty href: the same address again) or null,
 * and the link home; in the shop's colours `t`.
 */
function page(locale, texts, t) {
  const { title, body, retry, home } = texts;
  const retryLink = retry === null ? '' : `<a class="primary" href="">${escapeHtml(retry)}</a>`;
  return `<!doctype html>
<html lang="${htmlLang(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:${t.font};background:${t.cream};color:${t.ink}}
header{background:${t.yellow};padding:1rem 1.5rem;font-weight:700;font-size:1.25rem}
main{flex:1;display:flex;align-items:center;justify-content:center;padding:2rem 1.5rem}
section{max-width:32rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{color:${t.inkSoft};line-height:1.5;margin:0 0 1.5rem}
a{display:inline-block;border-radius:999px;padding:.75rem 1.25rem;font-weight:600;text-decoration:none}
.primary{background:${t.forest};color:#fff;margin-right:.5rem}
.secondary{color:${t.forest}}
a:focus-visible{outline:2px solid ${t.forest};outline-offset:2px}
</style>
</head>
<body>
<header>consigne</header>
<main><section>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${retryLink}<a class="${retry === null ? 'primary' : 'secondary'}" href="/${locale}">${escapeHtml(home)}</a>
</section></main>
</body>
</html>
`;
}

async function main() {
  const client = resolve(
    process.argv[2] ?? join(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'client'),
  );
  const dir = join(client, '_edge');
  await mkdir(dir, { recursive: true });
  const t = await tokens();
  for (const { status, title, body, api, retry } of PAGES) {
    for (const locale of LOCALES) {
      const texts = catalogs[locale];
      const html = page(
        locale,
        {
          title: texts[title],
          body: texts[body],
          retry: retry ? texts['edge.retry'] : null,
          home: texts['error.backHome'],
        },
        t,
      );
      await writeFile(join(dir, `${status}.${locale}.html`), html);
      const envelope = { code: errorCodeOf(api), message: message(toApiLocale(locale), api) };
      await writeFile(join(dir, `${status}.${locale}.json`), `${JSON.stringify(envelope)}\n`);
    }
  }
  console.log(`edge pages: ${PAGES.length * LOCALES.length * 2} files in ${dir}`);
}

await main();
