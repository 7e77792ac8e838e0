import { adminFiguresCsvSchema, adminFiguresQuery, adminFiguresSchema } from '../admin/figures.js';
import { staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: the figures dashboard (managers: their warehouses; admins: every one and the shop). */
export const adminFiguresEndpoints = defineEndpoints({
  getBackOfficeFigures: {
    tags: ['admin'],
    summary:
      'Figures per day over a date range (default the last 30 days, at most 366), per warehouse and in all',
    bearer: true,
    query: adminFiguresQuery,
    responses: { 200: adminFiguresSchema, ...errors },
  },
  exportBackOfficeFigures: {
    tags: ['admin'],
    summary:
      "The daily figures as a CSV file (UTF-8 with BOM, ';', decimal commas) and a total line, in JSON like every answer",
    bearer: true,
    query: adminFiguresQuery,
    responses: { 200: adminFiguresCsvSchema, ...errors },
  },
});
