import {
  eReportParams,
  eReportSchema,
  eReportsQuery,
  eReportTransmissionSchema,
  eReportTransmissionsSchema,
} from '../admin/einvoicing.js';
import { defineEndpoints } from '../endpoint.js';
import { localeQuery, staffErrors } from '../primitives.js';

const errors = staffErrors;

/** Back-office (administrators): the B2C e-reports, every ten days, through the platform (ADR 0046). */
export const adminEInvoicingEndpoints = defineEndpoints({
  listEReports: {
    tags: ['admin'],
    summary:
      "The ten-day periods already over in the last twelve months, each with its e-report's transmission",
    bearer: true,
    query: eReportsQuery,
    responses: { 200: eReportTransmissionsSchema, ...errors },
  },
  getEReport: {
    tags: ['admin'],
    summary:
      "A period's B2C e-report as the shop's figures give it now (sales per VAT rate and payments per day, cents)",
    bearer: true,
    query: localeQuery,
    params: eReportParams,
    responses: { 200: eReportSchema, ...errors },
  },
  sendEReport: {
    tags: ['admin'],
    summary:
      "Sends a period's e-report through the platform (once; a failed one again); a period not over yet is a 409",
    bearer: true,
    query: localeQuery,
    params: eReportParams,
    responses: { 202: eReportTransmissionSchema, ...errors },
  },
});
