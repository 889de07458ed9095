import { describe, expect, it } from 'vitest';
import { documentTotals } from '../purchasing';
import {
  canConvertEstimate,
  canEditEstimate,
  ESTIMATE_STATUSES,
  estimateStatus,
  estimateStep,
} from './estimate-status';
import { agingKey, daysPastDue, invoiceOutstanding, invoiceStatus, settledStatus } from './invoice-status';

describe('invoice status rules', () => {
  it('settles by receipts and credits; Overdue only for open invoices past due', () => {
    expect(settledStatus(1160, 0)).toBe('Unpaid');
    expect(settledStatus(1160, 500)).toBe('PaidPartially');
    expect(settledStatus(1160, 1160)).toBe('Paid');
    expect(invoiceStatus('Unpaid', '2026-11-01', '2026-11-02')).toBe('Overdue');
    expect(invoiceStatus('PaidPartially', '2026-11-02', '2026-11-02')).toBe('PaidPartially');
    expect(invoiceStatus('Draft', '2026-01-01', '2026-11-02')).toBe('Draft');
    expect(invoiceStatus('Paid', '2026-01-01', '2026-11-02')).toBe('Paid');
    expect(invoiceStatus('Void', '2026-01-01', '2026-11-02')).toBe('Void');
    expect(invoiceOutstanding(1160, 1000, 200).toNumber()).toBe(0);
    expect(invoiceOutstanding(1160, 100, 60).toNumber()).toBe(1000);
  });

  it('buckets by days past due', () => {
    expect(daysPastDue('2026-10-31', '2026-12-01')).toBe(31);
    expect(daysPastDue('2026-12-01', '2026-11-30')).toBe(-1);
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(agingKey)).toEqual([
      'current',
      'days1to30',
      'days1to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
    ]);
  });

  it('taxes sales lines per the rule, with discounts and inclusive prices', () => {
    const t = documentTotals([
      { qty: 3, unitPrice: 400, discount: 100, taxCategory: 'B' as const },
      { qty: 1, unitPrice: 1000, taxCategory: 'B' as const, priceIncludesTax: true },
      { qty: 2, unitPrice: 150, taxCategory: 'A' as const },
      { qty: 1, unitPrice: 999.99, taxCategory: 'E' as const },
    ]);
    expect(t.lines.map((l) => [l.amount.toNumber(), l.taxAmount.toNumber()])).toEqual([
      [1100, 176],
      [862.07, 137.93],
      [300, 0],
      [999.99, 80],
    ]);
    expect(t.byCategory.B.taxableAmount.toNumber()).toBe(1962.07);
    expect(t.byCategory.B.tax.toNumber()).toBe(313.93);
    expect(t.total.toNumber()).toBe(3655.99);
  });
});

describe('estimate status rules', () => {
  it('expires open estimates after their validity; steps and conversion follow the shown status', () => {
    expect(estimateStatus('Sent', '2026-11-01', '2026-11-02')).toBe('Expired');
    expect(estimateStatus('Accepted', '2026-11-01', '2026-11-02')).toBe('Accepted');
    expect(estimateStatus('Draft', '2026-11-02', '2026-11-02')).toBe('Draft');
    expect(estimateStep('Draft', 'send')).toBe('Sent');
    expect(estimateStep('Sent', 'accept')).toBe('Accepted');
    expect(estimateStep('Expired', 'accept')).toBeNull();
    expect(estimateStep('Invoiced', 'decline')).toBeNull();
    expect(canConvertEstimate('Accepted')).toBe(true);
    expect(canConvertEstimate('Declined')).toBe(false);
    expect(canConvertEstimate('Invoiced')).toBe(false);
    expect(ESTIMATE_STATUSES.filter(canEditEstimate)).toEqual(['Draft', 'Sent']);
  });
});
