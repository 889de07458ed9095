import {
  ETIMS_SUBMISSION_STATES,
  OUTBOX_STATUSES,
  RECEIPT_STATUSES,
  RECONCILIATION_STATUSES,
  SALES_ORDER_STATUSES,
  SUPPLIER_PAYMENT_STATUSES,
  VAT_STATUSES,
} from '@tawi/contracts';
import {
  BILL_STATUSES,
  ESTIMATE_STATUSES,
  INVOICE_STATUSES,
  PURCHASE_ORDER_STATUSES,
  statusLabel,
  TRANSFER_STATUSES,
} from '@tawi/domain';
import { describe, expect, it } from 'vitest';

const ALL = [
  ...INVOICE_STATUSES,
  ...BILL_STATUSES,
  ...ESTIMATE_STATUSES,
  ...PURCHASE_ORDER_STATUSES,
  ...TRANSFER_STATUSES,
  ...SALES_ORDER_STATUSES,
  ...RECEIPT_STATUSES,
  ...RECONCILIATION_STATUSES,
  ...SUPPLIER_PAYMENT_STATUSES,
  ...VAT_STATUSES,
  ...OUTBOX_STATUSES,
  ...ETIMS_SUBMISSION_STATES,
];

describe('status words on screen (StatusChip, filters, PDFs)', () => {
  it('every status the API sends reads as words: capital first, then lower case, no joined words', () => {
    for (const status of ALL) expect(statusLabel(status)).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
  });

  it('names the ones people asked about', () => {
    expect(
      ['PaidPartially', 'Partially Received', 'Partially Invoiced', 'In Transit', 'failed'].map(statusLabel),
    ).toEqual(['Partly paid', 'Partly received', 'Partly invoiced', 'In transit', 'Failed']);
  });
});
