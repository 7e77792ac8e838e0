/** What the prices-and-stock pages share: the API's shapes and how they show money and stock. */
import type { CallResponse } from '@consigne/contract';
import { formatEuros, parseEuroAmount, toCents, toEuros } from '@consigne/domain';

export type StockEntry = CallResponse<'updateStockEntry'>;
export type StockEntryDetail = CallResponse<'getStockEntry'>;
export type StockMovementPage = CallResponse<'listStockMovements'>;
export type StockImportPreview = CallResponse<'previewStockImport'>;

export const euros = (price: number, tag: string) => formatEuros(toCents(price), tag);

/** A price typed in a form ("12,99"), as the API reads it; the text itself when it is not one (the API says why). */
export const priceOfForm = (text: string): number | string => {
  const cents = parseEuroAmount(text);
  return cents === null ? text : toEuros(cents);
};

/** A form's price field as the person would type it: "12,99". */
export const priceText = (price: number) => price.toFixed(2).replace('.', ',');
