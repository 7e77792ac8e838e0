import { tokenPairSchema } from '../auth.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import {
  addressSearchQuery,
  addressSearchResponse,
  leadBody,
  leadSavedSchema,
  registrationBody,
  registrationConfirmBody,
  registrationRequestedSchema,
} from '../registration.js';
import { defineEndpoints } from '../endpoint.js';

export const registrationEndpoints = defineEndpoints({
  searchAddresses: {
    tags: ['registration'],
    summary: 'Address suggestions for a typed address, with delivery eligibility',
    query: addressSearchQuery,
    responses: { 200: addressSearchResponse, 400: errorEnvelope },
  },
  register: {
    tags: ['registration'],
    summary:
      'Ask for an account at a delivered address: an e-mail goes to the address (the link that creates the account, or a word to the owner of an existing one); the same answer either way',
    query: localeQuery,
    body: registrationBody,
    responses: { 202: registrationRequestedSchema, 400: errorEnvelope, 429: errorEnvelope },
  },
  confirmRegistration: {
    tags: ['registration'],
    summary: 'Follow the e-mailed link: creates the account (once, within 24 h) and logs the new user in',
    query: localeQuery,
    body: registrationConfirmBody,
    responses: { 201: tokenPairSchema, 400: errorEnvelope, 429: errorEnvelope },
  },
  leaveNonEligibleEmail: {
    tags: ['registration'],
    summary: 'Leave an e-mail to hear when an address that is not delivered yet becomes delivered',
    query: localeQuery,
    body: leadBody,
    responses: { 201: leadSavedSchema, 400: errorEnvelope, 429: errorEnvelope },
  },
});
