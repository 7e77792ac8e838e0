// Dev tool: screenshots of pages at phone and desktop widths, to judge the shop by eye.
// Usage: npx tsx e2e/screenshots.ts [baseUrl] [outDir] path1 path2 ...   (login first with LOGIN=1)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.js';

const [base = 'http://127.0.0.1:3000', out = '/tmp/shots', ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const viewports = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;
for (const [name, viewport] of viewports) {
  const userAgent =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, userAgent });
  const page = await context.newPage();
  if (process.env.LOGIN) {
    await page.goto(`${base}/fr/login`);
    await page.fill('#username', process.env.LOGIN_EMAIL ?? 'demo@example.com');
    await page.fill('#password', 'consigne-demo');
    await Promise.all([
      page.waitForURL((u) => !u.pathname.endsWith('/login')),
      page.click('button[type=submit]'),
    ]);
  }
  for (const path of paths.length ? paths : ['/fr']) {
    await page.goto(base + path);
    const file = `${out}/${path.replace(/[^a-zA-Z0-9-]+/g, '_')}-${name}${process.env.LOGIN ? '-in' : ''}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
