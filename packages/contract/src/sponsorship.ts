/** Sponsorship (docs/rules.md#sponsorship): /user/sponsorship… */
import { LOCALES } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, euros, idParam } from './primitives.js';
import { emailSchema } from './registration.js';

export const godsonSchema = z.object({
  id: z.number().describe('The referral id: the reminder route takes it'),
  name: z.string().nullable().describe("A registered godson's first name and initial"),
  email: z.string().nullable().describe('An invited (pending) godson’s e-mail, as the sponsor typed it'),
  ordered: z.boolean().describe('The godson has placed an order (not cancelled)'),
  rewarded: z.boolean().describe('The godson’s first delivered order earned the sponsor the reward'),
  createdAt: z.string(),
  reminded: z.boolean(),
  remindedAt: z.string().nullable(),
  canRemind: z.boolean().describe('Not ordered yet and not reminded in the last 7 days'),
  nextReminderAt: z.string().nullable().describe('When a reminder is possible again (null: now)'),
});

export const sponsorshipSchema = z.object({
  code: z.string(),
  link: z.string().describe('Registration step 1 with the code pre-filled (?parrain=CODE)'),
  reward: euros.describe('Reward per godson whose first order is delivered (10 €)'),
  yearlyCap: z.number().describe('Rewards per calendar year at most (SPONSORSHIP_YEARLY_CAP)'),
  totalEarned: euros,
  activeGodsons: z.array(godsonSchema).describe('Registered godsons, newest first'),
  inactiveGodsons: z.array(godsonSchema).describe('Invited e-mails not registered yet, newest first'),
});

export const invitationBody = z.object({
  email: emailSchema,
  language: z
    .enum(LOCALES, { error: 'invalidValue' })
    .optional()
    .describe('Storefront locale of the invitation e-mail (default: the request’s)'),
  ...bodyLocale,
});

export const invitationSchema = z.object({ id: z.number() });

export const godsonParams = z.object({ id: idParam() });

export const reminderSchema = z.object({ remindedAt: z.string(), nextReminderAt: z.string() });
