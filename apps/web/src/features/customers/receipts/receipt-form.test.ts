import type { Invoice } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { allocateInOrder, allocationsFor, overAllocated, receiptFormOf, unallocated } from './receipt-form';

const drafts = [
  { invoiceId: 'a', invoiceNumber: 'INV-0001', outstanding: 300, amount: undefined },
  { invoiceId: 'b', invoiceNumber: 'INV-0002', outstanding: 500, amount: undefined },
];

describe('receipt allocations', () => {
  it('spreads the amount oldest first and leaves the rest as credit', () => {
    expect(allocateInOrder(1000, drafts)).toEqual([300, 500]);
    expect(allocateInOrder(400, drafts)).toEqual([300, 100]);
    expect(unallocated(1000, [{ amount: 300 }, { amount: 500 }]).toFixed(2)).toBe('200.00');
    expect(unallocated(100, [{ amount: 300 }]).toFixed(2)).toBe('0.00');
    expect(overAllocated(1000, [{ amount: 2000 }, { amount: 0.1 }]).toFixed(2)).toBe('1000.10');
    expect(overAllocated(1000, [{ amount: 600 }, { amount: 400 }]).toFixed(2)).toBe('0.00');
  });

  it('keeps what was typed for an invoice still open when the open invoices are fetched again', () => {
    const open = (id: string, invoiceNumber: string, outstanding: number) =>
      ({ id, invoiceNumber, outstanding }) as Invoice;
    const typed = [
      { invoiceId: 'a', invoiceNumber: 'INV-0001', outstanding: 300, amount: 120 },
      { invoiceId: 'b', invoiceNumber: 'INV-0002', outstanding: 500, amount: undefined },
    ];
    const again = allocationsFor([open('a', 'INV-0001', 300), open('c', 'INV-0003', 80)], 'c', typed);
    expect(again.map((d) => [d.invoiceNumber, d.amount])).toEqual([
      ['INV-0001', 120],
      ['INV-0003', 80],
    ]);
    expect(allocationsFor([open('a', 'INV-0001', 300)]).map((d) => d.amount)).toEqual([undefined]);
  });

  it('sends only the invoices with an amount, and refuses more than an invoice owes', () => {
    const base = {
      customerId: 'c',
      amount: 400,
      paymentMethod: 'cash',
      reference: '',
      bankAccountId: '6f1c1f8e-6b1a-4c1e-9a3b-1f2e3d4c5b6a',
      notes: '',
    };
    const receiptForm = receiptFormOf(areaText('customers'));
    const ok = receiptForm.safeParse({ ...base, invoices: [{ ...drafts[0], amount: 300 }, drafts[1]] });
    expect(ok.success && ok.data.invoices).toEqual([{ invoiceId: 'a', amount: 300 }]);
    const over = receiptForm.safeParse({ ...base, invoices: [{ ...drafts[0], amount: 350 }] });
    expect(over.success).toBe(false);
    expect(over.error?.issues.map((i) => i.message)).toEqual(['At most the KES 300.00 outstanding']);
  });
});
