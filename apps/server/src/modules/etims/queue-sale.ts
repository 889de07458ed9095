import { type Executor, products, users } from '@tawi/db';
import {
  ETIMS_SERVICE_ITEM,
  type EtimsCreditNoteReason,
  type EtimsItemCodes,
  type EtimsPaymentType,
  type EtimsSaleLine,
  etimsCodesOf,
  etimsSalesRequest,
  etimsSaveItemRequest,
  type LineTaxInput,
} from '@tawi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { nextNumber } from '../../platform/counters';
import type { RequestContext } from '../../platform/request-context';
import { etimsReady, etimsSettingsOf } from './etims-device';
import { queueEtims, SALES_ENDPOINT } from './etims-outbox';

/** A line of a posted sale document as eTIMS is told of it: its product (none: a described service). */
export interface SaleLineForEtims extends LineTaxInput {
  productId: string | null;
  description: string;
}

/** A posted invoice, credit note or void, to be told to KRA once the document's transaction commits. */
export interface SaleForEtims {
  /** `invoice-void`: a voided invoice goes to KRA as a refund receipt of all of it. */
  documentType: 'invoice' | 'credit-note' | 'invoice-void';
  documentId: string;
  documentNumber: string;
  branchId: string;
  date: string;
  /** The invoice a credit note or void refunds: its KRA invoice number becomes `orgInvcNo`. */
  invoiceId?: string;
  buyer: { pin: string | null; name: string; phone?: string | null };
  paymentType: EtimsPaymentType;
  creditNoteReason?: EtimsCreditNoteReason;
  lines: readonly SaleLineForEtims[];
}

type ItemDoc = { documentId: string; documentNumber: string; payload: object };

/** The user's id and name, as KRA's `regrId`/`regrNm` carry them. */
async function userOf(tx: Executor, ctx: RequestContext) {
  const [row] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, ctx.userId));
  return { id: ctx.userId, name: row?.name ?? 'Tawi' };
}

/**
 * The item codes of the sale's products; a product not yet registered with KRA gets its codes (an item
 * code from the company's sequence when it has none), is marked registered, and its `saveItem` is
 * returned to be queued before the sale. Lines without a product are the company's service item.
 */
async function itemsOf(
  tx: Executor,
  ctx: RequestContext,
  sale: SaleForEtims,
  user: { id: string; name: string },
): Promise<{ codes: Map<string | null, EtimsItemCodes>; registrations: ItemDoc[] }> {
  const ids = [...new Set(sale.lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  const rows = ids.length
    ? await tx
        .select()
        .from(products)
        .where(and(eq(products.companyId, ctx.companyId), inArray(products.id, ids)))
        .orderBy(products.id)
        .for('update')
    : [];
  const codes = new Map<string | null, EtimsItemCodes>([[null, ETIMS_SERVICE_ITEM]]);
  const registrations: ItemDoc[] = [];
  for (const p of rows) {
    const sequence = p.etimsItemCode ? 0 : await nextNumber(tx, ctx.companyId, 'etims-item');
    const item = etimsCodesOf(p, () => sequence);
    codes.set(p.id, item);
    if (p.etimsRegisteredAt) continue;
    await tx
      .update(products)
      .set({
        etimsItemCode: item.itemCode,
        etimsClassCode: item.classCode,
        etimsPackagingUnit: item.packagingUnit,
        etimsQuantityUnit: item.quantityUnit,
        etimsRegisteredAt: new Date(),
      })
      .where(and(eq(products.companyId, ctx.companyId), eq(products.id, p.id)));
    const payload = etimsSaveItemRequest({
      codes: item,
      type: '2',
      name: p.name,
      taxCategory: p.taxCategory as EtimsSaleLine['taxCategory'],
      unitPrice: Number(p.sellingPrice),
      user,
    });
    registrations.push({ documentId: p.id, documentNumber: p.sku, payload });
  }
  if (sale.lines.some((l) => !l.productId)) {
    const payload = etimsSaveItemRequest({
      codes: ETIMS_SERVICE_ITEM,
      type: '3',
      name: 'Services',
      taxCategory: 'B',
      unitPrice: 0,
      user,
    });
    // one per company: the outbox keeps one row per document, so a second queueing does nothing
    registrations.push({ documentId: ctx.companyId, documentNumber: ETIMS_SERVICE_ITEM.itemCode, payload });
  }
  return { codes, registrations };
}

/**
 * Queues the sale for KRA inside the transaction that posts it, when the company's eTIMS is on and
 * initialised: first `saveItem` for each product sold for the first time, then `saveTrnsSalesOsdc`
 * with the document's own figures (the invoice number is given when it is first sent). Nothing is
 * sent here: the eTIMS worker sends it, so trade never waits on KRA.
 */
export async function queueEtimsSale(
  tx: Executor,
  ctx: RequestContext,
  sale: SaleForEtims,
): Promise<boolean> {
  if (!etimsReady(await etimsSettingsOf(tx, ctx.companyId))) return false;
  const user = await userOf(tx, ctx);
  const { codes, registrations } = await itemsOf(tx, ctx, sale, user);
  for (const r of registrations) {
    await queueEtims(tx, {
      ...r,
      companyId: ctx.companyId,
      branchId: sale.branchId,
      documentType: 'item',
      endpoint: 'saveItem',
    });
  }
  // the invoice number (and a refund's `orgInvcNo`) are given when it is first sent
  const { invcNo: _given, ...payload } = etimsSalesRequest({
    kind: sale.documentType === 'invoice' ? 'invoice' : 'credit-note',
    sequence: 0,
    documentNumber: sale.documentNumber,
    date: sale.date,
    confirmedAt: new Date(),
    buyer: sale.buyer,
    paymentType: sale.paymentType,
    ...(sale.creditNoteReason && { creditNoteReason: sale.creditNoteReason }),
    lines: sale.lines.map((l) => ({ ...l, item: codes.get(l.productId) ?? ETIMS_SERVICE_ITEM })),
    user,
  });
  await queueEtims(tx, {
    companyId: ctx.companyId,
    branchId: sale.branchId,
    documentType: sale.documentType,
    documentId: sale.documentId,
    documentNumber: sale.documentNumber,
    endpoint: SALES_ENDPOINT,
    payload,
    ...(sale.invoiceId && { relatedDocumentId: sale.invoiceId }),
  });
  return true;
}
