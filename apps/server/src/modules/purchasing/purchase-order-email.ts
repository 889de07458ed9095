import { formatDate, formatKes } from '@tawi/domain';
import { documentMailDrafter, documentMailer, type MailedDocument } from '../mail';
import { findPurchaseOrder } from './purchase-orders.repo';
import { purchaseOrderPdf } from './purchasing-pdfs';
import { findSupplierRow } from './suppliers.repo';

/** The order's email: the purchase-order template filled with it, to the supplier's address. */
const purchaseOrderMail: MailedDocument = {
  async letter(db, ctx, id) {
    const order = await findPurchaseOrder(db, ctx.companyId, id);
    const supplier = await findSupplierRow(db, ctx.companyId, order.supplierId);
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
  },
  file: purchaseOrderPdf,
};

/** Mails the purchase order PDF to the supplier (or `given.to`), through the outbox. */
export const emailPurchaseOrder = documentMailer(purchaseOrderMail);

/** What the order's email dialog starts from. */
export const purchaseOrderEmailDraft = documentMailDrafter(purchaseOrderMail);
