/**
 * Back-office: the B2C e-reports (docs/einvoicing.md, ADR 0046) — each ten-day period's report as the
 * shop's figures give it, its transmission to the e-invoicing platform, and a send on demand. The
 * report is the file's own format: amounts in integer cents, rates in basis points.
 */
import { z } from 'zod';
import { calendarDate, localeQuery } from '../primitives.js';

export const eReportParams = z.object({
  day: calendarDate.describe('Any day of the ten-day period (1–10, 11–20, 21–last day of the month)'),
});

export const eReportPeriodSchema = z.object({ from: z.string(), to: z.string() });

const vatRow = z.object({
  rate: z.number().describe('VAT rate in basis points (550 = 5.5 %)'),
  ttc: z.number().describe('Amount incl. VAT, cents'),
  base: z.number().describe('Taxable base, cents'),
  vat: z.number().describe('VAT, cents'),
});
const payments = z.object({
  cash: z.number().describe('Cents collected in cash at the door'),
  card: z.number().describe('Cents by card: online and card terminal at the door, less card refunds'),
  wallet: z.number().describe('Cents paid from the wallet, less refunds to the wallet'),
});
const sales = {
  vat: z.array(vatRow),
  totalBase: z.number(),
  totalVat: z.number(),
  deposits: z.number().describe('Deposits billed less credited, cents (outside VAT)'),
  total: z.number(),
  invoices: z.number(),
  creditNotes: z.number(),
  payments,
};

export const eReportSchema = z.object({
  format: z.literal('consigne-ereporting/1'),
  period: eReportPeriodSchema,
  currency: z.literal('EUR'),
  days: z.array(z.object({ date: z.string(), ...sales })),
  totals: z.object(sales),
});

export const eReportTransmissionSchema = z.object({
  period: eReportPeriodSchema,
  /** Not yet asked (`none`), waiting or retrying (`pending`), received (`sent`), or given up (`failed`). */
  status: z.enum(['none', 'pending', 'sent', 'failed']),
  attempts: z.number(),
  sentAt: z.string().nullable(),
  /** The file, relative to DATA_DIR/einvoicing. */
  filePath: z.string().nullable(),
  /** The platform's reference of what it received (offline: `offline:<file>`); null until sent. */
  remoteId: z.string().nullable(),
  lastError: z.string().nullable(),
});

export const eReportTransmissionsSchema = z.object({
  /** The periods already over, newest first: the last twelve months'. */
  periods: z.array(eReportTransmissionSchema),
});

export const eReportsQuery = localeQuery;
