/** A shopper's notification choices and their devices' push subscriptions (the account page's). */
import { isAllowedPushEndpoint, preferenceGrid, type NotificationChoice } from '@consigne/domain';
import type { z } from 'zod';
import type { pushSubscriptionBody } from '@consigne/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';

export async function notificationPreferences(db: Db, userId: number, vapidPublicKey: string) {
  const [user] = await db.select({ phone: t.users.phone }).from(t.users).where(eq(t.users.id, userId));
  if (!user) throw new ApiError(404, 'userNotFound');
  const choices = await db
    .select({
      event: t.notificationPreferences.event,
      channel: t.notificationPreferences.channel,
      enabled: t.notificationPreferences.enabled,
    })
    .from(t.notificationPreferences)
    .where(eq(t.notificationPreferences.userId, userId));
  const [devices] = await db
    .select({ n: count() })
    .from(t.pushSubscriptions)
    .where(eq(t.pushSubscriptions.userId, userId));
  return {
    choices: preferenceGrid(choices),
    devices: devices?.n ?? 0,
    phone: Boolean(user.phone),
    vapidPublicKey,
  };
}

/** Stores the choices given (each one replaces the shopper's earlier choice for its event and channel). */
export async function updateNotificationPreferences(db: Db, userId: number, choices: NotificationChoice[]) {
  if (!choices.length) return;
  await db
    .insert(t.notificationPreferences)
    .values(choices.map((c) => ({ userId, ...c })))
    .onConflictDoUpdate({
      target: [
        t.notificationPreferences.userId,
        t.notificationPreferences.event,
        t.notificationPreferences.channel,
      ],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}

/**
 * Saves a device's subscription. Its endpoint must be a push service's (the allow-list, or a test
 * host): the job POSTs to it. A device already saved (same endpoint) gets the new keys, and belongs
 * to whoever subscribed it last (a shared computer's browser, another account logged in).
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  body: z.output<typeof pushSubscriptionBody>,
  testHosts: readonly string[],
) {
  if (!isAllowedPushEndpoint(body.endpoint, testHosts)) throw new ApiError(400, 'pushEndpointNotAllowed');
  await db
    .insert(t.pushSubscriptions)
    .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
    .onConflictDoUpdate({
      target: t.pushSubscriptions.endpoint,
      set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth },
    });
  const [devices] = await db
    .select({ n: count() })
    .from(t.pushSubscriptions)
    .where(eq(t.pushSubscriptions.userId, userId));
  return { devices: devices?.n ?? 0 };
}

/** Forgets one of the shopper's devices; another shopper's (or an unknown) endpoint is a 404. */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string) {
  const removed = await db
    .delete(t.pushSubscriptions)
    .where(and(eq(t.pushSubscriptions.userId, userId), eq(t.pushSubscriptions.endpoint, endpoint)))
    .returning({ id: t.pushSubscriptions.id });
  if (!removed.length) throw new ApiError(404, 'pushSubscriptionNotFound');
}
