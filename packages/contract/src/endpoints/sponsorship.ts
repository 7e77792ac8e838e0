import { errorEnvelope, localeQuery } from '../primitives.js';
import {
  godsonParams,
  invitationBody,
  invitationSchema,
  reminderSchema,
  sponsorshipSchema,
} from '../sponsorship.js';
import { defineEndpoints } from '../endpoint.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

export const sponsorshipEndpoints = defineEndpoints({
  getSponsorship: {
    tags: ['sponsorship'],
    summary: 'The customer’s sponsorship code, share link and godsons (active and pending)',
    bearer: true,
    query: localeQuery,
    responses: { 200: sponsorshipSchema, ...errors },
  },
  inviteGodson: {
    tags: ['sponsorship'],
    summary:
      'Invite a friend by e-mail: a pending godson, who gets the code and the link in the chosen language',
    bearer: true,
    query: localeQuery,
    body: invitationBody,
    responses: {
      201: invitationSchema,
      ...errors,
      409: errorEnvelope,
      429: errorEnvelope,
      502: errorEnvelope,
    },
  },
  remindGodson: {
    tags: ['sponsorship'],
    summary:
      'Remind a godson who has not ordered yet (an e-mail in the godson’s language); once per godson per 7 days (429 before)',
    bearer: true,
    query: localeQuery,
    params: godsonParams,
    responses: {
      200: reminderSchema,
      ...errors,
      409: errorEnvelope,
      429: errorEnvelope,
      502: errorEnvelope,
    },
  },
});
