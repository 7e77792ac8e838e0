import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES, formatSlotLabel, intlTag } from '@consigne/domain';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { createShoppers, lilleEntry } from '../../../test/shoppers.js';
import { startTestSmtpServer } from '../mail/testing.js';
import { orderConfirmationMail } from './mail.js';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { app, db } = await testApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('order confirmation e-mail', () => {
  it('reaches the customer over SMTP, in the language of the checkout', async () => {
    const water = await lilleEntry(db);
    for (const [apiLocale, subject] of [
      ['fr_FR', /^Votre commande n° \d+ est confirmée$/],
      ['nl_BE', /^Je bestelling nr\. \d+ is bevestigd$/],
    ] as const) {
      const [shopper] = await createShoppers(db, 1);
      const [user] = await db.select().from(t.users).where(eq(t.users.id, shopper!.id));
      await db
        .insert(t.cartItems)
        .values({ userId: shopper!.id, productWarehouseId: water.id, quantity: 16 });
      const groups = (await app.inject({ url: '/api/slots', headers: as(shopper!.token) })).json();
      const slot = groups[1].slots[3];
      await app.inject({
        method: 'POST',
        url: `/api/user/select/slot/${slot.id}`,
        headers: as(shopper!.token),
        payload: {},
      });
      const res = await app.inject({
        method: 'POST',
        url: `/api/orders?locale=${apiLocale}`,
        headers: { ...as(shopper!.token), 'idempotency-key': `mail-${apiLocale}` },
        payload: { paymentMethod: 'offline', acceptTerms: true },
      });
      expect(res.statusCode, res.body).toBe(201);
      const mail = await smtp.waitFor(user!.email);
      expect(mail.subject).toMatch(subject);
      const locale = apiLocale === 'fr_FR' ? 'fr' : 'nl-BE';
      expect(mail.text).toContain(formatSlotLabel(slot, intlTag(locale)));
      expect(mail.text).toContain('3 rue de Béthune, 59000 Lille');
      expect(mail.text).toContain(
        `https://shop.example/${locale}/mon-compte/mes-commandes/order-detail/${res.json().orderId}`,
      );
    }
  });

  it('exists in the four locales', () => {
    const data = {
      orderId: 7,
      firstname: 'Camille',
      slot: { startAt: '2026-11-24T08:00:00.000Z', endAt: '2026-11-24T10:00:00.000Z' },
      deliveryType: 'pdr',
      deliveryName: 'Épicerie du Vieux-Lille',
      deliveryAddress: '14 rue de Gand, 59800 Lille',
      itemCount: 13,
      amountToPayCents: 4410,
      paymentMethod: 'offline',
      deliveryInstructions: null,
      link: 'https://shop.example/fr/x',
    };
    const subjects = LOCALES.map((locale) => orderConfirmationMail(locale, data).subject);
    expect(new Set(subjects).size).toBe(3); // be shares French
    expect(orderConfirmationMail('fr', data).text).toContain(
      'Mon point de retrait : Épicerie du Vieux-Lille',
    );
    expect(orderConfirmationMail('es', data).text).toContain('44,10');
  });

  it('writes the colon as each language does, and a Belgian address street first', () => {
    const data = {
      orderId: 8,
      firstname: 'Jan',
      slot: { startAt: '2026-11-24T08:00:00.000Z', endAt: '2026-11-24T10:00:00.000Z' },
      deliveryType: 'address',
      deliveryName: 'Thuis',
      deliveryAddress: 'Nieuwstraat 10, 1000 Brussel',
      itemCount: 12,
      amountToPayCents: 4410,
      paymentMethod: 'offline',
      deliveryInstructions: null,
      link: 'https://shop.example/nl-BE/x',
    };
    const nl = orderConfirmationMail('nl-BE', data).text;
    expect(nl).toContain('Tijdslot: di 24 nov');
    expect(nl).toContain('Leveringsadres: Thuis · Nieuwstraat 10, 1000 Brussel');
    expect(nl).not.toMatch(/\S :/);
    expect(orderConfirmationMail('es', data).text).not.toMatch(/\S :/);
    expect(orderConfirmationMail('fr', data).text).toContain('Créneau : mar. 24 nov. · 09:00-11:00');
  });

  it('repeats the delivery instructions, the entry code masked (••••12), in the shopper’s language', () => {
    const data = {
      orderId: 9,
      firstname: 'Jan',
      slot: { startAt: '2026-11-24T08:00:00.000Z', endAt: '2026-11-24T10:00:00.000Z' },
      deliveryType: 'address',
      deliveryName: 'Thuis',
      deliveryAddress: 'Nieuwstraat 10, 1000 Brussel',
      itemCount: 12,
      amountToPayCents: 4410,
      paymentMethod: 'offline',
      deliveryInstructions: {
        accessDetails: '3de verdieping, deur B',
        entryCode: 'A4512',
        options: ['ring_twice' as const],
        note: 'Hond is lief.',
      },
      link: 'https://shop.example/nl-BE/x',
    };
    const nl = orderConfirmationMail('nl-BE', data);
    for (const part of [nl.text, nl.html]) {
      expect(part).toContain('Leveringsinstructies');
      expect(part).toContain('3de verdieping, deur B');
      expect(part).toContain('Toegangscode: ••••12');
      expect(part).toContain('Twee keer aanbellen');
      expect(part).not.toContain('A4512');
    }
    expect(orderConfirmationMail('fr', data).text).toContain('Code d’accès : ••••12');
  });
});
