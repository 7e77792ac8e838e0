#!/usr/bin/env node
/**
 * Page speed on a phone: Lighthouse 12.8.2's default mobile run (simulated slow 4G, Moto
 * G Power CPU) on the storefront's key pages, the median of several runs per page, each figure
 * against its budget.
 *
 *   node bench/lighthouse.mjs [--url http://127.0.0.1:4551] [--runs 3] [--check] [--json file] [path ...]
 *
 * The shop measured: --url when given; else the production topology when scripts/topology.mjs
 * exports startTopology (nginx in front: what the budgets are about); else one instance started
 * here with COMPRESS=1 (pages compressed by Node, assets precompressed; needs `npm run build`).
 * /fr/cart is measured logged in as the demo shopper (demo@example.com / consigne-demo, SEED_DEMO):
 * the session cookies from the API's login are put in the browser's cookie jar before the run
 * (Lighthouse keeps cookies when it resets storage). Not as Lighthouse's `extraHeaders` Cookie: the
 * page's own session renewal would set new cookies that the fixed header keeps overriding with the
 * rotated refresh token, and the shop logs the reused token out (the run ends on /fr/login).
 * --check exits with 1 when a median misses its budget. CHROME_PATH overrides /usr/bin/chromium.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBuiltShop } from './shop.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    check: { type: 'boolean', default: false },
    json: { type: 'string' },
    // A folder where each run's whole report (LHR JSON) is written, to read its audits and trace figures.
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);

/** The pages, and whether each is measured logged in. */
const PAGES = positionals.length
  ? positionals.map((path) => ({ path, loggedIn: /\/cart$/.test(path) }))
  : [
      { path: '/fr', loggedIn: false },
      { path: '/fr/produits', loggedIn: false },
      { path: '/fr/p/biere-blonde-bio-33cl', loggedIn: false },
      { path: '/fr/cart', loggedIn: true },
    ];
const DEMO = { username: 'demo@example.com', password: 'consigne-demo' };

