import { endpoints } from '@consigne/contract';
import { fecPeriodRefusal } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { warehouses } from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { route } from '../../../lib/route.js';
import { fecFile, type AccountingSettings } from '../../accounting/index.js';
import { staffOf, type Db, type Staff } from '../shared/index.js';

/**
 * The books are the company's, every warehouse at once: an admin reads them, and a manager who runs
 * every warehouse; a manager of some warehouses only would read the others' sales (403).
 */
async function assertWholeShop(db: Db, staff: Staff) {
  if (staff.warehouses === 'all') return;
  const mine = new Set(staff.warehouses);
  const all = await db.select({ id: warehouses.id }).from(warehouses);
  if (all.some((w) => !mine.has(w.id))) throw new ApiError(403, 'accountingWholeShop');
}

/** Back-office: the FEC of a period, as a file (docs/accounting.md). */
export const accountingAdminRoutes: FastifyPluginAsyncZod<{ accounting: AccountingSettings }> = async (
  app,
  { accounting },
) => {
  route(app, endpoints.getAccountingFec, async (request, reply) => {
    const { from, to } = request.query;
    const refusal = fecPeriodRefusal(from, to);
    if (refusal) throw new ApiError(400, refusal);
    await assertWholeShop(app.db, staffOf(request));
    const file = await fecFile(app.db, accounting, { from, to });
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.text);
  });
};
