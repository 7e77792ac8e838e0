/**
 * The board's one figure owed to the drivers' cash sheets: how many of a warehouse's sheets of a day are
 * still open (not closed by the manager). THE SINGLE PLACE TO WIRE: once the cash-sheet module exports
 * `openCashSheetCount(db, warehouseId, date)`, return its answer here; until then the board shows "—".
 */
import type { Db } from '../shared/index.js';

export async function cashSheetsOpen(_db: Db, _warehouseId: number, _date: string): Promise<number | null> {
  return null;
}
