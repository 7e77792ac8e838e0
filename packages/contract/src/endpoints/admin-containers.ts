import {
  containersQuery,
  containersSchema,
  createContainerMovementBody,
  reuseReportCsvSchema,
  reuseReportQuery,
  reuseReportSchema,
} from '../admin/containers.js';
import { staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: returnable containers counted in units per warehouse (managers: their warehouses). */
export const adminContainersEndpoints = defineEndpoints({
  getContainers: {
    tags: ['admin'],
    summary:
      "A warehouse's containers per type and state, reconciled with its pending deposits to the cent, and its latest movements",
    bearer: true,
    query: containersQuery,
    responses: { 200: containersSchema, ...errors },
  },
  createContainerMovement: {
    tags: ['admin'],
    summary:
      'Records containers bought, sent to or back from the washer, broken or lost; never more than the state they leave holds (409); once per key',
    bearer: true,
    body: createContainerMovementBody,
    responses: { 201: containersSchema, ...errors },
  },
  getReuseReport: {
    tags: ['admin'],
    summary:
      'The reuse figures of a range of days per container type: put on the market, returned, return rate, fleet, rotations, broken, lost',
    bearer: true,
    query: reuseReportQuery,
    responses: { 200: reuseReportSchema, ...errors },
  },
  exportReuseReport: {
    tags: ['admin'],
    summary:
      "The reuse report as a CSV file (UTF-8 with BOM, ';', decimal commas), headers in the reader's language",
    bearer: true,
    query: reuseReportQuery,
    responses: { 200: reuseReportCsvSchema, ...errors },
  },
});
