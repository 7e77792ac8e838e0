import type { savePromoBarBody } from '@consigne/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import { promoBar } from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { invalidate } from '../../../lib/invalidation.js';
import { audit, changedFields } from '../shared/index.js';

type SavePromoBar = z.infer<typeof savePromoBarBody>;

const view = (row: typeof promoBar.$inferSelect) => ({
  enabled: row.enabled,
  texts: row.texts as SavePromoBar['texts'],
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

export async function getAdminPromoBar(db: Db | Tx) {
  const [row] = await db.select().from(promoBar).where(eq(promoBar.id, 1));
  if (!row) throw new ApiError(404, 'notFound');
  return view(row);
}

/** Saves the bar if nobody saved it since `version` was read; every instance drops its copy at commit. */
export async function updateAdminPromoBar(db: Db, actor: Actor, body: SavePromoBar) {
  return db.transaction(async (tx) => {
    const before = await getAdminPromoBar(tx);
    const [row] = await tx
      .update(promoBar)
      .set({
        enabled: body.enabled,
        texts: body.texts,
        updatedAt: new Date(),
        version: sql`${promoBar.version} + 1`,
      })
      .where(and(eq(promoBar.id, 1), eq(promoBar.version, body.version)))
      .returning();
    if (!row) throw new ApiError(409, 'staleVersion');
    const after = view(row);
    const change = changedFields(
      { enabled: before.enabled, texts: before.texts },
      { enabled: after.enabled, texts: after.texts },
    );
    await audit(tx, actor, {
      action: 'promoBar.update',
      entity: 'content',
      entityId: 'promo-bar',
      ...(change ?? { before: null, after: null }),
    });
    await invalidate(tx, 'content');
    return after;
  });
}
