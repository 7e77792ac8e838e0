/**
 * Delivery instructions (issue 30): what the driver needs at the door, copied on the order at
 * checkout and editable by the shopper until the order leaves the warehouse. The entry code is
 * personal data: the shopper's own e-mail shows it masked (maskEntryCode), logs never see it.
 */
import { CHANGEABLE_STATUSES, type OrderStatus } from './order-status.js';

/** The fixed choices a shopper may tick, beside a free note. */
export const DELIVERY_OPTIONS = [
  'ring_twice',
  'leave_with_neighbour',
  'leave_at_door',
  'call_on_arrival',
] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/** Lengths the API accepts (and the forms bound): a doorstep note, not a letter. */
export const DELIVERY_INSTRUCTION_LIMITS = { accessDetails: 120, entryCode: 20, note: 280 } as const;

export interface DeliveryInstructions {
  /** Floor, door, building, staircase: "3e étage, porte B". */
  accessDetails: string | null;
  /** Digicode, intercom or gate code: personal data. */
  entryCode: string | null;
  options: DeliveryOption[];
  note: string | null;
}

export const NO_DELIVERY_INSTRUCTIONS: DeliveryInstructions = {
  accessDetails: null,
  entryCode: null,
  options: [],
  note: null,
};

// "Digicode 4512", "code d'accès : A12B", "toegangscode 1234", "código 45#": the words that name an
// entry code in the three languages an address is written in, then the code itself.
const ENTRY_CODE =
  /(?:digicode|code\s+(?:d['’]\s*(?:acc[eè]s|entr[ée]e)|porte|portail|immeuble)|toegangscode|deurcode|poortcode|c[óo]digo(?:\s+de\s+(?:acceso|entrada|portal))?|code)\s*[:°n]*\s*((?=[0-9A-Za-z#*]*\d)[0-9A-Za-z#*]{2,12})(?![0-9A-Za-z#*])/i;

const clean = (text: string): string | null => {
  const tidy = text
    .replace(/\s*[,;/-]\s*(?=[,;/-]|$)/g, '')
    .replace(/^\s*[,;/-]\s*/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return tidy === '' ? null : tidy;
};

/**
 * The instructions an address suggests at checkout: its "apartment details" free text ("3e étage,
 * porte B, Digicode 4512") split into the door details and the entry code, so that the code is
 * stored apart (and masked where it must be).
 */
export function instructionsFromAddress(apartmentDetails: string | null | undefined): DeliveryInstructions {
  const text = (apartmentDetails ?? '').trim();
  if (text === '') return { ...NO_DELIVERY_INSTRUCTIONS, options: [] };
  const match = ENTRY_CODE.exec(text);
  const entryCode = match?.[1] ?? null;
  const rest = match ? text.slice(0, match.index) + text.slice(match.index + match[0].length) : text;
  return {
    accessDetails: clean(rest)?.slice(0, DELIVERY_INSTRUCTION_LIMITS.accessDetails) ?? null,
    entryCode: entryCode?.slice(0, DELIVERY_INSTRUCTION_LIMITS.entryCode) ?? null,
    options: [],
    note: null,
  };
}

/** True when nothing is said: no details, code, option nor note. */
export const isEmptyInstructions = (i: DeliveryInstructions | null | undefined): boolean =>
  !i || (!i.accessDetails && !i.entryCode && i.options.length === 0 && !i.note);

/**
 * An entry code as the shopper's own e-mail shows it: "••••12". Always four bullets, whatever its
 * length (the length is a hint too), then its last two characters when it has more than four.
 */
export function maskEntryCode(code: string): string {
  const tail = code.length > 4 ? code.slice(-2) : '';
  return `••••${tail}`;
}

/**
 * Why the shopper can no longer change the instructions: the order's status once it has left the
 * warehouse (or is over, or waits for its card payment); null while it has not left. Unlike a
 * cancel or a slot move there is no cut-off before the slot: until the driver leaves, new door
 * details still reach them.
 */
export function instructionsLock(status: OrderStatus): Exclude<OrderStatus, 'placed' | 'preparing'> | null {
  return CHANGEABLE_STATUSES.includes(status)
    ? null
    : (status as Exclude<OrderStatus, 'placed' | 'preparing'>);
}
