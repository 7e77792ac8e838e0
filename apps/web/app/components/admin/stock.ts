/** What the prices-and-stock pages share: the API's shapes and how a form reads and writes a price (amounts are shown by formatMoney, i18n/index.ts). */
import type { CallResponse } from '@consigne/contract';
import { parseEuroAmount, toEuros } from '@consigne/domain';

export type StockEntry = CallResponse<'updateStockEntry'>;
export type StockEntryDetail = CallResponse<'getStockEntry'>;
export type StockMovementPage = CallResponse<'listStockMovements'>;
export type StockImportPreview = CallResponse<'previewStockImport'>;

/** A price typed in a form ("12,99"), as the API reads it; the text itself when it is not one (the API says why). */
export const priceOfForm = (text: string): number | string => {
  const cents = parseEuroAmount(text);
  return cents === null ? text : toEuros(cents);
};

/** A form's price field as the person would type it: "12,99". */
export const priceText = (price: number) => price.toFixed(2).replace('.', ',');
