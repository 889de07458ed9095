import type { Database } from '@tawi/db';
import { assertRecordBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { createInvoice } from './create-invoice';
import { findEstimate } from './estimates.repo';
import { toLineInput } from './invoice-lines';
import { findInvoice } from './invoices.repo';
import { findSalesOrder } from './sales-orders.repo';
import { createEstimate } from './save-estimate';
import { createSalesOrder } from './save-sales-order';

/**
 * Clones: a new document with the same customer, branch, notes and lines, dated today and numbered
 * from the counter, through the ordinary create (so prices and tax are checked as for a new one).
 */

/** A new Draft invoice (its terms kept), whatever the state of the original. */
export async function cloneInvoice(db: Database, ctx: RequestContext, idOrNumber: string) {
  const found = await findInvoice(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  return createInvoice(db, ctx, {
    customerId: found.customerId,
    branchId: found.branchId,
    paymentTerms: found.paymentTerms,
    status: 'Draft',
    notes: found.notes,
    lines: found.lines.map(toLineInput),
  });
}

/** A new Draft estimate, valid 30 days from today. */
export async function cloneEstimate(db: Database, ctx: RequestContext, idOrNumber: string) {
  const found = await findEstimate(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  return createEstimate(db, ctx, {
    customerId: found.customerId,
    branchId: found.branchId,
    notes: found.notes,
    lines: found.lines.map(toLineInput),
  });
}

/** A new Open order with nothing invoiced and no delivery date. */
export async function cloneSalesOrder(db: Database, ctx: RequestContext, idOrNumber: string) {
  const found = await findSalesOrder(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  return createSalesOrder(db, ctx, {
    customerId: found.customerId,
    branchId: found.branchId,
    notes: found.notes,
    deliveryDate: null,
    lines: found.lines.map(toLineInput),
  });
}
