import { describe, expect, it } from 'vitest';
import { dueDate } from '../payment-terms';
import { billStatus, outstanding, paidStatus } from './bill-status';
import { documentTotals } from './document-totals';
import { checkIncoming, purchaseOrderStatus } from './order-status';

describe('purchase order status (the old defect fixed)', () => {
  it('is Pending with nothing received, Partially Received with some, Received with all', () => {
    const lines = (a: number, b: number) => [
      { qty: 10, receivedQty: a },
      { qty: 5, receivedQty: b },
    ];
    expect(purchaseOrderStatus(lines(0, 0))).toBe('Pending');
    expect(purchaseOrderStatus(lines(0, 1))).toBe('Partially Received');
    expect(purchaseOrderStatus(lines(10, 4.999))).toBe('Partially Received');
    expect(purchaseOrderStatus(lines(10, 5))).toBe('Received');
    expect(purchaseOrderStatus([])).toBe('Pending');
  });

  it('refuses incoming beyond the ordered quantity, per line and across repeated lines', () => {
    const ordered = [
      { itemId: 'a', qty: 10, receivedQty: 6 },
      { itemId: 'b', qty: 2, receivedQty: 0 },
    ];
    expect(checkIncoming(ordered, [{ itemId: 'a', qty: 4 }])).toBeNull();
    expect(checkIncoming(ordered, [{ itemId: 'a', qty: 4.001 }])).toEqual({
      kind: 'exceeds-ordered',
      itemId: 'a',
      ordered: 10,
      received: 6,
      incoming: 4.001,
    });
    expect(
      checkIncoming(ordered, [
        { itemId: 'b', qty: 1 },
        { itemId: 'b', qty: 1.5 },
      ])?.kind,
    ).toBe('exceeds-ordered');
    expect(checkIncoming(ordered, [{ itemId: 'z', qty: 1 }])).toEqual({ kind: 'unknown-item', itemId: 'z' });
    expect(checkIncoming([], [{ itemId: 'a', qty: 1 }])).toEqual({ kind: 'items-not-found' });
  });
});

describe('bills', () => {
  it('follow payments, and are Overdue once the due date has passed', () => {
    expect(paidStatus(1160, 0)).toBe('Unpaid');
    expect(paidStatus(1160, 0.01)).toBe('PaidPartially');
    expect(paidStatus(1160, 1160)).toBe('Paid');
    expect(billStatus('Unpaid', '2026-11-30', '2026-11-30')).toBe('Unpaid');
    expect(billStatus('PaidPartially', '2026-11-30', '2026-12-01')).toBe('Overdue');
    expect(billStatus('Paid', '2026-11-30', '2027-01-01')).toBe('Paid');
    expect(billStatus('Void', '2026-11-30', '2027-01-01')).toBe('Void');
    expect(outstanding(1160, 200).toFixed()).toBe('960.00');
    expect(outstanding(100, 150).toFixed()).toBe('0.00');
  });

  it('are due the receipt date plus the payment-term days', () => {
    expect(dueDate('2026-11-20', 'net_30')).toBe('2026-12-20');
    expect(dueDate('2026-12-31', 'net_60')).toBe('2027-03-01');
    expect(dueDate('2026-11-20', 'cod')).toBe('2026-11-20');
  });
});

describe('document totals with VAT per category', () => {
  it('rounds tax per line and keeps taxable amount and tax per category', () => {
    const t = documentTotals([
      { qty: 3, unitPrice: 33.33, taxCategory: 'B' as const },
      { qty: 1, unitPrice: 116, taxCategory: 'B' as const, priceIncludesTax: true },
      { qty: 2, unitPrice: 50.05, taxCategory: 'E' as const },
      { qty: 1, unitPrice: 200, taxCategory: 'A' as const },
      { qty: 4, unitPrice: 10, taxCategory: 'C' as const, discount: 5 },
    ]);
    expect(t.lines.map((l) => [l.amount.toFixed(), l.taxAmount.toFixed(), l.lineTotal.toFixed()])).toEqual([
      ['99.99', '16.00', '115.99'],
      ['100.00', '16.00', '116.00'],
      ['100.10', '8.01', '108.11'],
      ['200.00', '0.00', '200.00'],
      ['35.00', '0.00', '35.00'],
    ]);
    expect([t.subtotal.toFixed(), t.taxTotal.toFixed(), t.total.toFixed()]).toEqual([
      '535.09',
      '40.01',
      '575.10',
    ]);
    expect(t.byCategory.B).toEqual({ taxableAmount: expect.anything(), tax: expect.anything() });
    expect(t.byCategory.B.taxableAmount.toFixed()).toBe('199.99');
    expect(t.byCategory.B.tax.toFixed()).toBe('32.00');
    expect(t.byCategory.E.tax.toFixed()).toBe('8.01');
    expect(t.byCategory.C.taxableAmount.toFixed()).toBe('35.00');
    expect(t.byCategory.D.taxableAmount.toFixed()).toBe('0.00');
  });
});
