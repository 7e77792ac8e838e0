import {
  notificationPreferencesBody,
  notificationPreferencesSchema,
  pushSubscriptionBody,
  pushSubscriptionRemoval,
  pushSubscriptionSaved,
} from '../notifications.js';
import { errorEnvelope, localeQuery, noContent } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

export const notificationsEndpoints = defineEndpoints({
  getNotificationPreferences: {
    tags: ['account'],
    summary: 'Which events the shopper hears of, through which channel (e-mail, push, SMS)',
    bearer: true,
    query: localeQuery,
    responses: { 200: notificationPreferencesSchema, ...errors },
  },
  updateNotificationPreferences: {
    tags: ['account'],
    summary: 'Change some of the notification choices (the others stay)',
    bearer: true,
    query: localeQuery,
    body: notificationPreferencesBody,
    responses: { 200: notificationPreferencesSchema, ...errors },
  },
  savePushSubscription: {
    tags: ['account'],
    summary:
      "Save this device's Web Push subscription (its endpoint must be a known push service's); a device already saved is updated",
    bearer: true,
    query: localeQuery,
    body: pushSubscriptionBody,
    responses: { 201: pushSubscriptionSaved, ...errors },
  },
  deletePushSubscription: {
    tags: ['account'],
    summary: "Forget one of the shopper's devices (by its endpoint): no more push to it",
    bearer: true,
    query: localeQuery,
    body: pushSubscriptionRemoval,
    responses: { 204: noContent, ...errors },
  },
});
