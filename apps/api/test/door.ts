/**
 * The step to 'delivered' of an order with age-restricted lines (beer, wine in France) needs an age
 * check at the door (operator/door.ts): the tests that deliver such an order say the driver saw an
 * ID showing 18 or more. Harmless on an order without age lines.
 */
export const ID_SEEN_18 = { ageCheck: { method: 'id18' as const } };

/** The status step's body: with the age check when the step is 'delivered'. */
export const statusBody = (status: string) => ({ status, ...(status === 'delivered' ? ID_SEEN_18 : {}) });

/** advanceOrder's door argument: the age check when the step is 'delivered'. */
export const doorFor = (status: string) => (status === 'delivered' ? ID_SEEN_18 : {});
