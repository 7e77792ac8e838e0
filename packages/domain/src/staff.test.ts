import { describe, expect, it } from 'vitest';
import { canActOnWarehouse, isBackOfficeRole, isUserRole, removesLastAdmin } from './staff.js';

describe('staff rules', () => {
  it('lets an admin act on every warehouse and a manager on theirs only', () => {
    expect(canActOnWarehouse('all', 7)).toBe(true);
    expect(canActOnWarehouse([1, 3], 3)).toBe(true);
    expect(canActOnWarehouse([1, 3], 2)).toBe(false);
    expect(canActOnWarehouse([], 1)).toBe(false);
  });

  it('opens the back-office to managers and admins only', () => {
    expect(['customer', 'operator', 'manager', 'admin'].filter(isBackOfficeRole)).toEqual([
      'manager',
      'admin',
    ]);
    expect(isUserRole('root')).toBe(false);
    expect(isUserRole('operator')).toBe(true);
  });

  it('never lets the last administrator lose the role', () => {
    expect(removesLastAdmin('admin', 'manager', 0)).toBe(true);
    expect(removesLastAdmin('admin', 'customer', 0)).toBe(true);
    expect(removesLastAdmin('admin', 'manager', 1)).toBe(false);
    expect(removesLastAdmin('admin', 'admin', 0)).toBe(false);
    expect(removesLastAdmin('manager', 'customer', 0)).toBe(false);
  });
});
