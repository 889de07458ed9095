import type { Database } from '@tawi/db';
import { invalidState } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { requeueRefundsOf, requeueSale } from '../etims';
import { findInvoice } from './invoices.repo';
import { lockInvoice } from './issue-invoice';
import { queueInvoiceEtims } from './sales-etims';

/**
 * `POST /api/invoices/:id/etims/resend`: a refused or waiting sale goes to KRA again at the next
 * delivery with its refused credit notes; an issued invoice KRA never had (issued before eTIMS was on) is queued now. 409 when KRA
 * already has it, it is being sent, the invoice is a draft or void, or the company's eTIMS is not ready.
 */
export async function resendInvoiceEtims(db: Database, ctx: RequestContext, idOrNumber: string) {
  const found = await findInvoice(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, ctx.companyId, found.id);
    if (!invoice || invoice.status === 'Draft' || invoice.status === 'Void') {
      throw invalidState('Only an issued invoice goes to eTIMS');
    }
    const outcome = await requeueSale(tx, ctx.companyId, 'invoice', invoice.id, new Date());
    if (outcome === 'sent') throw invalidState('KRA already has this invoice');
    if (outcome === 'sending') throw invalidState('This invoice is being sent to KRA now');
    if (outcome === 'missing' && !(await queueInvoiceEtims(tx, ctx, invoice))) {
      throw invalidState('Turn eTIMS on and initialise the device first (Settings > eTIMS)');
    }
    await requeueRefundsOf(tx, ctx.companyId, invoice.id, new Date());
    await auditUpdate(tx, ctx, 'invoice', invoice.id, `${invoice.invoiceNumber}: sent to eTIMS again`);
  });
  return findInvoice(db, ctx.companyId, found.id);
}
