import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** E-mails left on the non-eligible page, with the address that was not served yet. */
export const nonEligibleLeads = pgTable(
  'non_eligible_leads',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    fullAddress: text('full_address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('FR'),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('non_eligible_leads_email_postal_uq').on(sql`lower(${t.email})`, t.postalCode)],
);

/** Single-use password reset links, stored as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A registration waiting for its e-mailed link (valid 24 h): the validated form with the password's
 * argon2 hash (`account`), the link's token as its SHA-256. Following the link creates the account
 * and deletes the row.
 */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    account: jsonb('account').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_requests_expires_idx').on(t.expiresAt)],
);

/**
 * Every e-mail the shop sends, one row each (a job's retries reuse its row). Written 'sending' before
 * the SMTP call and marked 'sent' or 'failed' after; without SMTP_URL it is 'kept' here and a
 * development page lists it. Its texts never hold a secret in clear (modules/mail/secrets.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    /** 'sending' (committed before the SMTP call), 'sent', 'failed' (retried), 'kept' (no SMTP). */
    status: text('status', { enum: ['sending', 'sent', 'failed', 'kept'] }).notNull(),
    /** The Message-ID header of every attempt of this e-mail: a copy sent twice is one to the reader's client. */
    messageId: text('message_id').unique('mail_outbox_message_id_uq'),
    attempts: integer('attempts').notNull().default(1),
    /** The secrets of a 'kept' e-mail, sealed (modules/mail/secrets.ts): only the dev outbox opens them. */
    sealedSecrets: text('sealed_secrets'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The job that sends it (modules/mail/jobs.ts): a retried job finds its row, and its Message-ID. */
    jobId: uuid('job_id'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    uniqueIndex('mail_outbox_job_uq')
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
  ],
);
