import { LOCALES } from '@consigne/domain';
import { describe, expect, it } from 'vitest';
import { slotCancelledMail } from './mail.js';

const data = {
  orderId: 41,
  firstname: 'Camille',
  slot: { startAt: '2026-11-28T13:00:00.000Z', endAt: '2026-11-28T15:00:00.000Z' },
  reason: 'Jour férié {exceptionnel}',
  link: 'https://shop.example/fr',
};

describe('the slot-cancelled e-mail', () => {
  it('exists in the four locales, with the slot, the order, the reason as written and the link', () => {
    const mails = LOCALES.map((locale) => slotCancelledMail(locale, data));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(3); // be shares French
    for (const mail of mails) {
      expect(mail.subject).toContain('41');
      expect(mail.text).toContain('Jour férié {exceptionnel}');
      expect(mail.text).toContain('https://shop.example/fr');
      expect(mail.text).toContain('14:00-16:00');
      expect(mail.html).toContain('Camille');
    }
    expect(slotCancelledMail('fr', data).text).toContain('Motif : Jour férié');
    expect(slotCancelledMail('nl-BE', data).text).toContain('Reden: Jour férié');
    expect(slotCancelledMail('es', data).subject).toBe(
      'Tu pedido n.º 41 se ha cancelado: no podemos hacer la entrega en esa franja horaria',
    );
  });

  it('escapes what the staff wrote in the HTML', () => {
    const mail = slotCancelledMail('fr', { ...data, reason: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
