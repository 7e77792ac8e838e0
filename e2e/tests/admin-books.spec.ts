import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastClosedEReportPeriod } from '@consigne/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerCustomer,
  selectSoonSlot,
  seriousViolations,
  shotsDir,
  stepBody,
} from './support.js';

/*
 * Issue 33's journey, the books a company can file: a business customer orders, is delivered and
 * invoiced (the PDF opens and carries its Factur-X XML), an item is refunded by staff (a credit note,
 * in the account and the back-office), the admin downloads the month's FEC and reuse report, reads the
 * sales journal intact and sends an e-report. Once in French, once in Belgian Dutch. The back-office's
 * shop has a seller identity (playwright.config.ts): its business invoices are Factur-X.
 */

const SIREN = '732829320';

const TEXTS = {
  fr: {
    apiLocale: 'fr_FR',
    company: 'Raison sociale',
    siren: 'SIREN',
    save: 'Enregistrer',
    saved: 'Votre entreprise est enregistrée',
    invoices: 'Mes factures',
    downloadInvoice: (number: string) => `Télécharger la facture ${number} (PDF)`,
    creditNotes: 'Mes avoirs',
    ofInvoice: (number: string) => `Sur la facture ${number}`,
    refundAmount: 'Montant du remboursement (€)',
    refundReason: 'Motif du remboursement',
    reason: 'Une bouteille cassée à la livraison',
    refundSubmit: 'Rembourser',
    refunded: 'Le remboursement est enregistré.',
    creditNoteLine: (note: string, invoice: string) => `Avoir ${note} sur la facture ${invoice}`,
    fec: 'Télécharger le FEC',
    csv: 'Télécharger le CSV',
    csvHeader: /^Du;Au;Contenant;.*Taux de retour/,
    largeBottle: 'Grande bouteille',
    intact: 'Chaîne intacte',
    eReporting: 'E-reporting',
    send: 'Envoyer',
    sent: 'Envoyée',
    notOver: 'Cette période n’est pas terminée',
  },
  'nl-BE': {
    apiLocale: 'nl_BE',
    company: 'Naam van de onderneming',
    siren: 'SIREN-nummer',
    save: 'Opslaan',
    saved: 'Je onderneming is opgeslagen',
    invoices: 'Mijn facturen',
    downloadInvoice: (number: string) => `Factuur ${number} downloaden (pdf)`,
    creditNotes: 'Mijn creditnota’s',
    ofInvoice: (number: string) => `Bij factuur ${number}`,
    refundAmount: 'Terug te betalen bedrag (€)',
    refundReason: 'Reden van de terugbetaling',
    reason: 'Een fles gebroken bij de levering',
    refundSubmit: 'Terugbetalen',
    refunded: 'De terugbetaling is geregistreerd.',
    creditNoteLine: (note: string, invoice: string) => `Creditnota ${note} bij factuur ${invoice}`,
    fec: 'FEC downloaden',
    csv: 'CSV downloaden',
    csvHeader: /^Van;Tot;.*Terugnamegraad/,
    largeBottle: 'Grote fles',
    intact: 'Keten intact',
    eReporting: 'E-reporting',
    send: 'Versturen',
    sent: 'Verstuurd',
    notOver: 'Deze periode is nog niet afgelopen',
  },
} as const;

type Locale = keyof typeof TEXTS;

