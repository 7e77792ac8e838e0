import { describe, expect, it } from 'vitest';
import { describeEmpties } from './deposits.js';
import { dateTimeFormat, listFormat, numberFormat, pluralRules } from './intl.js';
import { formatMessage } from './messages.js';
import { formatEuros } from './money.js';
import { markFirstOfDay } from './slot-marketing.js';
import {
  deliveryWindows,
  formatSlotLabel,
  isSlotOpenForOrders,
  localDate,
  wallClock,
  zonedInstant,
} from './slots.js';

/**
 * How many formatters `run` builds: every Intl constructor the code uses, wrapped for the call in a
 * proxy that counts `new` and builds the real thing (a spy's instance would not format).
 */
async function formattersBuiltBy(run: () => unknown): Promise<number> {
  const names = ['DateTimeFormat', 'NumberFormat', 'ListFormat', 'PluralRules'] as const;
  const originals = names.map((name) => Intl[name]);
  let built = 0;
  const counted = <C extends object>(constructor: C): C =>
    new Proxy(constructor, {
      construct: (target, args) => (built++, Reflect.construct(target as never, args)),
    });
  names.forEach((name, i) => Object.assign(Intl, { [name]: counted(originals[i]!) }));
  try {
    await run();
  } finally {
    names.forEach((name, i) => Object.assign(Intl, { [name]: originals[i] }));
  }
  return built;
}

describe('cached Intl formatters', () => {
  it('give the same formatter for the same locale and options, another for other ones', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'Europe/Paris' };
    expect(dateTimeFormat('fr-FR', options)).toBe(dateTimeFormat('fr-FR', { ...options }));
    expect(dateTimeFormat('nl-BE', options)).not.toBe(dateTimeFormat('fr-FR', options));
    expect(dateTimeFormat('fr-FR', { ...options, dateStyle: 'short' })).not.toBe(
      dateTimeFormat('fr-FR', options),
    );
    expect(numberFormat('fr-FR')).toBe(numberFormat('fr-FR', undefined));
  });

  it('format as a formatter built for the call would', () => {
    const at = new Date('2026-03-29T00:30:00Z');
    const options: Intl.DateTimeFormatOptions = {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    };
    expect(dateTimeFormat('nl-BE', options).format(at)).toBe(
      new Intl.DateTimeFormat('nl-BE', options).format(at),
    );
    expect(numberFormat('fr-BE', { style: 'percent' }).format(0.055)).toBe(
      new Intl.NumberFormat('fr-BE', { style: 'percent' }).format(0.055),
    );
    expect(listFormat('es-ES', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b y c');
    expect(pluralRules('fr-FR').select(0)).toBe(new Intl.PluralRules('fr-FR').select(0));
  });

  it('an invalid locale still throws, and is not cached', () => {
    expect(() => dateTimeFormat('not a locale!')).toThrow(RangeError);
    expect(() => dateTimeFormat('not a locale!')).toThrow(RangeError);
  });
});

describe('the domain’s formatting builds each formatter once, however many calls', () => {
  // Every call used to build its own formatters: ≈370 for one logged-in page's slots, each ≈10 KB of
  // native memory the garbage collector does not see, which took an instance past 2 GB of RSS.
  const instants = Array.from(
    { length: 50 },
    (_, i) => new Date(Date.UTC(2026, 9, 20 + (i % 14), 6 + (i % 12))),
  );
  const slot = (at: Date) => ({
    startAt: at.toISOString(),
    endAt: new Date(at.getTime() + 7_200_000).toISOString(),
  });
  const everything = (at: Date) => {
    wallClock(at);
    localDate(at);
    zonedInstant(localDate(at), 17);
    deliveryWindows(localDate(at));
    isSlotOpenForOrders(at, new Date(at.getTime() - 3 * 3_600_000));
    formatSlotLabel(slot(at), 'nl-BE');
    markFirstOfDay([{ warehouseId: 1, startAt: at }]);
    formatEuros(1250, 'fr-BE');
    formatMessage('{count, plural, one {# article} other {# articles}}', { count: 3 }, 'es-ES');
    describeEmpties({ crates: 2, largeBottles: 1, smallBottles: 0 }, 'nl-BE', (unit, n) => `${n} ${unit}`);
  };

  it('once warm, the slots, money, messages and deposits build no formatter', async () => {
    everything(instants[0]!);
    expect(await formattersBuiltBy(() => instants.forEach(everything))).toBe(0);
  });
});
