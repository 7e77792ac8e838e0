import { adminBoardQuery, adminBoardSchema, adminLeadsQuery, adminLeadsSchema } from '../admin/board.js';
import { staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: the manager's board and the leads it counts (managers: their warehouses; admins: all). */
export const adminBoardEndpoints = defineEndpoints({
  getAdminBoard: {
    tags: ['admin'],
    summary:
      "A warehouse's day (default today): per slot its orders, crates, vans, picking progress, deliveries done and failed; cash sheets open, low stock, leads",
    bearer: true,
    query: adminBoardQuery,
    responses: { 200: adminBoardSchema, ...errors },
  },
  listAdminLeads: {
    tags: ['admin'],
    summary:
      "The e-mails left for an address not served yet, from the warehouse's areas (its communes' postcode prefixes), newest first",
    bearer: true,
    query: adminLeadsQuery,
    responses: { 200: adminLeadsSchema, ...errors },
  },
});
