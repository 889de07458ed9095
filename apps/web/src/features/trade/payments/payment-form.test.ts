import type { Bill } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import {
  type AllocationDraft,
  allocatedTotal,
  allocateInOrder,
  allocationsFor,
  paymentForm,
} from './payment-form';

const SUPPLIER = '11111111-1111-4111-8111-111111111111';
const BANK = '22222222-2222-4222-8222-222222222222';
const draft = (billNumber: string, outstanding: number, amount?: number): AllocationDraft => ({
  billId: `id-${billNumber}`,
  billNumber,
  outstanding,
  amount,
});

const form = paymentForm(areaText('trade'));

function parse(over: Record<string, unknown>) {
  return form.safeParse({
    supplierId: SUPPLIER,
    amount: 1000,
    paymentMethod: 'bank_transfer',
    paymentDate: '2026-11-21',
    bankAccountId: BANK,
    reference: '',
    notes: '',
    bills: [draft('BILL-0001', 800, 800), draft('BILL-0002', 500, 200), draft('BILL-0003', 90)],
    ...over,
  });
}

const issues = (r: ReturnType<typeof parse>) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('payment form', () => {
  it('sends only the bills with an amount, as the contract wants them', () => {
    const r = parse({});
    expect(r.success).toBe(true);
    expect(r.data?.bills).toEqual([
      { billId: 'id-BILL-0001', amount: 800 },
      { billId: 'id-BILL-0002', amount: 200 },
    ]);
    expect(r.data?.reference).toBeNull();
  });

  it('refuses an allocation above what the bill owes, under that bill', () => {
    const r = parse({ amount: 900, bills: [draft('BILL-0001', 800, 900)] });
    expect(issues(r)).toEqual({ 'bills.0.amount': 'At most the KES 800.00 outstanding' });
  });

  it("keeps the contract's rules: allocations add up to the amount, an M-Pesa code", () => {
    expect(issues(parse({ amount: 1200 }))).toEqual({ bills: 'The allocations must add up to the amount' });
    const mpesa = issues(parse({ paymentMethod: 'mpesa', reference: 'abc' }));
    expect(mpesa.reference).toMatch(/M-Pesa code/);
    expect(parse({ paymentMethod: 'mpesa', reference: 'QGH7K2L9XM' }).success).toBe(true);
  });

  it('adds allocations exactly and spreads an amount oldest first', () => {
    expect(allocatedTotal([{ amount: 0.1 }, { amount: 0.2 }, { amount: undefined }]).toFixed()).toBe('0.30');
    const bills = [draft('BILL-0001', 800), draft('BILL-0002', 500), draft('BILL-0003', 90)];
    expect(allocateInOrder(1000.5, bills)).toEqual([800, 200.5, undefined]);
    expect(allocateInOrder(2000, bills)).toEqual([800, 500, 90]);
    expect(allocateInOrder(undefined, bills)).toEqual([undefined, undefined, undefined]);
  });

  it('fills in the bill paid from its own page', () => {
    const bill = { id: 'b1', billId: 'BILL-0001', outstanding: 640 } as Bill;
    expect(allocationsFor([bill], 'b1')).toEqual([
      { billId: 'b1', billNumber: 'BILL-0001', outstanding: 640, amount: 640 },
    ]);
  });

  it('keeps what was typed for a bill still open when the open bills are fetched again', () => {
    const [a, b, c] = [
      { id: 'a', billId: 'BILL-0001', outstanding: 640 },
      { id: 'b', billId: 'BILL-0002', outstanding: 300 },
      { id: 'c', billId: 'BILL-0003', outstanding: 90 },
    ] as Bill[];
    const typed = allocationsFor([a, b] as Bill[]).map((d, i) => ({ ...d, amount: [100, 250][i] }));
    // BILL-0001 was paid meanwhile; BILL-0003 is new: it starts empty
    expect(allocationsFor([b, c] as Bill[], undefined, typed).map((d) => [d.billNumber, d.amount])).toEqual([
      ['BILL-0002', 250],
      ['BILL-0003', undefined],
    ]);
    // the bill opened from keeps a changed amount rather than its outstanding
    expect(allocationsFor([b] as Bill[], 'b', typed)[0]?.amount).toBe(250);
  });
});
