import { endpoints } from '@consigne/contract';
import { fecPeriodRefusal } from '@consigne/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../lib/errors.js';
import { route } from '../../../lib/route.js';
import { fecFile, type AccountingSettings } from '../../accounting/index.js';
import { assertWholeShop, staffOf } from '../shared/index.js';

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
