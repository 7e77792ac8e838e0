/** Notifications: a shopper's choices per event and channel, and their devices' Web Push subscriptions. */
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, validPushKeys } from '@consigne/domain';
import { z } from 'zod';
import { safeText } from './primitives.js';

export const notificationChoiceSchema = z.object({
  event: z.enum(NOTIFICATION_EVENTS, { error: 'invalidValue' }),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: 'invalidValue' }),
  enabled: z.boolean({ error: 'invalidValue' }),
});

export const notificationPreferencesSchema = z.object({
  choices: z
    .array(notificationChoiceSchema)
    .describe('Every event × channel, with the default where the shopper has not chosen'),
  devices: z.number().int().describe('Devices subscribed to Web Push'),
  phone: z.boolean().describe('Whether the account has a phone number (SMS needs one)'),
  vapidPublicKey: z
    .string()
    .describe("The shop's VAPID public key: the applicationServerKey to subscribe with"),
});

export const notificationPreferencesBody = z.object({
  choices: z
    .array(notificationChoiceSchema)
    .max(NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length, { error: 'invalidValue' })
    .describe('The choices to change (the others stay as they are)'),
});

/** base64url, as PushSubscription.toJSON() gives the keys; bounded before anything else reads them. */
const pushKey = (max: number) =>
  z
    .string({ error: 'invalidValue' })
    .max(max, { error: 'invalidValue' })
    .regex(/^[A-Za-z0-9_-]+$/, {
      error: 'invalidValue',
    });

export const pushSubscriptionBody = z.object({
  endpoint: safeText(1024).describe(
    "The push service's URL for this device (FCM, Mozilla, Windows or Apple)",
  ),
  keys: z
    .object({ p256dh: pushKey(100), auth: pushKey(40) })
    .refine(validPushKeys, { error: 'invalidValue' })
    .describe('The P-256 public key (65 bytes) and the 16-byte auth secret, base64url'),
  expirationTime: z.number().nullable().optional(),
});

export const pushSubscriptionRemoval = z.object({
  // A URL has no control character: refused here, never handed to the database (which refuses NUL).
  endpoint: safeText(1024),
});

export const pushSubscriptionSaved = z.object({ devices: z.number().int() });
