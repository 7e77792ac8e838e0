/**
 * The period's business events that move money, read from the shop's own tables (docs/accounting.md):
 * invoices and credit notes, card payments and refunds, payments at the door, wallet entries, deposits
 * forfeited or kept. Every read runs in one read-only REPEATABLE READ transaction: one snapshot, so an
 * order delivered during the export is in all of its events or in none.
 */
import { WALLET_MOVES, vatBasisPoints, type FecEvent, type WalletMove } from '@consigne/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { invoiceFiguresOf } from '../invoices/index.js';

/** A period in instants: [fromAt, toAt). */
export interface PeriodInstants {
  fromAt: Date;
  toAt: Date;
}

const customerName = sql<string>`${t.users.firstname} || ' ' || ${t.users.lastname}`;
const invoiceLabel = (n: number) => `F-${String(n).padStart(6, '0')}`;
const creditNoteLabel = (n: { series: string; year: number; number: number }) =>
  `${n.series}-${n.year}-${String(n.number).padStart(6, '0')}`;
const orderRef = (id: number) => `CMD-${id}`;

/** A wallet reason the ledger may hold that this list does not know: booked as a correction. */
const walletMove = (reason: string): WalletMove => WALLET_MOVES.find((m) => m === reason) ?? 'correction';

const within = (column: Parameters<typeof gte>[0], p: PeriodInstants) =>
  and(gte(column, p.fromAt), lt(column, p.toAt));