/** Budgets (docs/performance.md). `max` for times (ms) and shift; `min` for scores (0–100). */
const BUDGETS = [
  { key: 'performance', label: 'perf', min: 95 },
  { key: 'accessibility', label: 'a11y', min: 100 },
  { key: 'best-practices', label: 'best pr.', min: 100 },
  { key: 'seo', label: 'SEO', min: 100 },
  { key: 'first-contentful-paint', label: 'FCP', max: 1800, unit: 'ms' },
  { key: 'largest-contentful-paint', label: 'LCP', max: 2500, unit: 'ms' },
  { key: 'total-blocking-time', label: 'TBT', max: 150, unit: 'ms' },
  { key: 'cumulative-layout-shift', label: 'CLS', max: 0.05 },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The shop to measure: { url, how, stop }. */
async function startShop() {
  if (values.url) return { url: values.url.replace(/\/+$/, ''), how: `the shop at ${values.url}`, stop() {} };
  const topologyScript = join(root, 'scripts/topology.mjs');
  if (existsSync(topologyScript)) {
    const topology = await import(topologyScript);
    if (typeof topology.startTopology === 'function') {
      const started = await topology.startTopology({ nginxPort: 4560 });
      const url = String(started.url ?? started.baseUrl).replace(/\/+$/, '');
      return {
        url,
        how: `the production topology (nginx in front) at ${url}`,
        stop: () => (started.stop ?? started.close)?.call(started),
      };
    }
  }
  const { url, stop } = await startBuiltShop({ SEED_DEMO: '1', COMPRESS: '1' });
  return {
    url,
    how: `one instance started here with COMPRESS=1 at ${url} (no nginx: scripts/topology.mjs is absent)`,
    stop,
  };
}

/**
 * Logs the demo shopper in through the API and puts the session cookies in the browser's jar (a
 * fresh login per page: access tokens last 15 minutes).
 */
async function logIn(url, chromePort) {
  const res = await fetch(`${url}/api/login_check?locale=fr_FR`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok)
    throw new Error(`login as ${DEMO.username}: HTTP ${res.status} ${await res.text()} (SEED_DEMO?)`);
  const { token, refresh_token: refreshToken } = await res.json();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.setCookie(
      { name: 'access_token', value: token, url, httpOnly: true, sameSite: 'Lax' },
      { name: 'refresh_token', value: refreshToken, url, httpOnly: true, sameSite: 'Lax' },
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Logs the browser out (the guest pages are measured as a guest). */
async function logOut(chromePort) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    // The session's cookies only: the locale cookie stays, as a returning guest's would.
    await page.deleteCookie(
      ...(await page.cookies(shop.url)).filter((c) => ['access_token', 'refresh_token'].includes(c.name)),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The figure a budget reads in a report: a category score (0–100) or an audit's numeric value. */
function figure(lhr, key) {
  if (key === 'seo' && noindex(lhr)) return categoryScoreWithout(lhr, 'seo', 'is-crawlable');
  if (CATEGORIES.includes(key)) return Math.round((lhr.categories[key]?.score ?? 0) * 100);
  return lhr.audits[key]?.numericValue ?? Number.NaN;
}

/** A page kept out of search engines on purpose (the cart: `noindex`). */
const noindex = (lhr) => lhr.audits['is-crawlable']?.score === 0;

/**
 * A category's score (0–100) computed as Lighthouse does (the weighted mean of its scored audits),
 * one audit left out: SEO's "page is blocked from indexing" on a page that must be.
 */
function categoryScoreWithout(lhr, category, left) {
  let sum = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.id === left || !ref.weight || audit?.score === null || audit?.score === undefined) continue;
    sum += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights ? Math.round((sum / weights) * 100) : 0;
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const passes = (budget, value) => (budget.min !== undefined ? value >= budget.min : value <= budget.max);
const show = (budget, value) =>
  budget.unit === 'ms'
    ? `${Math.round(value)} ms`
    : budget.max !== undefined
      ? value.toFixed(3)
      : String(value);
const limit = (budget) => (budget.min !== undefined ? `≥ ${budget.min}` : `≤ ${show(budget, budget.max)}`);

const shop = await startShop();
console.log(`Lighthouse 12.8.2, mobile (simulated slow 4G, Moto G Power), median of ${runs} runs per page`);
console.log(`measuring ${shop.how}\n`);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const results = [];
let missed = 0;
try {
  for (const page of PAGES) {
    if (page.loggedIn) await logIn(shop.url, chrome.port);
    else await logOut(chrome.port);
    const reports = [];
    // A run Lighthouse could not record (e.g. NO_NAVSTART on a busy machine) is run again, twice at most.
    for (let run = 0, failures = 0; run < runs;) {
      const result = await lighthouse(`${shop.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result?.lhr) throw new Error(`${page.path}: Lighthouse returned no report`);
      if (result.lhr.runtimeError) {
        if (++failures > 2) throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
        console.log(`  (run again: ${result.lhr.runtimeError.code})`);
        continue;
      }
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== page.path)
        throw new Error(`${page.path}: the run ended on ${result.lhr.finalDisplayedUrl}`);
      reports.push(result.lhr);
      run++;
      if (values.reports) {
        mkdirSync(values.reports, { recursive: true });
        const name = `${page.path.replace(/\W+/g, '_')}-${run}.json`;
        writeFileSync(join(values.reports, name), JSON.stringify(result.lhr));
      }
    }
    const figures = Object.fromEntries(
      BUDGETS.map((budget) => [budget.key, median(reports.map((lhr) => figure(lhr, budget.key)))]),
    );
    const cells = BUDGETS.map((budget) => {
      const ok = passes(budget, figures[budget.key]);
      if (!ok) missed++;
      return `${budget.label} ${show(budget, figures[budget.key])} ${ok ? '✔' : '✘'}`;
    });
    const notes = [page.loggedIn && 'logged in', reports.some(noindex) && 'noindex: SEO without is-crawlable']
      .filter(Boolean)
      .join('; ');
    console.log(`${page.path}${notes ? ` (${notes})` : ''}\n  ${cells.join('  ')}`);
    // What Lighthouse says is worth fixing, for a page that misses a score budget.
    const failing = reports[0]
      ? Object.values(reports[0].audits).filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && ['metricSavings', 'details'].some((k) => audit[k]),
        )
      : [];
    if (
      figures.performance < 100 ||
      figures.accessibility < 100 ||
      figures['best-practices'] < 100 ||
      figures.seo < 100
    )
      for (const audit of failing.slice(0, 8))
        console.log(`    · ${audit.id}: ${audit.displayValue ?? audit.title}`);
    // Lighthouse's CPU benchmark of this machine during the runs (≈1,000–2,000 on an idle desktop
    // core): the simulated TBT and FCP scale with how busy the machine is.
    const benchmarkIndex = Math.round(median(reports.map((lhr) => lhr.environment.benchmarkIndex)));
    console.log(`  (benchmarkIndex ${benchmarkIndex})`);
    results.push({ path: page.path, loggedIn: page.loggedIn, runs: reports.length, benchmarkIndex, figures });
  }
} finally {
  await chrome.kill();
  await shop.stop();
}
console.log(`\nbudgets: ${BUDGETS.map((b) => `${b.label} ${limit(b)}`).join(', ')}`);
console.log(missed ? `${missed} budget(s) missed` : 'every budget met');
if (values.json) writeFileSync(values.json, JSON.stringify({ measured: shop.how, runs, results }, null, 2));
if (values.check && missed) process.exit(1);
process.exit(0);
