/**
 * The accounting entries of the shop's business events (docs/accounting.md): one balanced entry per
 * event, in integer cents, on the chart of accounts of chart.ts. The FEC file (file.ts) writes them.
 */
import { splitByLargestRemainder, vatRow, type VatRow } from '../invoice.js';
import { rateAccount, type Account, type ChartOfAccounts } from './chart.js';

/** The journals: sales, bank, cash, miscellaneous operations. */
export const JOURNALS = {
  VT: 'Ventes',
  BQ: 'Banque',
  CA: 'Caisse',
  OD: 'Opérations diverses',
} as const;
export type JournalCode = keyof typeof JOURNALS;

/** The customer an entry concerns: the auxiliary account of its customer lines. */
export interface Customer {
  id: number;
  name: string;
}

interface EventBase {
  /** When it happened: the entry's date (in the shop's time zone) and its place in the file. */
  at: Date;
  /** The document or record it comes from (PieceRef): an invoice number, an order, a refund… */
  pieceRef: string;
  customer: Customer;
}

/** The wallet's reasons, as the wallet ledger names them (packages/contract WALLET_REASONS). */
export const WALLET_MOVES = [
  'deposit_refund',
  'order_usage',
  'referral_reward',
  'correction',
  'order_refund',
  'empties_pickup_fee',
] as const;
export type WalletMove = (typeof WALLET_MOVES)[number];

/**
 * A business event that moves money. Amounts are integer cents; VAT rows are an invoice's or a credit
 * note's (amount incl. VAT, base, VAT per rate).
 */
export type FecEvent =
  /** An invoice: the customer owes its total; sales per rate, the fee's part apart, VAT, deposits. */
  | (EventBase & {
      kind: 'invoice';
      vat: readonly VatRow[];
      deposits: number;
      /** The delivery fee incl. VAT, inside the row of `deliveryFeeRateBp`. */
      deliveryFeeCents: number;
      deliveryFeeRateBp: number;
    })
  /** A credit note: the invoice's entry reversed for what it takes back. */
  | (EventBase & { kind: 'creditNote'; vat: readonly VatRow[]; deposits: number })
  /** A card payment to the provider (checkout or top-up): the bank receives it from the customer. */
  | (EventBase & { kind: 'cardPayment'; amount: number })
  /** A payment at the door: cash to the till, or the driver's card terminal to the bank. */
  | (EventBase & { kind: 'doorPayment'; method: 'cash' | 'card_terminal'; amount: number })
  /** A refund to the card (the bank pays the customer back). A wallet refund is a wallet move. */
  | (EventBase & { kind: 'cardRefund'; amount: number })
  /** A wallet entry (signed as the wallet ledger signs it: > 0 credit to the customer). */
  | (EventBase & { kind: 'wallet'; reason: WalletMove; amount: number })
  /** Deposits never returned, sold as packaging: the liability becomes a sale with its VAT. */
  | (EventBase & { kind: 'depositForfeit'; net: number; vat: number; rateBp: number })
  /** Deposits kept on empties handed back broken (a positive amount): the liability becomes income. */
  | (EventBase & { kind: 'depositKept'; amount: number });

export type FecEventKind = FecEvent['kind'];

/** Every kind of event, so a test can tell one the extraction forgot. */
export const FEC_EVENT_KINDS: readonly FecEventKind[] = [
  'invoice',
  'creditNote',
  'cardPayment',
  'doorPayment',
  'cardRefund',
  'wallet',
  'depositForfeit',
  'depositKept',
];

export interface EntryLine {
  account: Account;
  /** True on the customer's own accounts (411, 4196, 4197): the FEC names the customer there. */
  auxiliary: boolean;
  label: string;
  debit: number;
  credit: number;
}

export interface Entry {
  journal: JournalCode;
  at: Date;
  pieceRef: string;
  customer: Customer;
  label: string;
  lines: EntryLine[];
}

/** A line that is a debit when `amount` > 0 and a credit when < 0 (0: none). */
function line(account: Account, auxiliary: boolean, label: string, amount: number): EntryLine[] {
  if (amount === 0) return [];
  return [{ account, auxiliary, label, debit: Math.max(0, amount), credit: Math.max(0, -amount) }];
}

/**
 * The sales side of an invoice (negative: credits), per rate: each rate's base to sales, its VAT to
 * output VAT; in the fee's rate the base is split between goods and the fee in proportion to their
 * amounts incl. VAT (largest remainder: the two parts sum to the base).
 */
function salesLines(
  chart: ChartOfAccounts,
  label: string,
  vat: readonly VatRow[],
  sign: 1 | -1,
  fee: { cents: number; rateBp: number } | null,
): EntryLine[] {
  return vat.flatMap((row) => {
    const feeTtc = fee && row.rate === fee.rateBp ? Math.min(Math.max(0, fee.cents), row.ttc) : 0;
    const [goodsBase, feeBase] = splitByLargestRemainder(row.base, [row.ttc - feeTtc, feeTtc]) as [
      number,
      number,
    ];
    return [
      ...line(rateAccount(chart.sales, row.rate), false, label, sign * goodsBase),
      ...line(rateAccount(chart.deliveryFees, row.rate), false, label, sign * feeBase),
      ...line(rateAccount(chart.outputVat, row.rate), false, label, sign * row.vat),
    ];
  });
}

const walletLabels: Record<WalletMove, string> = {
  deposit_refund: 'Consignes rendues créditées en cagnotte',
  order_usage: 'Cagnotte utilisée sur une commande',
  referral_reward: 'Parrainage crédité en cagnotte',
  correction: 'Correction de cagnotte',
  order_refund: 'Remboursement en cagnotte',
  empties_pickup_fee: "Frais d'enlèvement de vides pris sur la cagnotte",
};

