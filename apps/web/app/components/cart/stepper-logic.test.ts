import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  DEFAULT_MAX_QUANTITY,
  maxQuantity,
  nextQuantity,
  parseQuantity,
  stepperView,
} from './stepper-logic';

describe('stepper logic', () => {
  it('defaults the maximum to 99', () => {
    expect(DEFAULT_MAX_QUANTITY).toBe(99);
    expect(maxQuantity(undefined)).toBe(99);
    expect(maxQuantity(null)).toBe(99);
    expect(maxQuantity(Number.NaN)).toBe(99);
    expect(maxQuantity(-1)).toBe(99);
    expect(maxQuantity(6)).toBe(6);
    expect(maxQuantity(0)).toBe(0);
  });

  it('clamps between 0 and the maximum', () => {
    expect(clampQuantity(-3, 10)).toBe(0);
    expect(clampQuantity(4, 10)).toBe(4);
    expect(clampQuantity(12, 10)).toBe(10);
    expect(clampQuantity(150)).toBe(99);
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 10)).toBe(0);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 10)).toBe(0);
  });

  it('turns non-numeric input into 0 and clamps numbers', () => {
    expect(parseQuantity('5')).toBe(5);
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('3x')).toBe(0);
    expect(parseQuantity('-4')).toBe(0);
    expect(parseQuantity('2,5')).toBe(2);
    expect(parseQuantity('250')).toBe(99);
    expect(parseQuantity('250', 12)).toBe(12);
  });

  it('computes the next quantity; 0 or less removes the item', () => {
    expect(nextQuantity(0, { type: 'increment' })).toBe(1);
    expect(nextQuantity(3, { type: 'increment' }, 3)).toBe(3);
    expect(nextQuantity(1, { type: 'decrement' })).toBe(0);
    expect(nextQuantity(0, { type: 'decrement' })).toBe(0);
    expect(nextQuantity(4, { type: 'input', text: '0' })).toBe(0);
    expect(nextQuantity(4, { type: 'input', text: 'zz' })).toBe(0);
    expect(nextQuantity(4, { type: 'input', text: '8' }, 6)).toBe(6);
  });

  it('shows only a plus at 0, the full stepper above, and MAX at the maximum', () => {
    expect(stepperView(0)).toEqual({
      mode: 'add',
      quantity: 0,
      max: 99,
      atMax: false,
      canIncrement: true,
      canDecrement: false,
    });
    expect(stepperView(2, 5)).toMatchObject({
      mode: 'edit',
      atMax: false,
      canIncrement: true,
      canDecrement: true,
    });
    expect(stepperView(5, 5)).toMatchObject({ mode: 'edit', atMax: true, canIncrement: false });
    expect(stepperView(99)).toMatchObject({ atMax: true, canIncrement: false });
    expect(stepperView(8, 5)).toMatchObject({ quantity: 5, atMax: true });
  });
});
