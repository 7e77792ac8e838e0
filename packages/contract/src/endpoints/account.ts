import {
  addressBody,
  addressIdParams,
  addressPatch,
  addressSchema,
  businessProfileAnswer,
  businessProfileBody,
  changePasswordBody,
  preferencesChangesBody,
  preferencesSchema,
  profileChangesBody,
  profileSchema,
} from '../account.js';
import { errorEnvelope, localeQuery, noContent } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

export const accountEndpoints = defineEndpoints({
  updateProfile: {
    tags: ['account'],
    summary: 'Edit the profile (mes-informations): first name, last name, phone, preferred language',
    bearer: true,
    query: localeQuery,
    body: profileChangesBody,
    responses: { 200: profileSchema, ...errors },
  },
  changePassword: {
    tags: ['account'],
    summary:
      'Change the password: needs the current one; ends the other sessions (the refresh_token given, or the cookie, stays valid)',
    bearer: true,
    query: localeQuery,
    body: changePasswordBody,
    responses: { 204: noContent, ...errors, 429: errorEnvelope },
  },
  getPreferences: {
    tags: ['account'],
    summary: 'Communication preferences (newsletter, offers, SMS)',
    bearer: true,
    query: localeQuery,
    responses: { 200: preferencesSchema, ...errors },
  },
  updatePreferences: {
    tags: ['account'],
    summary: 'Change communication preferences',
    bearer: true,
    query: localeQuery,
    body: preferencesChangesBody,
    responses: { 200: preferencesSchema, ...errors },
  },
  listAddresses: {
    tags: ['account'],
    summary: "The user's addresses, the selected one first",
    bearer: true,
    query: localeQuery,
    responses: { 200: addressSchema.array(), ...errors },
  },
  createAddress: {
    tags: ['account'],
    summary:
      'Add an address; eligibility from the delivery zones (an ineligible one is kept but cannot be selected)',
    bearer: true,
    query: localeQuery,
    body: addressBody,
    responses: { 201: addressSchema, ...errors },
  },
  updateAddress: {
    tags: ['account'],
    summary: 'Edit an address of the user (404 for any other id)',
    bearer: true,
    query: localeQuery,
    params: addressIdParams,
    body: addressPatch,
    responses: { 200: addressSchema, ...errors },
  },
  deleteAddress: {
    tags: ['account'],
    summary:
      'Delete an address; if it was the selected one, the newest other deliverable address becomes selected',
    bearer: true,
    query: localeQuery,
    params: addressIdParams,
    responses: { 204: noContent, ...errors },
  },
  selectAddress: {
    tags: ['account'],
    summary: "Select the delivery address (must be eligible); the user's zone becomes its zone",
    bearer: true,
    query: localeQuery,
    params: addressIdParams,
    responses: { 200: addressSchema, ...errors },
  },
  getBusinessProfile: {
    tags: ['account'],
    summary: "The account's business identity (company, SIREN, VAT number, Peppol endpoint), null when none",
    bearer: true,
    query: localeQuery,
    responses: { 200: businessProfileAnswer, ...errors },
  },
  updateBusinessProfile: {
    tags: ['account'],
    summary:
      'Set the business identity: a company name and a valid SIREN or VAT number; an electronic address optional. Invoices issued from now on carry it (Factur-X)',
    bearer: true,
    query: localeQuery,
    body: businessProfileBody,
    responses: { 200: businessProfileAnswer, ...errors },
  },
  deleteBusinessProfile: {
    tags: ['account'],
    summary:
      'Remove the business identity: invoices issued from now on are a consumer’s (issued ones keep theirs)',
    bearer: true,
    query: localeQuery,
    responses: { 200: businessProfileAnswer, ...errors },
  },
});
