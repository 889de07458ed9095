import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  dueDate,
  isPaymentTermCode,
  PAYMENT_TERM_CODES,
  PAYMENT_TERMS,
  paymentTermDays,
} from './payment-terms';

describe('payment terms', () => {
  it('lists the spec terms', () => {
    expect(PAYMENT_TERM_CODES).toEqual(['net_15', 'net_30', 'net_45', 'net_60', 'due_on_receipt', 'cod']);
    expect(PAYMENT_TERMS.map((t) => [t.code, t.label, t.days])).toEqual([
      ['net_15', 'Net 15', 15],
      ['net_30', 'Net 30', 30],
      ['net_45', 'Net 45', 45],
      ['net_60', 'Net 60', 60],
      ['due_on_receipt', 'Due on Receipt', 0],
      ['cod', 'Cash on Delivery', 0],
    ]);
  });

  it('computes days and due dates', () => {
    expect(paymentTermDays('net_30')).toBe(30);
    expect(paymentTermDays('cod')).toBe(0);
    expect(dueDate('2025-03-05', 'net_30')).toBe('2025-04-04');
    expect(dueDate('2025-12-20', 'net_15')).toBe('2026-01-04');
    expect(dueDate('2024-01-31', 'net_45')).toBe('2024-03-16');
    expect(dueDate('2025-03-05', 'due_on_receipt')).toBe('2025-03-05');
    expect(() => paymentTermDays('net_90' as never)).toThrow(RangeError);
    expect(() => dueDate('05-03-2025', 'net_30')).toThrow(RangeError);
  });

  it('recognises codes', () => {
    expect(isPaymentTermCode('net_60')).toBe(true);
    expect(isPaymentTermCode('Net 60')).toBe(false);
    expect(isPaymentTermCode(30)).toBe(false);
  });

  it('property: due date is the date plus the term days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2099, 11, 31) }),
        fc.constantFrom(...PAYMENT_TERM_CODES),
        (t, code) => {
          const date = new Date(t).toISOString().slice(0, 10);
          const due = dueDate(date, code);
          expect(due >= date).toBe(true);
          expect(addDays(due, -paymentTermDays(code))).toBe(date);
        },
      ),
    );
  });
});
