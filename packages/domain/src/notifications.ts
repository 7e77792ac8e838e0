/**
 * What the shop tells a shopper, and through which channel (docs/rules.md#notifications): the events,
 * the channels, the defaults of a shopper's preferences, and which channels an event goes through for
 * one shopper. Carried out by apps/api/src/modules/notifications.
 */

/** The events a shopper may be told about, in the order the preferences page lists them. */
export const NOTIFICATION_EVENTS = [
  'orderPlaced',
  'orderChanged',
  'lineSubstituted',
  'deliveryWindow',
  'twoStopsAway',
  'delivered',
  'deliveryFailed',
  'depositCredited',
  'usualBasketReminder',
  'usualBasketFailed',
  'usualBasketPaymentDeclined',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const isNotificationEvent = (value: string): value is NotificationEvent =>
  (NOTIFICATION_EVENTS as readonly string[]).includes(value);

export const NOTIFICATION_CHANNELS = ['email', 'push', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** One stored choice: this event through this channel, on or off. */
export interface NotificationChoice {
  event: NotificationEvent;
  channel: NotificationChannel;
  enabled: boolean;
}

/**
 * A channel's default when the shopper has not chosen: e-mail on (it is how the shop has always
 * written), push on (it only reaches a device the shopper subscribed), SMS off (it costs, and writes
 * to a phone number given for the driver).
 */
export const DEFAULT_CHANNEL_ON: Record<NotificationChannel, boolean> = {
  email: true,
  push: true,
  sms: false,
};

/** Whether the shopper wants this event through this channel: their choice, else the default. */
export function wantsChannel(
  choices: readonly NotificationChoice[],
  event: NotificationEvent,
  channel: NotificationChannel,
): boolean {
  const chosen = choices.find((c) => c.event === event && c.channel === channel);
  return chosen ? chosen.enabled : DEFAULT_CHANNEL_ON[channel];
}

/** What a shopper can be reached by now: a subscribed device for push, a phone number for SMS. */
export interface Reachability {
  devices: number;
  phone: boolean;
}

/**
 * The channels one event goes through for one shopper: those they want and can be reached by
 * (push needs a subscribed device, SMS a phone number), in NOTIFICATION_CHANNELS order.
 */
export function channelsFor(
  choices: readonly NotificationChoice[],
  event: NotificationEvent,
  reach: Reachability,
): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter((channel) => {
    if (!wantsChannel(choices, event, channel)) return false;
    if (channel === 'push') return reach.devices > 0;
    if (channel === 'sms') return reach.phone;
    return true;
  });
}

/** Every event × channel with its value for this shopper (the preferences page's grid). */
export function preferenceGrid(choices: readonly NotificationChoice[]): NotificationChoice[] {
  return NOTIFICATION_EVENTS.flatMap((event) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      event,
      channel,
      enabled: wantsChannel(choices, event, channel),
    })),
  );
}

/**
 * The push services a subscription's endpoint may point to (HTTPS only): Google's FCM (Chrome, Edge
 * on Android…), Mozilla's autopush (Firefox), Windows' WNS (Edge) and Apple's (Safari). Anything else
 * would make the shop's server POST wherever a client asked (a server-side request forgery).
 */
export const PUSH_SERVICE_HOSTS: readonly (string | RegExp)[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
];

/**
 * Whether a push endpoint may be saved: HTTPS to one of the push services, or, only for hosts
 * named by the test setting (PUSH_TEST_HOSTS, `host:port`), a plain-HTTP fake push service.
 */
export function isAllowedPushEndpoint(endpoint: string, testHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (testHosts.includes(url.host)) return url.protocol === 'http:' || url.protocol === 'https:';
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) =>
    typeof allowed === 'string' ? host === allowed : allowed.test(host),
  );
}

/** A subscription's keys, as the browser gives them (base64url, no padding). */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The lengths the Web Push encryption (RFC 8291) fixes: a P-256 public key and a 16-byte secret. */
export const PUSH_KEY_BYTES = { p256dh: 65, auth: 16 } as const;

/** Decoded length of a base64url text (no padding), or null when it is not base64url. */
function base64urlBytes(text: string): number | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  return Math.floor((text.length * 3) / 4);
}

/** Whether a subscription's keys are what the encryption needs: the exact sizes, base64url. */
export function validPushKeys(keys: { p256dh: string; auth: string }): boolean {
  return (
    base64urlBytes(keys.p256dh) === PUSH_KEY_BYTES.p256dh && base64urlBytes(keys.auth) === PUSH_KEY_BYTES.auth
  );
}
