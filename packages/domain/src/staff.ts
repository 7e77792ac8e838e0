/**
 * Who may do what in the back-office (docs/rules.md#staff). Enforced by the API on every /api/admin route; the
 * back-office pages use the same rules only to hide what the API would refuse.
 */
export const USER_ROLES = ['customer', 'operator', 'manager', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles that open the back-office (/admin). Operators (drivers) keep their own page, /livreur. */
export const BACK_OFFICE_ROLES = ['manager', 'admin'] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

export const isUserRole = (value: unknown): value is UserRole =>
  (USER_ROLES as readonly unknown[]).includes(value);

export const isBackOfficeRole = (value: unknown): value is BackOfficeRole =>
  (BACK_OFFICE_ROLES as readonly unknown[]).includes(value);

/** The warehouses a staff member acts on: every one (admin) or a list (a manager's, an operator's). */
export type WarehouseScope = 'all' | readonly number[];

export const canActOnWarehouse = (scope: WarehouseScope, warehouseId: number): boolean =>
  scope === 'all' || scope.includes(warehouseId);

/**
 * Whether giving `to` to an account that holds `from` takes the shop's last administrator away: nobody
 * could then manage the staff (only an administrator can), short of editing the database by hand.
 */
export const removesLastAdmin = (from: UserRole, to: UserRole, otherAdmins: number): boolean =>
  from === 'admin' && to !== 'admin' && otherAdmins === 0;
