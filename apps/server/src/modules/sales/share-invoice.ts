import { type InvoiceShareLink, SHARE_LINK_DAYS, type SharedInvoice } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { businessNow, todayIn } from '@tawi/domain';
import { AppError, invalidState } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { systemContext } from '../../platform/system-context';
import { secretKeyOf } from '../mail';
import {
  invalidShareLink,
  type ShareClaim,
  shareLinkKey,
  signShareToken,
  verifyShareToken,
} from './invoice-share-token';
import { findInvoice } from './invoices.repo';
import { invoicePdf } from './sales-pdfs';
import { sellerProfileOf } from './sales-pdfs-parts';

/** Where the web app shows a shared invoice (a public route outside /dashboard). */
export const sharedInvoicePath = (token: string) => `/shared/invoices/${token}`;

const keyOf = async (db: Database) => shareLinkKey(await secretKeyOf(db)());

/**
 * A link to the invoice's public page for the customer, valid SHARE_LINK_DAYS days. A Draft is not
 * issued yet and a voided invoice is no longer owed, so neither is shared (409 `invalid-state`); a
 * link shared before a void keeps working and shows the invoice as voided, so the customer learns it
 * is void rather than meeting a dead link.
 */
export async function shareInvoice(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  origin: string,
): Promise<InvoiceShareLink> {
  const invoice = await findInvoice(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, invoice);
  if (invoice.status === 'Draft') throw invalidState('Issue the invoice before sharing it');
  if (invoice.status === 'Void') throw invalidState('A voided invoice cannot be shared');
  const expiresAt = new Date(businessNow().getTime() + SHARE_LINK_DAYS * 86_400_000);
  const token = signShareToken(await keyOf(db), {
    companyId: ctx.companyId,
    invoiceId: invoice.id,
    expiresAt,
  });
  const summary = `${invoice.invoiceNumber} shared by link until ${todayIn(undefined, expiresAt)}`;
  await auditUpdate(db, ctx, 'invoice', invoice.id, summary);
  return { url: `${origin}${sharedInvoicePath(token)}`, expiresAt: expiresAt.toISOString() };
}

/** The invoice a token names, checked (signature, expiry) before anything is read. */
async function sharedInvoiceRecord(
  db: Database,
  token: string,
): Promise<{ claim: ShareClaim; invoice: Awaited<ReturnType<typeof findInvoice>> }> {
  const claim = verifyShareToken(await keyOf(db), token, businessNow());
  const invoice = await findInvoice(db, claim.companyId, claim.invoiceId).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'not-found') throw invalidShareLink();
    throw err;
  });
  if (invoice.status === 'Draft') throw invalidShareLink();
  return { claim, invoice };
}

/** The public page's data: the invoice, the seller and how to pay (none once voided or paid). */
export async function viewSharedInvoice(db: Database, token: string): Promise<SharedInvoice> {
  const { claim, invoice: i } = await sharedInvoiceRecord(db, token);
  const seller = await sellerProfileOf(db, claim.companyId);
  const { head } = seller;
  const owed = i.status !== 'Void' && i.outstanding > 0;
  return {
    invoice: {
      invoiceNumber: i.invoiceNumber,
      customerName: i.customerName,
      buyerKraPin: i.buyerKraPin,
      date: i.date,
      dueDate: i.dueDate,
      status: i.status,
      subtotal: i.subtotal,
      taxTotal: i.taxTotal,
      total: i.total,
      amountPaid: i.amountPaid,
      amountCredited: i.amountCredited,
      outstanding: i.outstanding,
      notes: i.notes,
      voidDate: i.voidDate,
      lines: i.lines.map(({ productId: _, ...line }) => line),
    },
    seller: {
      name: head.name,
      kraPin: head.kraPin,
      address: head.address,
      phone: head.phone,
      email: head.email,
    },
    payment: owed ? seller.paymentInstructions : null,
    expiresAt: claim.expiresAt.toISOString(),
  };
}

/** The invoice's PDF for the public page, as the company prints it. */
export async function sharedInvoicePdf(db: Database, token: string) {
  const { claim, invoice } = await sharedInvoiceRecord(db, token);
  return invoicePdf(db, systemContext(claim.companyId, '', invoice.branchId), invoice.id);
}
