/**
 * The board's one figure owed to the drivers' cash sheets: how many of a warehouse's sheets of a day are
 * still open (not closed by the manager), as the cash-sheet module counts them.
 */
import { openCashSheetCount } from '../cash-sheets/index.js';
import type { Db } from '../shared/index.js';

export async function cashSheetsOpen(db: Db, warehouseId: number, date: string): Promise<number | null> {
  return openCashSheetCount(db, warehouseId, date);
}
