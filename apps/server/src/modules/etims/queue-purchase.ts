import { billLines, bills, type Executor, suppliers } from '@tawi/db';
import {
  ETIMS_PAYMENT_TYPES,
  ETIMS_SERVICE_ITEM,
  etimsPurchaseRequest,
  Money,
  type TaxCategoryCode,
} from '@tawi/domain';
import { asc, eq } from 'drizzle-orm';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import type { Actor } from '../../platform/request-context';
import { etimsReady, etimsSettingsOf } from './etims-device';
import { PURCHASE_ENDPOINT, queueEtims } from './etims-outbox';
import { etimsUserOf, registerEtimsItems } from './register-items';

/**
 * Queues, in the caller's transaction, a posted bill for KRA (`insertTrnsPurchase`) when the
 * company's eTIMS is ready: its supplier (PIN, name, invoice number), its lines as posted (a product
 * line with the product's codes, registered first with `saveItem` when new; an expense line as the
 * company's service item) and
 * the totals; bought on credit (payment type 02). Nothing when eTIMS is not ready.
 */
export async function queueEtimsPurchase(tx: Executor, actor: Actor, billId: string): Promise<void> {
  if (!etimsReady(await etimsSettingsOf(tx, actor.companyId))) return;
  const user = await etimsUserOf(tx, actor);
  const [found] = await tx
    .select({ bill: bills, supplier: { name: suppliers.name, pin: suppliers.kraPin } })
    .from(bills)
    .innerJoin(suppliers, keyedJoin(suppliers, bills, bills.supplierId))
    .where(ofCompany(bills, actor.companyId, eq(bills.id, billId)));
  if (!found) throw new Error(`eTIMS purchase: bill ${billId} not found`);
  const { bill, supplier } = found;
  const lines = await tx
    .select()
    .from(billLines)
    .where(ofCompany(billLines, actor.companyId, eq(billLines.billId, billId)))
    .orderBy(asc(billLines.lineNo));
  const productsById = await registerEtimsItems(
    tx,
    actor,
    bill.branchId,
    lines.flatMap((l) => (l.productId ? [l.productId] : [])),
    user,
    { services: lines.some((l) => !l.productId) },
  );
  await queueEtims(tx, {
    companyId: actor.companyId,
    branchId: bill.branchId,
    documentType: 'bill',
    documentId: bill.id,
    documentNumber: bill.billNumber,
    endpoint: PURCHASE_ENDPOINT,
    payload: etimsPurchaseRequest({
      documentNumber: bill.billNumber,
      supplier: { pin: supplier.pin, name: supplier.name, invoiceNumber: bill.supplierInvoiceNumber },
      date: bill.date,
      confirmedAt: bill.createdAt,
      receivedOn: bill.receiptId ? bill.date : null,
      paymentType: ETIMS_PAYMENT_TYPES.credit,
      user: user,
      lines: lines.map((l) => ({
        description: l.description,
        qty: l.qty,
        unitPrice: l.unitPrice,
        taxCategory: l.taxCategory as TaxCategoryCode,
        // A bill line has no discount: an amount other than qty x price means the price had VAT in it.
        priceIncludesTax: !Money.of(l.qty).times(l.unitPrice).round().eq(l.amount),
        item: (l.productId && productsById.get(l.productId)?.codes) || ETIMS_SERVICE_ITEM,
      })),
    }),
  });
}
