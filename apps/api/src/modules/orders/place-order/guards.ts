/**
 * Test-only switches: the guards a race test may turn off to show the race each one prevents (the
 * negative controls of races.test.ts). No production caller passes them.
 * - customer: the customer's row lock (one customer's checkouts one at a time);
 * - slot: the slot row lock while its places are counted;
 * - stock: the conditional update (stock taken only if enough is left), replaced by read-then-write;
 * - promo: the promo row lock and re-check when the use is recorded.
 */
export type RaceGuard = 'customer' | 'slot' | 'stock' | 'promo';
export type GuardsOff = ReadonlySet<RaceGuard>;

export const ALL_GUARDS_ON: GuardsOff = new Set();
