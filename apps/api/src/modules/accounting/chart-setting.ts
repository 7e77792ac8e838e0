/**
 * ACCOUNTING_CHART: the path of a JSON file that replaces accounts of the default chart
 * (docs/accounting.md). Read and checked once at start-up: a wrong file stops the process with the
 * key at fault rather than producing books with a wrong account.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_CHART, chartWith, type ChartOfAccounts } from '@consigne/domain';
import { z } from 'zod';

// A PCG account number: digits (a sub-account may carry letters after them), at most 20 characters.
const num = z.string().regex(/^[0-9][0-9A-Z]{0,19}$/);
const lib = z.string().trim().min(1).max(100);
const account = z.strictObject({ num, lib });
const rateAccounts = z.strictObject({
  prefix: num,
  lib,
  byRate: z.record(z.string().regex(/^\d{1,4}$/), num).optional(),
});

const chartOverride = z.strictObject({
  sales: rateAccounts.optional(),
  deliveryFees: rateAccounts.optional(),
  outputVat: rateAccounts.optional(),
  customers: account.optional(),
  depositLiability: account.optional(),
  wallet: account.optional(),
  bank: account.optional(),
  cardTerminal: account.optional(),
  cash: account.optional(),
  forfeitedDeposits: rateAccounts.optional(),
  keptDeposits: account.optional(),
  pickupFees: rateAccounts.optional(),
  pickupFeeVatRateBp: z.number().int().min(0).max(10_000).optional(),
  referralRewards: account.optional(),
  correctionExpense: account.optional(),
  correctionIncome: account.optional(),
});

/** The chart from a setting's JSON text: the default with the accounts it names. Throws, saying why, on a bad one. */
export function parseAccountingChart(json: string): ChartOfAccounts {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('ACCOUNTING_CHART: the file is not JSON');
  }
  const parsed = chartOverride.safeParse(value);
  if (!parsed.success)
    throw new Error(
      `ACCOUNTING_CHART: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    );
  // Keys left out are absent, not undefined: the default keeps them.
  const override = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
  return chartWith(override as Partial<ChartOfAccounts>);
}

/** The chart the setting names (a file path), or the default. */
export function loadAccountingChart(path: string | undefined): ChartOfAccounts {
  if (!path) return DEFAULT_CHART;
  return parseAccountingChart(readFileSync(path, 'utf8'));
}