/** Every event of the period, in no particular order (entriesOf sorts them). */
export async function periodEvents(db: Db, period: PeriodInstants): Promise<FecEvent[]> {
  return db.transaction(
    async (tx) => {
      const invoiced = await tx
        .select({ invoice: t.invoices, order: t.orders })
        .from(t.invoices)
        .innerJoin(t.orders, eq(t.orders.id, t.invoices.orderId))
        .where(within(t.invoices.issuedAt, period))
        .orderBy(asc(t.invoices.number));
      const lines = invoiced.length
        ? await tx
            .select()
            .from(t.orderLines)
            .where(
              inArray(
                t.orderLines.orderId,
                invoiced.map((i) => i.order.id),
              ),
            )
            .orderBy(asc(t.orderLines.id))
        : [];
      const invoices: FecEvent[] = invoiced.map(({ invoice, order }) => {
        // The invoice's figures as its PDF prints them: its frozen copy (else its order's lines).
        const { figures, country, deliveryFeeCents } = invoiceFiguresOf(
          invoice.frozen,
          order,
          lines.filter((l) => l.orderId === order.id),
        );
        return {
          kind: 'invoice',
          at: invoice.issuedAt,
          pieceRef: invoiceLabel(invoice.number),
          customer: { id: order.userId, name: invoice.buyerName },
          vat: figures.vat,
          deposits: figures.deposits,
          deliveryFeeCents,
          deliveryFeeRateBp: vatBasisPoints(country, 'standard'),
        };
      });

      const notes = await tx
        .select({ note: t.creditNotes, userId: t.orders.userId })
        .from(t.creditNotes)
        .innerJoin(t.orders, eq(t.orders.id, t.creditNotes.orderId))
        .where(within(t.creditNotes.issuedAt, period));
      const creditNotes: FecEvent[] = notes.map(({ note, userId }) => ({
        kind: 'creditNote',
        at: note.issuedAt,
        pieceRef: creditNoteLabel(note),
        customer: { id: userId, name: note.buyerName },
        vat: note.vatRows,
        deposits: note.depositsCents,
      }));

      // The card's payment at checkout (what it paid is kept on the order).
      const cardPaid = await tx
        .select({
          id: t.orders.id,
          userId: t.orders.userId,
          at: t.orders.paidAt,
          cents: t.orders.cardPaidCents,
          name: customerName,
        })
        .from(t.orders)
        .innerJoin(t.users, eq(t.users.id, t.orders.userId))
        .where(and(within(t.orders.paidAt, period), sql`${t.orders.cardPaidCents} > 0`));
      const topUps = await tx
        .select({
          id: t.orderTopUps.id,
          orderId: t.orders.id,
          userId: t.orders.userId,
          at: t.orderTopUps.paidAt,
          cents: t.orderTopUps.amountCents,
          name: customerName,
        })
        .from(t.orderTopUps)
        .innerJoin(t.orders, eq(t.orders.id, t.orderTopUps.orderId))
        .innerJoin(t.users, eq(t.users.id, t.orders.userId))
        .where(and(eq(t.orderTopUps.state, 'paid'), within(t.orderTopUps.paidAt, period)));
      const cardPayments: FecEvent[] = [
        ...cardPaid.map((p) => ({
          kind: 'cardPayment' as const,
          at: p.at!,
          pieceRef: orderRef(p.id),
          customer: { id: p.userId, name: p.name },
          amount: p.cents,
        })),
        ...topUps.map((p) => ({
          kind: 'cardPayment' as const,
          at: p.at!,
          pieceRef: `${orderRef(p.orderId)}-C${p.id}`,
          customer: { id: p.userId, name: p.name },
          amount: p.cents,
        })),
      ];

      const door = await tx
        .select({ payment: t.doorPayments, userId: t.orders.userId, name: customerName })
        .from(t.doorPayments)
        .innerJoin(t.orders, eq(t.orders.id, t.doorPayments.orderId))
        .innerJoin(t.users, eq(t.users.id, t.orders.userId))
        .where(within(t.doorPayments.recordedAt, period));
      const doorPayments: FecEvent[] = door.map(({ payment, userId, name }) => ({
        kind: 'doorPayment',
        method: payment.method,
        at: payment.recordedAt,
        pieceRef: orderRef(payment.orderId),
        customer: { id: userId, name },
        amount: payment.receivedCents,
      }));

      // A refund to the card counts once the provider confirmed it; one to the wallet is its wallet entry.
      const refunds = await tx
        .select({ refund: t.orderRefunds, userId: t.orders.userId, name: customerName })
        .from(t.orderRefunds)
        .innerJoin(t.orders, eq(t.orders.id, t.orderRefunds.orderId))
        .innerJoin(t.users, eq(t.users.id, t.orders.userId))
        .where(
          and(
            eq(t.orderRefunds.method, 'card'),
            eq(t.orderRefunds.state, 'succeeded'),
            within(t.orderRefunds.settledAt, period),
          ),
        );
      const cardRefunds: FecEvent[] = refunds.map(({ refund, userId, name }) => ({
        kind: 'cardRefund',
        at: refund.settledAt!,
        pieceRef: `${orderRef(refund.orderId)}-R${refund.id}`,
        customer: { id: userId, name },
        amount: refund.amountCents,
      }));

      const wallet = await tx
        .select({ entry: t.walletEntries, name: customerName })
        .from(t.walletEntries)
        .innerJoin(t.users, eq(t.users.id, t.walletEntries.userId))
        .where(within(t.walletEntries.createdAt, period));
      const walletMoves: FecEvent[] = wallet.map(({ entry, name }) => ({
        kind: 'wallet',
        reason: walletMove(entry.reason),
        at: entry.createdAt,
        pieceRef: `CAG-${entry.id}`,
        customer: { id: entry.userId, name },
        amount: entry.amountCents,
      }));

      const forfeits = await tx
        .select({ forfeit: t.depositForfeits, name: customerName })
        .from(t.depositForfeits)
        .innerJoin(t.users, eq(t.users.id, t.depositForfeits.userId))
        .where(within(t.depositForfeits.createdAt, period));
      const depositForfeits: FecEvent[] = forfeits.map(({ forfeit, name }) => ({
        kind: 'depositForfeit',
        at: forfeit.createdAt,
        pieceRef: `CONS-${forfeit.pendingDepositId}`,
        customer: { id: forfeit.userId, name },
        net: forfeit.netCents,
        vat: forfeit.vatCents,
        rateBp: forfeit.vatRateBp,
      }));

      // Broken empties refused at the door settle deposits without a wallet credit: the shop keeps them.
      const kept = await tx
        .select({ deposit: t.pendingDeposits, name: customerName })
        .from(t.pendingDeposits)
        .innerJoin(t.users, eq(t.users.id, t.pendingDeposits.userId))
        .where(
          and(
            eq(t.pendingDeposits.kind, 'refused'),
            sql`${t.pendingDeposits.amountCents} < 0`,
            within(t.pendingDeposits.createdAt, period),
          ),
        );
      const keptDeposits: FecEvent[] = kept.map(({ deposit, name }) => ({
        kind: 'depositKept',
        at: deposit.createdAt,
        pieceRef: `CONS-${deposit.id}`,
        customer: { id: deposit.userId, name },
        amount: -deposit.amountCents,
      }));

      return [
        ...invoices,
        ...creditNotes,
        ...cardPayments,
        ...doorPayments,
        ...cardRefunds,
        ...walletMoves,
        ...depositForfeits,
        ...keptDeposits,
      ];
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
