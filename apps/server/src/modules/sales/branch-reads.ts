import { inUsersBranch } from '../../platform/branch-scope';
import { findCreditNote } from './credit-notes.repo';
import { findEstimate } from './estimates.repo';
import { findInvoice } from './invoices.repo';
import { findReceipt } from './receipts.repo';
import { findSalesOrder } from './sales-orders.repo';

// Sales records by id or number, 403 when the user does not reach their branch (API.md "Branch scope").
export const invoiceOf = inUsersBranch(findInvoice);
export const estimateOf = inUsersBranch(findEstimate);
export const salesOrderOf = inUsersBranch(findSalesOrder);
export const creditNoteOf = inUsersBranch(findCreditNote);
export const receiptOf = inUsersBranch(findReceipt);
