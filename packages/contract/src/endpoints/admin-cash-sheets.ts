import {
  cashSheetList,
  cashSheetListQuery,
  cashSheetParams,
  cashSheetSchema,
  closeCashSheetBody,
} from '../cash-sheets.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: the drivers' cash sheets (/admin/caisses), checked and closed by a manager. */
export const adminCashSheetsEndpoints = defineEndpoints({
  listCashSheets: {
    tags: ['admin'],
    summary:
      "The drivers' cash sheets of the warehouses in scope, open ones first then the newest day: one day, one status, or only those with a difference (difference=with)",
    bearer: true,
    query: cashSheetListQuery,
    responses: { 200: cashSheetList, ...errors },
  },
  getCashSheet: {
    tags: ['admin'],
    summary: "A driver's cash sheet with its door payments; another warehouse's is a 404",
    bearer: true,
    query: localeQuery,
    params: cashSheetParams,
    responses: { 200: cashSheetSchema, ...errors },
  },
  closeCashSheet: {
    tags: ['admin'],
    summary:
      'Closes a cash sheet once checked (written to the audit log); a sheet with a difference needs a note (400 cash_sheet_note_required), a closed one is a 409. The difference stays on the closed sheet',
    bearer: true,
    params: cashSheetParams,
    body: closeCashSheetBody,
    responses: { 200: cashSheetSchema, ...errors },
  },
});