/** Today in Paris, the shop's day (the FEC's and the reuse report's periods are shop days). */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/** The page at 1280 px and on a phone (390 px), for a look after the run. */
async function shoot(page: Page, name: string) {
  const dir = shotsDir('admin-books');
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** A new customer in Lille, registered in `locale`, who records their company on /mon-compte/entreprise. */
async function businessCustomer(browser: Browser, locale: Locale) {
  const text = TEXTS[locale];
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const { email, password } = await registerCustomer(page, `books-${locale}`, ['Bérénice', 'Livres'], {
    address: { number: '3', street: 'rue Esquermoise', postalCode: '59000', city: 'Lille' },
    phone: '0612345678',
    locale: text.apiLocale,
  });
  await login(page, `/${locale}/mon-compte/entreprise`, email, password);
  await page.getByLabel(text.company, { exact: true }).fill(`Brasserie ${locale} SARL`);
  await page.getByLabel(text.siren, { exact: true }).fill(SIREN);
  await page.getByRole('button', { name: text.save, exact: true }).click();
  await expect(page.getByTestId('business-saved')).toContainText(text.saved);
  return { page, email };
}

/** The driver takes the order to delivered over the API (paid in cash at the door): it is invoiced. */
async function deliver(page: Page, orderId: number) {
  const api = page.request;
  const login = await api.post('/api/login_check', {
    data: { username: 'livreur@example.com', password: 'consigne-demo' },
  });
  const driver = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
    const moved = await api.post(`/api/operator/orders/${orderId}/status?locale=fr_FR`, {
      headers: driver,
      data: {
        ...(await stepBody(api, orderId, status)),
        ...(status === 'delivered' ? { ageCheck: { method: 'id18' } } : {}),
      },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

/** The invoice's PDF: a PDF that embeds its Factur-X XML (poppler's pdfdetach lists and extracts it). */
async function checkFacturx(page: Page, href: string, company: string) {
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const pdf = await res.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const dir = mkdtempSync(join(tmpdir(), 'books-invoice-'));
  writeFileSync(join(dir, 'invoice.pdf'), pdf);
  expect(execFileSync('pdfdetach', ['-list', join(dir, 'invoice.pdf')], { encoding: 'utf8' })).toContain(
    'factur-x.xml',
  );
  execFileSync('pdfdetach', [
    '-savefile',
    'factur-x.xml',
    '-o',
    join(dir, 'factur-x.xml'),
    join(dir, 'invoice.pdf'),
  ]);
  const xml = readFileSync(join(dir, 'factur-x.xml'), 'utf8');
  expect(xml).toContain('rsm:CrossIndustryInvoice');
  expect(xml).toContain('urn:cen.eu:en16931:2017');
  expect(xml).toContain(company);
  expect(xml).toContain(SIREN);
}

/** The staff's session in `locale` (the login page is French; the cookie then sets the back-office's). */
async function staffPage(browser: Browser, locale: Locale, redirect: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, redirect, 'admin@example.com');
  await context.addCookies([
    { name: 'locale', value: locale, domain: new URL(page.url()).hostname, path: '/' },
  ]);
  await page.reload();
  return page;
}

for (const locale of ['fr', 'nl-BE'] as const) {
  test(`a business customer is invoiced in Factur-X, refunded with a credit note, and the admin files the month's books (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const text = TEXTS[locale];

    // The business customer orders; the driver delivers; the order is invoiced.
    const { page, email } = await businessCustomer(browser, locale);
    await selectSoonSlot(page.request);
    await fillCartWithCrates(page.request, 24);
    const orderId = await placeOfflineOrder(page.request, `books-${email}`, text.apiLocale);
    await deliver(page, orderId);

    // The invoice opens, a PDF that carries its XML.
    await page.goto(`/${locale}/mes-factures`);
    await expect(page.getByRole('heading', { level: 1, name: text.invoices })).toBeVisible();
    const invoiceRow = page.getByTestId('invoice-row');
    await expect(invoiceRow).toHaveCount(1);
    const invoiceNumber = /F-\d{6}/.exec((await invoiceRow.textContent())!)![0];
    const invoiceLink = invoiceRow.getByRole('link', { name: text.downloadInvoice(invoiceNumber) });
    await checkFacturx(page, (await invoiceLink.getAttribute('href'))!, `Brasserie ${locale} SARL`);

    // Staff refund 2,50 € of it to the wallet from the order's page: a credit note, listed there.
    const admin = await staffPage(browser, locale, `/admin/commandes/${orderId}`);
    await admin.getByLabel(text.refundAmount, { exact: true }).fill('2,50');
    await admin.getByLabel(text.refundReason, { exact: true }).fill(text.reason);
    await admin.getByRole('button', { name: text.refundSubmit, exact: true }).click();
    await expect(admin.getByText(text.refunded)).toBeVisible();
    const notes = admin.getByTestId('admin-credit-notes');
    await expect(notes).toContainText(new RegExp(`AV-\\d{4}-\\d{6}`));
    const noteNumber = /AV-\d{4}-\d{6}/.exec((await notes.textContent())!)![0];
    await expect(notes).toContainText(text.creditNoteLine(noteNumber, invoiceNumber));

    // …and in the customer's account.
    await page.goto(`/${locale}/mes-factures`);
    await expect(page.getByRole('heading', { level: 2, name: text.creditNotes })).toBeVisible();
    const noteRow = page.getByTestId('credit-note-row');
    await expect(noteRow).toContainText(noteNumber);
    await expect(noteRow).toContainText(text.ofInvoice(invoiceNumber));

    // The month's FEC: both documents in it.
    const today = shopToday();
    const month = `from=${today.slice(0, 8)}01&to=${today}`;
    await admin.goto(`/admin/comptabilite?${month}`);
    const fecLink = admin.getByRole('link', { name: text.fec });
    const [fecDownload] = await Promise.all([admin.waitForEvent('download'), fecLink.click()]);
    expect(fecDownload.suggestedFilename()).toMatch(new RegExp(`^${SIREN}FEC\\d{8}\\.txt$`));
    const fec = readFileSync((await fecDownload.path())!, 'utf8');
    const pieces = fec.split('\r\n').map((line) => line.split('\t')[8]);
    expect(pieces).toContain(invoiceNumber);
    expect(pieces).toContain(noteNumber);

    // The month's reuse report of Lille, as a CSV in the admin's language.
    const warehouses = (await (
      await admin.request.get('/api/admin/warehouses?locale=fr_FR')
    ).json()) as Array<{
      id: number;
      key: string;
    }>;
    const lille = warehouses.find((w) => w.key === 'lille')!.id;
    await admin.goto(`/admin/contenants?warehouseId=${lille}&${month}`);
    const [csvDownload] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: text.csv }).click(),
    ]);
    const csv = readFileSync((await csvDownload.path())!, 'utf8')
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(csv[0]).toMatch(text.csvHeader);
    expect(csv.some((line) => line.includes(text.largeBottle))).toBe(true);

    // The sales journal is intact.
    await admin.goto('/admin/journal-des-ventes');
    await expect(admin.getByRole('status').filter({ hasText: text.intact })).toBeVisible();

    // The e-reports: from the nav; the latest period over sent (once, whichever journey asks first).
    await admin.goto('/admin');
    await admin.getByRole('navigation').getByRole('link', { name: text.eReporting }).first().click();
    await expect(admin).toHaveURL(/\/admin\/e-reporting$/);
    await expect(admin.getByRole('heading', { level: 1, name: text.eReporting })).toBeVisible();
    const latest = lastClosedEReportPeriod(today);
    const row = admin.getByTestId(`ereport-${latest.from}`);
    const send = row.getByRole('button', { name: text.send, exact: true });
    if (await send.isVisible()) await send.click();
    await expect
      .poll(
        async () => {
          await admin.goto(`/admin/e-reporting?periode=${latest.from}`);
          return row.getByTestId('ereport-status').textContent();
        },
        { timeout: 20_000 },
      )
      .toBe(text.sent);
    await expect(row).toContainText(`offline:ereport/ereport-${SIREN}-${latest.from}-${latest.to}.json`);
    expect(await seriousViolations(admin)).toEqual([]);
    await shoot(admin, `ereporting-${locale}`);

    // The period running now cannot be sent yet: the API's sentence.
    await admin.goto(`/admin/e-reporting?periode=${today}`);
    await admin
      .getByTestId('ereport-detail-state')
      .getByRole('button', { name: text.send, exact: true })
      .click();
    await expect(admin.getByTestId('ereport-refusal')).toContainText(text.notOver);
    await shoot(admin, `ereporting-refused-${locale}`);
  });
}
