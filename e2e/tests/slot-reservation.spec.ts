import { expect, test, type Page } from '@playwright/test';
import {
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerLilleCustomer,
  screenshots,
  wcagViolations,
} from './support.js';

/**
 * A reserved weekly slot (issue 32, ADR 0040), in French and Belgian Dutch, on a phone and a desktop:
 * a Lille shopper of their own reserves Tuesdays 10:00 every week from 'Mon créneau réservé', sees the
 * held weeks, skips one; the checkout's slot list marks the held week 'Votre créneau réservé'; an order
 * placed on it shows on the home's 'Votre prochaine livraison' with 'Modifier', beside the reserved
 * slot and its next week. Screenshots in test-results/e2e/slot-reservation.
 */
const LOCALES = [
  {
    prefix: '/fr',
    title: 'Mon créneau réservé',
    tuesday: 'mardi · 10:00-12:00',
    wednesday: 'mercredi · 10:00-12:00',
    reserve: 'Réserver ce créneau',
    reserved: 'Votre créneau est réservé.',
    held: 'Réservé',
    skip: 'Sauter cette semaine',
    skipped: 'Sautée',
    mark: 'Votre créneau réservé',
    next: 'Votre prochaine livraison',
    modify: 'Modifier',
    release: 'Libérer mon créneau',
  },
  {
    prefix: '/nl-BE',
    title: 'Mijn vast tijdslot',
    tuesday: 'dinsdag · 10:00-12:00',
    wednesday: 'woensdag · 10:00-12:00',
    reserve: 'Dit tijdslot reserveren',
    reserved: 'Je tijdslot is gereserveerd.',
    held: 'Gereserveerd',
    skip: 'Deze week overslaan',
    skipped: 'Overgeslagen',
    mark: 'Je vast tijdslot',
    next: 'Je volgende levering',
    modify: 'Wijzigen',
    release: 'Mijn tijdslot vrijgeven',
  },
];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

/** The index of the slot list's day that holds `slotId` (the modal's day tabs follow the list). */
async function dayIndexOf(page: Page, slotId: number) {
  const groups = (await (await page.request.get('/api/slots?locale=fr_FR')).json()) as Array<{
    slots: Array<{ id: number }>;
  }>;
  return groups.findIndex((g) => g.slots.some((s) => s.id === slotId));
}

for (const locale of LOCALES)
  for (const viewport of VIEWPORTS)
    test(`${locale.prefix} ${viewport.name}: reserve Tuesdays 10:00, skip a week, see it marked and on the home`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const shoot = screenshots('slot-reservation');
      const tag = `${locale.prefix.slice(1)}-${viewport.name}`;
      const account = await registerLilleCustomer(page, `reserve-${tag}`, ['Rémi', 'Réserve']);
      const path = `${locale.prefix}/mon-compte/mon-creneau-reserve`;
      await login(page, '/fr/mon-compte', account.email, account.password);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.title);

      // Tuesdays 10:00, every week (the default), to the shopper's address (the only one). On a Tuesday
      // past 8:00 the list (7 days) has no Tuesday 10:00 left to start from: Wednesdays then.
      const when = page.getByRole('combobox').first();
      const labels = await when.locator('option').allTextContents();
      const pattern = labels.includes(locale.tuesday) ? locale.tuesday : locale.wednesday;
      await when.selectOption({ label: pattern });
      await page.getByRole('button', { name: locale.reserve }).click();
      await expect(page.getByTestId('reservation-done')).toContainText(locale.reserved);
      await expect(page.getByTestId('reservation-current')).toContainText(pattern);
      const weeks = page.getByTestId('reservation-week');
      expect(await weeks.count()).toBeGreaterThanOrEqual(3);
      await expect(weeks.first()).toHaveAttribute('data-status', 'held');
      await expect(weeks.first()).toContainText(locale.held);

      // Skip the second week: its place is given back, the others stay held.
      await weeks.nth(1).getByRole('button', { name: locale.skip }).click();
      await expect(weeks.nth(1)).toHaveAttribute('data-status', 'skipped');
      await expect(weeks.nth(1)).toContainText(locale.skipped);
      await expect(weeks.nth(0)).toHaveAttribute('data-status', 'held');
      await expect(weeks.nth(2)).toHaveAttribute('data-status', 'held');
      expect(await wcagViolations(page)).toEqual([]);
      await shoot(page, `page${locale.prefix.replace('/', '-')}-${viewport.name}`);

      // The checkout's slot list marks the held week, and only it.
      const { reservation } = (await (await page.request.get('/api/user/slot-reservation')).json()) as {
        reservation: { weeks: Array<{ slot: { id: number }; status: string }> };
      };
      const held = reservation.weeks[0]!.slot.id;
      await fillCartWithCrates(page.request, 12);
      await page.goto(`${locale.prefix}/commande`);
      await page.getByTestId('checkout-slot').getByRole('button').click();
      const modal = page.getByTestId('slot-modal');
      await expect(modal).toBeVisible();
      await modal
        .getByTestId('slot-day')
        .nth(await dayIndexOf(page, held))
        .click();
      const option = modal.locator(`[data-testid=slot-option]:has(input[value="${held}"])`);
      await expect(option.getByTestId('slot-reserved')).toHaveText(locale.mark);
      await expect(modal.getByTestId('slot-reserved')).toHaveCount(1);
      await option.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${new URL('../../test-results/e2e/slot-reservation', import.meta.url).pathname}/checkout${locale.prefix.replace('/', '-')}-${viewport.name}.png`,
      });

      // An order on the held week: the home's block shows it with 'Modifier', and the reservation.
      expect((await page.request.post(`/api/user/select/slot/${held}?locale=fr_FR`)).ok()).toBe(true);
      const orderId = await placeOfflineOrder(page.request, `reserve-${account.email}`);
      await page.goto(locale.prefix);
      const block = page.getByTestId('home-next-delivery');
      await expect(block).toContainText(locale.next);
      await expect(block.getByTestId('next-delivery-modify')).toHaveText(locale.modify);
      await expect(block.getByTestId('next-delivery-modify')).toHaveAttribute(
        'href',
        `${locale.prefix}/mon-compte/mes-commandes/order-detail/${orderId}`,
      );
      await expect(block.getByTestId('next-delivery-reserved')).toContainText(pattern);
      await block.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${new URL('../../test-results/e2e/slot-reservation', import.meta.url).pathname}/home${locale.prefix.replace('/', '-')}-${viewport.name}.png`,
      });
      // The account shows the same block.
      await page.goto(`${locale.prefix}/mon-compte`);
      await expect(page.getByTestId('hub-next-delivery').getByTestId('next-delivery-reserved')).toContainText(
        pattern,
      );
      expect(await wcagViolations(page)).toEqual([]);

      // Cleanup: the order cancelled, the reservation released (through the page).
      expect((await page.request.post(`/api/orders/${orderId}/cancel?locale=fr_FR`)).ok()).toBe(true);
      await page.goto(path);
      await page.getByRole('button', { name: locale.release }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: locale.release }).click();
      await expect(page.getByTestId('reservation-current')).toHaveCount(0);
      await context.close();
    });
