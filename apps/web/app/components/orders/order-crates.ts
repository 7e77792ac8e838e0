import type { OrderDetailDto } from '@consigne/api-client';
import type { MessageKey } from '../../i18n';

/** An order's crates as rows (docs/rules.md#crates) and the name of each format. */

export const formatKey = (packageType: string): MessageKey =>
  packageType === 'large'
    ? 'orders.formats.large'
    : packageType === 'small'
      ? 'orders.formats.small'
      : 'orders.formats.other';

export interface OrderCrateRow {
  key: string;
  packageType: string;
  items: number;
  capacity: number;
  complete: boolean;
}

/** The crate fill of an order (docs/rules.md#crates): complete crates first, then the partial ones. */
export function orderCrateRows(crates: OrderDetailDto['crates']): OrderCrateRow[] {
  const rows: OrderCrateRow[] = [];
  const partial: OrderCrateRow[] = [];
  for (const crate of crates) {
    if (crate.nbItems <= 0) continue;
    const started = crate.completeCrates + (crate.nbSpaceLeft > 0 ? 1 : 0);
    const capacity = started > 0 ? Math.round((crate.nbItems + crate.nbSpaceLeft) / started) : crate.nbItems;
    const row = (key: string, items: number, complete: boolean): OrderCrateRow => ({
      key: `${crate.packageType}-${key}`,
      packageType: crate.packageType,
      items,
      capacity,
      complete,
    });
    for (let i = 0; i < crate.completeCrates; i++) rows.push(row(String(i), capacity, true));
    if (crate.nbSpaceLeft > 0) partial.push(row('p', capacity - crate.nbSpaceLeft, false));
  }
  return [...rows, ...partial];
}
