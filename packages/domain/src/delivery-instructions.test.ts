import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_INSTRUCTION_LIMITS,
  instructionsFromAddress,
  instructionsLock,
  isEmptyInstructions,
  maskEntryCode,
} from './delivery-instructions.js';
import { ORDER_STATUSES } from './order-status.js';

describe('instructionsFromAddress', () => {
  it.each([
    ['3e étage, porte B, Digicode 4512', '3e étage, porte B', '4512'],
    ['Digicode : 4512A, 3e étage', '3e étage', '4512A'],
    ["2e étage, code d'accès 12B4, porte gauche", '2e étage, porte gauche', '12B4'],
    ['3de verdieping, toegangscode 1234', '3de verdieping', '1234'],
    ['Piso 3, código 45#', 'Piso 3', '45#'],
    ['3e étage, porte B', '3e étage, porte B', null],
    ['Code postal à vérifier, bâtiment C', 'Code postal à vérifier, bâtiment C', null],
  ])('%s → details %s, code %s', (text, accessDetails, entryCode) => {
    expect(instructionsFromAddress(text)).toEqual({ accessDetails, entryCode, options: [], note: null });
  });

  it('an address without details suggests nothing', () => {
    expect(isEmptyInstructions(instructionsFromAddress(null))).toBe(true);
    expect(isEmptyInstructions(instructionsFromAddress('   '))).toBe(true);
  });

  it('never suggests more than the API accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const suggested = instructionsFromAddress(text);
        expect((suggested.accessDetails ?? '').length).toBeLessThanOrEqual(
          DELIVERY_INSTRUCTION_LIMITS.accessDetails,
        );
        expect((suggested.entryCode ?? '').length).toBeLessThanOrEqual(DELIVERY_INSTRUCTION_LIMITS.entryCode);
      }),
    );
  });
});

describe('maskEntryCode', () => {
  it('shows at most the last two characters, never the length', () => {
    expect(maskEntryCode('4512')).toBe('••••');
    expect(maskEntryCode('A4512')).toBe('••••12');
    expect(maskEntryCode('123456789')).toBe('••••89');
  });

  it('never shows more than two characters of the code', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (code) => {
        const masked = maskEntryCode(code);
        expect(masked.startsWith('••••')).toBe(true);
        expect(masked.length - 4).toBeLessThanOrEqual(Math.min(2, Math.max(0, code.length - 2)));
      }),
    );
  });
});

describe('instructionsLock', () => {
  it('the shopper may change them until the order leaves the warehouse', () => {
    const open = ORDER_STATUSES.filter((s) => instructionsLock(s) === null);
    expect(open).toEqual(['placed', 'preparing']);
    expect(instructionsLock('out_for_delivery')).toBe('out_for_delivery');
  });
});
