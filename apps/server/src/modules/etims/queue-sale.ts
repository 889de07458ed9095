import type { Executor } from '@tawi/db';
import {
  ETIMS_SERVICE_ITEM,
  type EtimsCreditNoteReason,
  type EtimsPaymentType,
  etimsSalesRequest,
  type LineTaxInput,
} from '@tawi/domain';
import type { RequestContext } from '../../platform/request-context';
import { etimsReady, etimsSettingsOf } from './etims-device';
import { queueEtims, SALES_ENDPOINT } from './etims-outbox';
import { etimsUserOf, registerEtimsItems } from './register-items';

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
  const user = await etimsUserOf(tx, ctx);
  const registered = await registerEtimsItems(
    tx,
    ctx,
    sale.branchId,
    sale.lines.flatMap((l) => (l.productId ? [l.productId] : [])),
    user,
    { services: sale.lines.some((l) => !l.productId) },
  );
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
    lines: sale.lines.map((l) => ({
      ...l,
      item: (l.productId && registered.get(l.productId)?.codes) || ETIMS_SERVICE_ITEM,
    })),
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