/** The entry of a wallet move: the wallet account moves by the entry's amount, the other side says why. */
function walletLines(chart: ChartOfAccounts, reason: WalletMove, amount: number, label: string) {
  // The wallet is a debt to the customer: a credit to them is a credit to the account.
  const wallet = line(chart.wallet, true, label, -amount);
  switch (reason) {
    case 'deposit_refund':
      return [...line(chart.depositLiability, true, label, amount), ...wallet];
    case 'order_usage':
    case 'order_refund':
      return [...line(chart.customers, true, label, amount), ...wallet];
    case 'referral_reward':
      return [...line(chart.referralRewards, false, label, amount), ...wallet];
    case 'correction':
      return [
        ...line(amount > 0 ? chart.correctionExpense : chart.correctionIncome, false, label, amount),
        ...wallet,
      ];
    case 'empties_pickup_fee': {
      // A debit of the wallet (amount < 0) pays a service incl. VAT: its base and VAT are credited.
      const row = vatRow(chart.pickupFeeVatRateBp, -amount);
      return [
        ...wallet,
        ...line(rateAccount(chart.pickupFees, row.rate), false, label, -row.base),
        ...line(rateAccount(chart.outputVat, row.rate), false, label, -row.vat),
      ];
    }
  }
}

/** The balanced entry of an event (its lines may be none when every amount is 0). */
export function entryOf(chart: ChartOfAccounts, event: FecEvent): Entry {
  const base = { at: event.at, pieceRef: event.pieceRef, customer: event.customer };
  switch (event.kind) {
    case 'invoice': {
      const label = `Facture ${event.pieceRef}`;
      const total = event.vat.reduce((s, r) => s + r.ttc, 0) + event.deposits;
      return {
        ...base,
        journal: 'VT',
        label,
        lines: [
          ...line(chart.customers, true, label, total),
          ...salesLines(chart, label, event.vat, -1, {
            cents: event.deliveryFeeCents,
            rateBp: event.deliveryFeeRateBp,
          }),
          ...line(chart.depositLiability, true, label, -event.deposits),
        ],
      };
    }
    case 'creditNote': {
      const label = `Avoir ${event.pieceRef}`;
      const total = event.vat.reduce((s, r) => s + r.ttc, 0) + event.deposits;
      return {
        ...base,
        journal: 'VT',
        label,
        lines: [
          ...salesLines(chart, label, event.vat, 1, null),
          ...line(chart.depositLiability, true, label, event.deposits),
          ...line(chart.customers, true, label, -total),
        ],
      };
    }
    case 'cardPayment': {
      const label = `Paiement par carte ${event.pieceRef}`;
      return {
        ...base,
        journal: 'BQ',
        label,
        lines: [
          ...line(chart.bank, false, label, event.amount),
          ...line(chart.customers, true, label, -event.amount),
        ],
      };
    }
    case 'doorPayment': {
      const cash = event.method === 'cash';
      const label = `${cash ? 'Espèces' : 'Carte'} à la livraison ${event.pieceRef}`;
      return {
        ...base,
        journal: cash ? 'CA' : 'BQ',
        label,
        lines: [
          ...line(cash ? chart.cash : chart.cardTerminal, false, label, event.amount),
          ...line(chart.customers, true, label, -event.amount),
        ],
      };
    }
    case 'cardRefund': {
      const label = `Remboursement par carte ${event.pieceRef}`;
      return {
        ...base,
        journal: 'BQ',
        label,
        lines: [
          ...line(chart.customers, true, label, event.amount),
          ...line(chart.bank, false, label, -event.amount),
        ],
      };
    }
    case 'wallet': {
      const label = walletLabels[event.reason];
      return { ...base, journal: 'OD', label, lines: walletLines(chart, event.reason, event.amount, label) };
    }
    case 'depositForfeit': {
      const label = 'Consignes non restituées vendues';
      return {
        ...base,
        journal: 'VT',
        label,
        lines: [
          ...line(chart.depositLiability, true, label, event.net + event.vat),
          ...line(rateAccount(chart.forfeitedDeposits, event.rateBp), false, label, -event.net),
          ...line(rateAccount(chart.outputVat, event.rateBp), false, label, -event.vat),
        ],
      };
    }
    case 'depositKept': {
      const label = 'Consignes conservées : vides rendus cassés';
      return {
        ...base,
        journal: 'OD',
        label,
        lines: [
          ...line(chart.depositLiability, true, label, event.amount),
          ...line(chart.keptDeposits, false, label, -event.amount),
        ],
      };
    }
  }
}

/** An entry's debits less its credits: 0 when it balances. */
export const imbalanceOf = (entry: Entry) => entry.lines.reduce((s, l) => s + l.debit - l.credit, 0);

/**
 * The period's entries in chronological order (the event's instant, then the order the events came
 * in), every one balanced; an event whose amounts are all 0 makes none. Throws on an unbalanced
 * entry: a file that does not balance must never be handed to an auditor.
 */
export function entriesOf(chart: ChartOfAccounts, events: readonly FecEvent[]): Entry[] {
  return events
    .map((event, i) => ({ event, i }))
    .sort((a, b) => a.event.at.getTime() - b.event.at.getTime() || a.i - b.i)
    .map(({ event }) => entryOf(chart, event))
    .filter((entry) => entry.lines.length > 0)
    .map((entry) => {
      if (imbalanceOf(entry) !== 0) throw new Error(`unbalanced entry ${entry.pieceRef}`);
      return entry;
    });
}

/** Each account's debits less credits over the entries (account number → cents). */
export function balancesOf(entries: readonly Entry[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const entry of entries)
    for (const l of entry.lines)
      totals.set(l.account.num, (totals.get(l.account.num) ?? 0) + l.debit - l.credit);
  return totals;
}
