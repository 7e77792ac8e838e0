import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizedOpeningHours, parseOpeningHours } from './opening-hours.js';

describe('pickup points’ opening hours', () => {
  it('are written the Spanish and the Belgian Dutch way', () => {
    expect(localizedOpeningHours('Mar–sam 9h–19h30', 'es_ES')).toBe('mar–sáb 9:00–19:30');
    expect(localizedOpeningHours('Mar–sam 9h–19h30', 'nl_BE')).toBe('di–za 9–19.30 u');
    expect(localizedOpeningHours('Lun–sam 8h–20h', 'nl_BE')).toBe('ma–za 8–20 u');
    expect(localizedOpeningHours('Mer–dim 9h–18h', 'es_ES')).toBe('mié–dom 9:00–18:00');
    expect(localizedOpeningHours('Mar–sam 9h–13h et 15h–19h', 'es_ES')).toBe(
      'mar–sáb 9:00–13:00 y 15:00–19:00',
    );
    expect(localizedOpeningHours('Mar–sam 9h–13h et 15h–19h', 'nl_BE')).toBe('di–za 9–13 u en 15–19 u');
  });

  it('stay as written for French readers, and when the text is not the shop’s notation', () => {
    expect(localizedOpeningHours('Mar–sam 9h–19h30', 'fr_FR')).toBe('Mar–sam 9h–19h30');
    expect(localizedOpeningHours('Mar–sam 9h–19h30', 'fr_BE')).toBe('Mar–sam 9h–19h30');
    for (const text of ['Sur rendez-vous', 'Mar–sam 9h–19h et', 'Lun–sam 25h–26h', 'Lun–sam 9h61–19h'])
      expect(localizedOpeningHours(text, 'es_ES')).toBe(text);
  });

  it('read every well-formed text and write hours only from digits, never the French words', () => {
    const day = fc.constantFrom('Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim', 'lun', 'sam', 'dim');
    const at = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 15, 30, 45) });
    const write = ({ hour, minute }: { hour: number; minute: number }) =>
      `${hour}h${minute ? String(minute).padStart(2, '0') : ''}`;
    fc.assert(
      fc.property(
        day,
        day,
        fc.array(fc.tuple(at, at), { minLength: 1, maxLength: 2 }),
        (from, to, periods) => {
          const text = `${from}–${to.toLowerCase()} ${periods.map(([a, b]) => `${write(a)}–${write(b)}`).join(' et ')}`;
          const parsed = parseOpeningHours(text);
          expect(parsed?.periods).toHaveLength(periods.length);
          for (const locale of ['es_ES', 'nl_BE'] as const) {
            const written = localizedOpeningHours(text, locale);
            // The French-only day names (lun and mar are Spanish too).
            expect(written).not.toMatch(/\d+h|\bet\b|\b(mer|jeu|ven|sam|dim)\b/i);
          }
        },
      ),
    );
  });
});
