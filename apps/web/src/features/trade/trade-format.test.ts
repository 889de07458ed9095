import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_OPTIONS, paymentTermLabel } from '../../shared/documents/payment-labels';
import { areaText } from '../../shared/i18n/area-text';
import { remainingQty, supplierInvoiceText } from './trade-format';

describe('trade formatting', () => {
  it('says what is left to receive of a line, exactly and never below zero', () => {
    expect(remainingQty({ qty: 100, receivedQty: 60 })).toBe(40);
    expect(remainingQty({ qty: 0.3, receivedQty: 0.1 })).toBe(0.2);
    expect(remainingQty({ qty: 5, receivedQty: 5 })).toBe(0);
    expect(remainingQty({ qty: 5, receivedQty: 6 })).toBe(0);
  });

  it("reads the supplier's invoice as its number of its date", () => {
    const t = areaText('trade');
    expect(supplierInvoiceText('INV-4471', '2026-11-09', t)).toBe('INV-4471 of 09 Nov 2026');
    expect(supplierInvoiceText('INV-4471', null, t)).toBe('INV-4471');
    expect(supplierInvoiceText(null, '2026-11-09', t)).toBe('—');
  });

  it('names payment terms and methods as people say them', () => {
    expect(paymentTermLabel('net_30')).toBe('Net 30');
    expect(paymentTermLabel('cod')).toBe('Cash on Delivery');
    expect(PAYMENT_METHOD_OPTIONS.map((o) => o.label)).toEqual([
      'Cash',
      'Bank transfer',
      'M-Pesa',
      'Cheque',
      'Card',
    ]);
  });
});
