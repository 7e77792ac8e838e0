import { describe, expect, it } from 'vitest';
import { notificationTexts } from './texts.js';

describe("a window's push, said the way it was told", () => {
  const params = { from: '2026-11-30T17:20:00.000Z', to: '2026-11-30T17:40:00.000Z' };

  it('says today, tomorrow or the date, in each language', () => {
    expect(notificationTexts('fr', 'deliveryWindow', 7, { ...params, day: 'today' }).title).toBe(
      'Livraison aujourd’hui entre 18:20 et 18:40',
    );
    expect(notificationTexts('fr', 'deliveryWindow', 7, { ...params, day: 'tomorrow' }).title).toBe(
      'Livraison demain entre 18:20 et 18:40',
    );
    expect(notificationTexts('nl-BE', 'deliveryWindow', 7, { ...params, day: 'tomorrow' }).title).toBe(
      'Levering morgen tussen 18:20 en 18:40',
    );
    expect(notificationTexts('es', 'deliveryWindow', 7, { ...params, day: 'other' }).title).toBe(
      'Entrega el 30 de noviembre entre las 18:20 y las 18:40',
    );
    expect(notificationTexts('be', 'deliveryWindow', 7, { ...params, day: 'other' }).title).toBe(
      'Livraison le 30 novembre entre 18:20 et 18:40',
    );
  });

  it('a push queued before the day was kept is said from now, never with a hole', () => {
    const { title } = notificationTexts('fr', 'deliveryWindow', 7, params);
    expect(title).toMatch(/^Livraison (aujourd’hui|demain|le \d+ \p{L}+) entre 18:20 et 18:40$/u);
  });
});
