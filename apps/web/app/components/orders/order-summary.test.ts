import type { OrderDetailDto } from '@consigne/api-client';
import { describe, expect, it } from 'vitest';
import { summaryOf } from './order-summary';

describe('order summary', () => {
  it('keeps the list’s fields of a detail and drops the rest', () => {
    const detail = {
      orderId: 3,
      status: 'placed',
      placedAt: '2026-11-22T10:00:00.000Z',
      slot: { id: 1, startAt: 'a', endAt: 'b', isFull: false, isSoonFull: false },
      deliveryType: 'address',
      deliveryName: 'Inès Martin',
      deliveryAddress: '12 rue Nationale, 59000 Lille',
      itemCount: 13,
      amountToPay: 42.5,
      paymentMethod: 'offline',
      paymentStatus: 'pending',
      isCancellable: true,
      lockReason: null,
      invoiceId: null,
      crates: [],
      packages: [],
      promoCode: null,
      statusChangedAt: '2026-11-22T10:00:00.000Z',
      cardRefunds: [],
      deliveredAt: null,
      cancelledAt: null,
    } as unknown as OrderDetailDto;
    const summary = summaryOf(detail);
    expect(summary).toMatchObject({ orderId: 3, status: 'placed', amountToPay: 42.5, invoiceId: null });
    expect(summary).not.toHaveProperty('crates');
    expect(summary).not.toHaveProperty('promoCode');
  });
});
