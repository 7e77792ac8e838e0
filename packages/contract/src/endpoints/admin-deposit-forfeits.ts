import {
  depositForfeitRunSchema,
  depositForfeitSettingParams,
  depositForfeitSettingsSchema,
  depositForfeitsQuery,
  depositForfeitsSchema,
  saveDepositForfeitSettingBody,
} from '../admin/deposit-forfeits.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: deposits never returned in time, sold as packaging (ADR 0015). */
export const adminDepositForfeitsEndpoints = defineEndpoints({
  listDepositForfeits: {
    tags: ['admin'],
    summary: 'Deposits sold as packaging over a range of days (default the last 30), with their sums',
    bearer: true,
    query: depositForfeitsQuery,
    responses: { 200: depositForfeitsSchema, ...errors },
  },
  runDepositForfeits: {
    tags: ['admin'],
    summary: "Runs now the daily forfeit of deposits not returned within their warehouse's period",
    bearer: true,
    query: localeQuery,
    responses: { 200: depositForfeitRunSchema, ...errors },
  },
  getDepositForfeitSettings: {
    tags: ['admin'],
    summary: "Each warehouse's forfeit period in days, and the VAT rate its packaging is sold at",
    bearer: true,
    query: localeQuery,
    responses: { 200: depositForfeitSettingsSchema, ...errors },
  },
  saveDepositForfeitSetting: {
    tags: ['admin'],
    summary: "Sets a warehouse's forfeit period (30 to 3650 days)",
    bearer: true,
    params: depositForfeitSettingParams,
    body: saveDepositForfeitSettingBody,
    responses: { 200: depositForfeitSettingsSchema, ...errors },
  },
});
