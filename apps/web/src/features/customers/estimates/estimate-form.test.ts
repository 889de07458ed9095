import type { Estimate } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { estimateFormValues, isEditableEstimate } from './estimate-form';

const line = {
  lineNo: 1,
  productId: 'p-sugar',
  description: 'Sugar 1 kg',
  qty: 2,
  unitPrice: 160,
  discount: 0,
  taxCategory: 'B' as const,
  priceIncludesTax: false,
  amount: 320,
  taxAmount: 51.2,
  lineTotal: 371.2,
};
const draft: Estimate = {
  id: 'e1',
  estimateNumber: 'EST-0001',
  customerId: 'c1',
  customerName: 'Lakeside Hotel',
  branchId: 'b1',
  date: '2026-11-20',
  validUntil: '2026-12-20',
  status: 'Draft',
  subtotal: 820,
  taxTotal: 51.2,
  total: 871.2,
  taxByCategory: {} as Estimate['taxByCategory'],
  notes: null,
  invoiceId: null,
  salesOrderId: null,
  salesOrderNumber: null,
  lines: [line, { ...line, lineNo: 2, productId: null, description: 'Delivery', taxCategory: 'A' }],
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('estimate edits', () => {
  it('allows Draft and Sent estimates only, and none once converted', () => {
    const editable = (over: Partial<Estimate>) => isEditableEstimate({ ...draft, ...over });
    expect(editable({})).toBe(true);
    expect(editable({ status: 'Sent' })).toBe(true);
    for (const status of ['Accepted', 'Declined', 'Expired', 'Invoiced'] as const)
      expect(editable({ status }), status).toBe(false);
    expect(editable({ status: 'Sent', salesOrderId: 'so1', salesOrderNumber: 'SO-0001' })).toBe(false);
    expect(editable({ invoiceId: 'i1' })).toBe(false);
  });

  it('starts the form from the estimate: dates, notes, lines with their SKUs', () => {
    const values = estimateFormValues(draft, new Map([['p-sugar', 'SUGAR-1']]));
    expect(values).toMatchObject({
      customerId: 'c1',
      date: '2026-11-20',
      validUntil: '2026-12-20',
      notes: '',
    });
    expect(values.lines).toEqual([
      {
        productSku: 'SUGAR-1',
        productId: 'p-sugar',
        description: 'Sugar 1 kg',
        qty: 2,
        unitPrice: 160,
        discount: 0,
        taxCategory: 'B',
        priceIncludesTax: false,
      },
      expect.objectContaining({ productSku: '', productId: '', description: 'Delivery', taxCategory: 'A' }),
    ]);
  });
});
