/**
 * What rendering the shop's e-mails costs (docs/adr/0027): one iteration is one e-mail, each of
 * them in each of the four locales in turn. Not a test; run by hand with
 *   npx vitest bench --run --project 'api (pglite)' apps/api/test/mail-render.bench.ts
 */
import { LOCALES } from '@consigne/domain';
import { bench, describe } from 'vitest';
import { MAILS } from './mails.js';

const CASES = LOCALES.flatMap((locale) => Object.values(MAILS).map((render) => () => render(locale)));
let next = 0;

describe('e-mail rendering', () => {
  bench(
    `one e-mail (${CASES.length} cases in turn)`,
    () => {
      CASES[next++ % CASES.length]!();
      // Long enough for each case to be warm (the locale's Intl formatters are built on first use).
    },
    { time: 4000, warmupTime: 1000, warmupIterations: 400 },
  );
});
