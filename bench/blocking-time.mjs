// Main-thread blocking of a page load on a phone, from a Chromium trace (total blocking time): 4× CPU
// throttling as Lighthouse's mobile preset, then the time tasks ran past 50 ms after the first
// contentful paint, summed (Lighthouse's TBT, observed instead of simulated), and the longest task.
// Less noisy than Lighthouse's simulation on this shared machine, so two builds can be compared:
// give each one's base URL; loads alternate between them.
// Usage: node bench/blocking-time.mjs [--runs 5] [--path /fr/produits] http://127.0.0.1:4600 [http://127.0.0.1:4601]
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/fr/produits' },
  },
});
const BUDGET_MS = 150;

async function load(url) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
    const start = traceEvents.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
    );
    const main = (e) => e.pid === start.pid && e.tid === start.pid;
    const fcp = traceEvents.find((e) => main(e) && e.name === 'firstContentfulPaint')?.ts;
    const tasks = traceEvents.filter(
      (e) => main(e) && e.ph === 'X' && e.name === 'RunTask' && e.ts >= start.ts,
    );
    const after = tasks.filter((t) => t.ts + t.dur > fcp);
    const blocking = after.reduce(
      (sum, t) => sum + Math.max(0, Math.min(t.dur, t.ts + t.dur - fcp) / 1000 - 50),
      0,
    );
    const longest = Math.max(...after.map((t) => t.dur / 1000));
    return { fcp: (fcp - start.ts) / 1000, blocking, longest };
  } finally {
    await browser.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = new Map(positionals.map((base) => [base, []]));
for (let run = 0; run < Number(values.runs); run++)
  for (const base of positionals) results.get(base).push(await load(`${base}${values.path}`));
console.log(
  `${values.path}, ${values.runs} loads each at 4× CPU slowdown (blocking time after FCP, budget ${BUDGET_MS} ms)`,
);
for (const [base, runs] of results) {
  const blocking = median(runs.map((r) => r.blocking));
  console.log(
    `${base}  blocking ${runs.map((r) => Math.round(r.blocking)).join(' / ')} ms (median ${Math.round(blocking)} ${blocking <= BUDGET_MS ? '✔' : '✘'})` +
      `  longest task ${runs.map((r) => Math.round(r.longest)).join(' / ')} ms  FCP median ${Math.round(median(runs.map((r) => r.fcp)))} ms`,
  );
}
