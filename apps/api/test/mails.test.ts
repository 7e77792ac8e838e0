import { mailMessages } from '@consigne/contract';
import { LOCALES, htmlLang, messageArguments, messageProblems, type Locale } from '@consigne/domain';
import { describe, expect, it } from 'vitest';
import { MAILS } from './mails.js';

/*
 * The e-mails' texts are a feature catalog of the storefront's catalogs (the web's catalog tests
 * check it with the others); these check it from the API's side, and each e-mail as sent.
 */
describe('the e-mails’ catalog', () => {
  const keys = Object.keys(mailMessages.fr).sort();

  it.each(['es', 'nl-BE'] as const)(
    '%s has every French key, none empty, with the same arguments',
    (locale) => {
      const texts: Record<string, string> = mailMessages[locale];
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const key of keys) {
        expect(texts[key]!.trim(), key).not.toBe('');
        expect(messageArguments(texts[key]!), key).toEqual(
          messageArguments(mailMessages.fr[key as keyof typeof mailMessages.fr]),
        );
      }
    },
  );

  it('Belgian French only overrides French keys', () => {
    for (const key of Object.keys(mailMessages.be ?? {})) expect(keys).toContain(key);
  });

  it('writes every message well formed', () => {
    for (const locale of ['fr', 'es', 'nl-BE'] as const)
      for (const [key, text] of Object.entries(mailMessages[locale]))
        expect(messageProblems(text), `${locale} ${key}`).toEqual([]);
  });
});

const rendered = (locale: Locale) =>
  Object.entries(MAILS).map(([name, render]) => ({ name, ...render(locale) }));

describe.each(LOCALES)('every e-mail in %s', (locale) => {
  it('is whole: no key or placeholder left, its language on the HTML, link and signature in both parts', () => {
    for (const mail of rendered(locale)) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part, mail.name).not.toMatch(/\bmail\.[a-z]|\{[a-zA-Z]+[},]/);
      }
      expect(mail.html, mail.name).toContain(`<html lang="${htmlLang(locale)}">`);
      expect(mail.text, mail.name).toContain('https://shop.example/fr/x?token=abc');
      expect(mail.html, mail.name).toContain('href="https://shop.example/fr/x?token=abc"');
      expect(mail.text, mail.name).toMatch(/consigne/);
    }
  });
});

describe('each language as its readers write it', () => {
  const all = (locale: Locale) =>
    rendered(locale)
      .map((m) => `${m.subject}\n${m.text}`)
      .join('\n');

  it('French: the spec’s vocabulary, a space before the colon', () => {
    const order = MAILS.orderConfirmation!('fr');
    expect(order.subject).toBe('Votre commande n° 41 est confirmée');
    expect(order.text).toContain('Mon point de retrait : Épicerie du Vieux-Lille');
    expect(order.text).toContain('13 articles');
    expect(order.text).toContain('Service client du lundi au samedi');
  });

  it('Belgian French: French, with Belgium’s "service clientèle"', () => {
    const mail = MAILS.passwordReset!('be');
    expect(mail.subject).toBe(MAILS.passwordReset!('fr').subject);
    expect(mail.text).toContain('Service clientèle du lundi au samedi');
  });

  it('Spanish of Spain: tú, "monedero", times as 9:00, no space before a colon', () => {
    const text = all('es');
    expect(MAILS.orderConfirmation!('es').text).toContain('Franja horaria: ');
    // Amounts come from the formatter, with its no-break space.
    expect(MAILS.orderEdited!('es').text).toMatch(/Hemos devuelto 3,20\s€ a tu monedero\./);
    expect(text).toContain('de 8:30 a 21:30');
    expect(text).not.toMatch(/\busted\b|\bcarrito\b|\bhucha\b|\d+h\d*\b|[ \u00a0]:/i);
  });

  it('Belgian Dutch: je, "leeggoed" and "bak", amounts as € 5, no space before a colon', () => {
    const text = all('nl-BE');
    expect(MAILS.orderConfirmation!('nl-BE').text).toContain('Tijdslot: ');
    expect(MAILS.orderConfirmation!('nl-BE').text).toContain('leeggoed');
    expect(MAILS.sponsorshipInvitation!('nl-BE').text).toMatch(/krijgt Camille M\. €\s10,00 in/);
    expect(text).not.toMatch(/statiegeld|\bkrat(ten)?\b|\bu\b|\buw\b|\d[ \u00a0]€|[ \u00a0]:/i);
  });
});
