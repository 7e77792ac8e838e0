import { expect, test, type Page } from '@playwright/test';
import { login, seriousViolations, shotsDir } from './support.js';

const dir = shotsDir('admin-round-settings');
/** The page at a desktop's width and a phone's, as the pull request shows it. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test('a manager widens the announced window to 30 minutes and adds a van, then finds it on the rounds page (fr, nl-BE)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, '/admin/tournees', 'gerant.lyon@example.com');
  // The nav has its entry; the rounds page links to it for the warehouse shown.
  await expect(page.getByRole('link', { name: 'Réglages des tournées', exact: true })).toBeVisible();
  await page.getByTestId('round-settings-link').click();
  await expect(page).toHaveURL(/\/admin\/tournees\/reglages/);
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages des tournées' })).toBeVisible();
  await expect(page.getByTestId('round-settings-summary')).toContainText('un arrêt dure 4 min, plus 30 s');
  expect(await seriousViolations(page)).toEqual([]);

  // A window wider than the bounds: said beside its field, nothing saved.
  const window = page.getByLabel('Fenêtre annoncée aux clients (minutes)');
  await window.fill('200');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(window).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('La fenêtre annoncée est un nombre entier de minutes, de 5 à 120.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('round-settings-summary')).toContainText('la fenêtre annoncée dure 20 min');

  // 30 minutes: saved, and the summary says so.
  await page.getByLabel('Fenêtre annoncée aux clients (minutes)').fill('30');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByTestId('round-settings-done')).toContainText('Réglages enregistrés');
  await expect(page.getByTestId('round-settings-summary')).toContainText('la fenêtre annoncée dure 30 min');

  // A van: added last; a second one of the same name (whatever its case) is refused on its field.
  const add = page.getByRole('form', { name: 'Ajouter un camion' });
  await add.getByLabel('Nom').fill('Camion du marché');
  await add.getByLabel('Capacité (caisses)').fill('45');
  await add.getByRole('button', { name: 'Ajouter le camion' }).click();
  await expect(page.getByTestId('round-settings-done')).toContainText('Camion ajouté.');
  const row = page.getByTestId('vans').getByRole('row').filter({ hasText: 'Camion du marché' });
  await expect(row).toContainText('45 caisses');
  await page.getByRole('form', { name: 'Ajouter un camion' }).getByLabel('Nom').fill('camion du marché');
  await page.getByRole('button', { name: 'Ajouter le camion' }).click();
  const name = page.getByRole('form', { name: 'Ajouter un camion' }).getByLabel('Nom');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/s’appelle déjà « camion du marché »/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/tournees/reglages');
  await shoot(page, 'fr');

  // The rounds page offers the new van.
  await page.goto('/admin/tournees');
  await expect(
    page.getByLabel('Camion', { exact: true }).locator('option', { hasText: 'Camion du marché' }),
  ).toHaveCount(1);

  // In Belgian Dutch.
  await context.addCookies([
    { name: 'locale', value: 'nl-BE', domain: new URL(page.url()).hostname, path: '/' },
  ]);
  await page.goto('/admin/tournees/reglages');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen van de rondes' })).toBeVisible();
  await expect(page.getByTestId('round-settings-summary')).toContainText('het leveringsvenster duurt 30 min');
  await expect(
    page.getByTestId('vans').getByRole('row').filter({ hasText: 'Camion du marché' }),
  ).toContainText('45 bakken');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'nl-BE');

  // Put back as it was for the other journeys: the van removed, the window 20 minutes again.
  await page.getByRole('button', { name: 'Camion du marché verwijderen' }).click();
  await expect(page.getByTestId('round-settings-done')).toContainText('Bestelwagen verwijderd.');
  await page.getByLabel('Leveringsvenster voor de klanten (minuten)').fill('20');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByTestId('round-settings-summary')).toContainText('het leveringsvenster duurt 20 min');
  await context.close();
});
