/** Default maximum quantity per item (docs/rules.md#stock). */
export const DEFAULT_MAX_QUANTITY = 99;

/** The entry's maxOrderable, or 99 when the server gives none. */
export function maxQuantity(maxOrderable: number | null | undefined): number {
  return typeof maxOrderable === 'number' && Number.isFinite(maxOrderable) && maxOrderable >= 0
    ? Math.floor(maxOrderable)
    : DEFAULT_MAX_QUANTITY;
}

/** A quantity is clamped between 0 and the maximum; anything non-numeric is 0. */
export function clampQuantity(quantity: number, max: number = DEFAULT_MAX_QUANTITY): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(Math.max(0, Math.trunc(quantity)), Math.max(0, max));
}

/** What the shopper typed: non-numeric input becomes 0. */
export function parseQuantity(text: string, max: number = DEFAULT_MAX_QUANTITY): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d+([.,]\d*)?$/.test(trimmed)) return 0;
  return clampQuantity(Number(trimmed.replace(',', '.')), max);
}

export type StepperAction = { type: 'increment' } | { type: 'decrement' } | { type: 'input'; text: string };

/** The quantity after an action; 0 means the item is removed. */
export function nextQuantity(
  current: number,
  action: StepperAction,
  max: number = DEFAULT_MAX_QUANTITY,
): number {
  const quantity = clampQuantity(current, max);
  switch (action.type) {
    case 'increment':
      return clampQuantity(quantity + 1, max);
    case 'decrement':
      return clampQuantity(quantity - 1, max);
    case 'input':
      return parseQuantity(action.text, max);
  }
}

export interface StepperView {
  /** At 0 only a plus shows; above 0 minus, a numeric input and plus. */
  mode: 'add' | 'edit';
  quantity: number;
  max: number;
  /** At the maximum the plus is disabled and shows MAX. */
  atMax: boolean;
  canIncrement: boolean;
  canDecrement: boolean;
}

export function stepperView(quantity: number, maxOrderable?: number | null): StepperView {
  const max = maxQuantity(maxOrderable);
  const q = clampQuantity(quantity, max);
  const atMax = q >= max;
  return { mode: q > 0 ? 'edit' : 'add', quantity: q, max, atMax, canIncrement: !atMax, canDecrement: q > 0 };
}
