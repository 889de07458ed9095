import {
  DOCUMENT_ETIMS_STATES,
  ETIMS_STATES,
  ETIMS_SUBMISSION_STATES,
  OUTBOX_STATUSES,
  PAYROLL_STATUSES,
  RECEIPT_STATUSES,
  RECONCILIATION_STATUSES,
  RECURRING_INVOICE_STATUSES,
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
import { en } from './i18n/en';
import { sw } from './i18n/sw/translation';
import { isStatusWords } from './status-label';

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
  ...ETIMS_STATES,
  ...DOCUMENT_ETIMS_STATES,
  ...RECURRING_INVOICE_STATUSES,
  ...PAYROLL_STATUSES,
  // the chips pages set themselves: a record's state, a journal entry's, a statement line's
  'Active',
  'Inactive',
  'Posted',
  'Reversed',
  'Matched',
  'Unmatched',
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

describe('status words in the interface language', () => {
  it('has words for every status, the English ones those of statusLabel', () => {
    for (const status of ALL) {
      const words = statusLabel(status);
      expect(isStatusWords(words), status).toBe(true);
      if (isStatusWords(words)) expect(en.statuses[words]).toBe(words);
    }
  });

  it('says them in Swahili as the invoices do', () => {
    expect(
      ['Partly paid', 'Paid', 'Overdue', 'Draft'].map((w) => isStatusWords(w) && sw.statuses[w]),
    ).toEqual(['Imelipwa kiasi', 'Imelipwa', 'Imechelewa', 'Rasimu']);
  });
});
