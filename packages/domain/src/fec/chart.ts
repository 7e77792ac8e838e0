/**
 * The chart of accounts the FEC books to (docs/accounting.md): France's PCG numbers by default, each
 * replaceable by a setting (ACCOUNTING_CHART). Accounts that depend on a VAT rate are a prefix
 * followed by the rate in basis points on four digits (707 + 0550 = 7070550 for 5.5 %), unless the
 * setting names that rate's account outright.
 */

/** An account: its number (CompteNum) and label (CompteLib). */
export interface Account {
  num: string;
  lib: string;
}

/** Accounts per VAT rate: `prefix` + the rate on four digits, or the number `byRate` gives. */
export interface RateAccounts {
  prefix: string;
  lib: string;
  /** Basis points (as a string key: JSON) → an account number for that rate. */
  byRate?: Readonly<Record<string, string>>;
}

export interface ChartOfAccounts {
  /** Goods sold, per VAT rate (PCG 707 « Ventes de marchandises »). */
  sales: RateAccounts;
  /** Delivery fees billed, per VAT rate (PCG 7085 « Ports et frais accessoires facturés »). */
  deliveryFees: RateAccounts;
  /** Output VAT, per rate (PCG 44571 « TVA collectée »). */
  outputVat: RateAccounts;
  /** Customers (PCG 411), with each customer as the auxiliary account. */
  customers: Account;
  /** Deposits the customers paid on crates and bottles, owed back on return (PCG 4196). */
  depositLiability: Account;
  /** The customers' wallet credit (cagnotte), owed to them (PCG 4197 « Clients – autres avoirs »). */
  wallet: Account;
  /** The bank the card provider settles to (PCG 512). */
  bank: Account;
  /** Card payments taken at the door on the driver's terminal, settled to the bank (PCG 512 too by default). */
  cardTerminal: Account;
  /** Cash received at the door (PCG 530). */
  cash: Account;
  /** Deposits never returned, sold as packaging (PCG 7088 « Autres produits d'activités annexes »), per VAT rate. */
  forfeitedDeposits: RateAccounts;
  /** Deposits kept on empties handed back broken (no sale: PCG 758 « Produits divers de gestion courante »). */
  keptDeposits: Account;
  /** The fee of a pickup of empties without an order, per VAT rate (a service: PCG 706). */
  pickupFees: RateAccounts;
  /** The VAT rate of that fee (basis points): its wallet debit does not carry one. */
  pickupFeeVatRateBp: number;
  /** Wallet credit given for a sponsorship (PCG 6238 « Divers – publicité »). */
  referralRewards: Account;
  /** A back-office correction crediting a wallet (PCG 658 « Charges diverses de gestion courante »). */
  correctionExpense: Account;
  /** A back-office correction debiting a wallet (PCG 758 « Produits divers de gestion courante »). */
  correctionIncome: Account;
}

export const DEFAULT_CHART: ChartOfAccounts = {
  sales: { prefix: '707', lib: 'Ventes de marchandises' },
  deliveryFees: { prefix: '7085', lib: 'Ports et frais accessoires facturés' },
  outputVat: { prefix: '44571', lib: 'TVA collectée' },
  customers: { num: '411', lib: 'Clients' },
  depositLiability: { num: '4196', lib: 'Clients – dettes sur emballages consignés' },
  wallet: { num: '4197', lib: 'Clients – autres avoirs (cagnotte)' },
  bank: { num: '512', lib: 'Banque' },
  cardTerminal: { num: '512', lib: 'Banque' },
  cash: { num: '530', lib: 'Caisse' },
  forfeitedDeposits: { prefix: '7088', lib: 'Consignes non restituées vendues' },
  keptDeposits: { num: '758', lib: 'Produits divers de gestion courante – consignes conservées' },
  pickupFees: { prefix: '706', lib: "Prestations de services – enlèvement d'emballages vides" },
  pickupFeeVatRateBp: 2000,
  referralRewards: { num: '6238', lib: 'Divers – parrainage' },
  correctionExpense: { num: '658', lib: 'Charges diverses de gestion courante' },
  correctionIncome: { num: '758', lib: 'Produits divers de gestion courante' },
};

/** A rate as a label: 550 → « 5,5 % ». */
export const rateLabel = (rateBp: number) => `${String(rateBp / 100).replace('.', ',')} %`;

/** The account of a rate: the setting's own number for it, else the prefix and the rate on four digits. */
export function rateAccount(accounts: RateAccounts, rateBp: number): Account {
  const num = accounts.byRate?.[String(rateBp)] ?? `${accounts.prefix}${String(rateBp).padStart(4, '0')}`;
  return { num, lib: `${accounts.lib} ${rateLabel(rateBp)}` };
}

/** A setting's chart: the default with what the setting replaces (each key whole). */
export const chartWith = (override: Partial<ChartOfAccounts>): ChartOfAccounts => ({
  ...DEFAULT_CHART,
  ...override,
});
