import {
  missingLineBody,
  pickingDayQuery,
  pickingDaySchema,
  pickingLineParams,
  pickingOrderLineParams,
  pickingOrderSchema,
  pickingSlotParams,
  pickingSlotSchema,
  pickLineBody,
  shelfSchema,
  shelvesBody,
  shelvesParams,
  lineSubstitutesSchema,
} from '../admin/picking.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: picking and packing per slot (managers: their warehouses; admins: all). */
export const adminPickingEndpoints = defineEndpoints({
  listPickingSlots: {
    tags: ['admin'],
    summary: "A day's slots with their orders to prepare and how many lines are picked",
    bearer: true,
    query: pickingDayQuery,
    responses: { 200: pickingDaySchema, ...errors },
  },
  getPickingList: {
    tags: ['admin'],
    summary:
      "A slot's picking list: the walk per Rayon in shelf order (quantities summed), then each order's lines, ticks and crate plan",
    bearer: true,
    params: pickingSlotParams,
    query: localeQuery,
    responses: { 200: pickingSlotSchema, ...errors },
  },
  // A PDF sent as is: no answer documented.
  getPickingListPdf: {
    tags: ['admin'],
    summary: "A slot's picking list as a PDF to print (A4)",
    bearer: true,
    params: pickingSlotParams,
    query: localeQuery,
    produces: ['application/pdf'],
    refusals: [400, 401, 403, 404],
  },
  setLinePicked: {
    tags: ['admin'],
    summary: "Ticks (or unticks) an order line as picked; answers the order with every picker's ticks",
    bearer: true,
    params: pickingLineParams,
    body: pickLineBody,
    responses: { 200: pickingOrderSchema, ...errors },
  },
  listLineSubstitutes: {
    tags: ['admin'],
    summary:
      'Products that can replace a missing line as its shopper allows: their chosen product, or the closest matches (same warehouse and format, available in the quantity), or none (refund)',
    bearer: true,
    params: pickingOrderLineParams,
    query: localeQuery,
    responses: { 200: lineSubstitutesSchema, ...errors },
  },
  resolveMissingLine: {
    tags: ['admin'],
    summary:
      'A product missing at picking: removes its line or substitutes it; the order is re-priced, its stock moved, the customer told',
    bearer: true,
    params: pickingOrderLineParams,
    body: missingLineBody,
    responses: { 200: pickingOrderSchema, ...errors },
  },
  getWarehouseShelves: {
    tags: ['admin'],
    summary: "The picker's walk in a warehouse: its Rayons in aisle order (by default, the catalogue's)",
    bearer: true,
    params: shelvesParams,
    query: localeQuery,
    responses: { 200: shelfSchema.array(), ...errors },
  },
  setWarehouseShelves: {
    tags: ['admin'],
    summary: "Sets a warehouse's aisle order: every Rayon once, first aisle first",
    bearer: true,
    params: shelvesParams,
    body: shelvesBody,
    responses: { 200: shelfSchema.array(), ...errors },
  },
});
