import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../i18n';
import { customerName } from './format';

const t = ((key: string) => `«${key}»`) as Translate;

describe('customerName', () => {
  it('is the first and last name, or says the account was erased (GDPR) when it has none', () => {
    expect(customerName({ firstname: 'Élise', lastname: 'Martin' }, t)).toBe('Élise Martin');
    expect(customerName({ firstname: 'Élise', lastname: '' }, t)).toBe('Élise');
    expect(customerName({ firstname: '', lastname: '' }, t)).toBe('«adminOrders.erasedName»');
  });
});
