import type { DocumentEmail } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { formatDate, formatKes } from '@tawi/domain';
import type { RequestContext } from '../../platform/request-context';
import { type DocumentLetter, draftDocumentMail, emailDocument } from '../mail';
import { findPurchaseOrder } from './purchase-orders.repo';
import { purchaseOrderPdf } from './purchasing-pdfs';
import { findSupplierRow } from './suppliers.repo';

/** The order's email: the purchase-order template filled with it, to the supplier's address. */
async function purchaseOrderLetter(db: Database, companyId: string, id: string): Promise<DocumentLetter> {
  const order = await findPurchaseOrder(db, companyId, id);
  const supplier = await findSupplierRow(db, companyId, order.supplierId);
  return {
    kind: 'purchase-order',
    values: {
      number: order.purchaseId,
      supplier: supplier.contactName ?? supplier.name,
      date: formatDate(order.date),
      expectedDate: order.expectedDate ? formatDate(order.expectedDate) : '',
      total: formatKes(order.total),
    },
    defaultTo: supplier.email,
    source: { type: 'purchase-order', id: order.id },
  };
}

/** Mails the purchase order PDF to the supplier (or `given.to`), through the outbox. */
export async function emailPurchaseOrder(
  db: Database,
  ctx: RequestContext,
  id: string,
  given: DocumentEmail,
) {
  const letter = await purchaseOrderLetter(db, ctx.companyId, id);
  return emailDocument(db, ctx, letter, await purchaseOrderPdf(db, ctx, id), given);
}

/** What the order's email dialog starts from. */
export async function purchaseOrderEmailDraft(db: Database, ctx: RequestContext, id: string) {
  return draftDocumentMail(db, ctx.companyId, await purchaseOrderLetter(db, ctx.companyId, id));
}
