import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4390';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function session(email, locale, width) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  const page = await ctx.newPage();
  await page.goto(`/fr/login?redirect=${encodeURIComponent('/fr')}`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('consigne-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/fr');
  await ctx.addCookies([{ name: 'locale', value: locale, url: base }]);
  return page;
}
const jobs = [
  ['admin@example.com', 'nl-BE', 390, ['/admin/contenants', '/admin/consignes/non-rendues']],
  ['admin@example.com', 'nl-BE', 1280, ['/admin/contenants']],
];
for (const [email, locale, width, paths] of jobs) {
  const page = await session(email, locale, width);
  for (const p of paths) {
    const r = await page.goto(p);
    await page.waitForTimeout(800);
    const name = `${email.split('@')[0]}-${locale}-${width}${p.replaceAll('/', '_')}.png`;
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true });
    console.log(r.status(), name);
  }
  await page.context().close();
}
await browser.close();
