import {
  type AttachmentDocumentKind,
  bills,
  customerReceipts,
  type Executor,
  invoices,
  supplierPayments,
} from '@tawi/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../../platform/app-error';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';

interface DocumentTable {
  /** How a refusal names it: "Invoice not found". */
  label: string;
  table: typeof invoices | typeof bills | typeof customerReceipts | typeof supplierPayments;
  id: PgColumn;
  companyId: PgColumn;
  branchId: PgColumn;
  number: PgColumn;
}

/** Where each kind of document lives: its table and its number (INV-0001, BILL-0001, RCT-0001, PAY-0001). */
const DOCUMENTS: Record<AttachmentDocumentKind, DocumentTable> = {
  invoice: {
    label: 'Invoice',
    table: invoices,
    id: invoices.id,
    companyId: invoices.companyId,
    branchId: invoices.branchId,
    number: invoices.invoiceNumber,
  },
  bill: {
    label: 'Bill',
    table: bills,
    id: bills.id,
    companyId: bills.companyId,
    branchId: bills.branchId,
    number: bills.billNumber,
  },
  receipt: {
    label: 'Receipt',
    table: customerReceipts,
    id: customerReceipts.id,
    companyId: customerReceipts.companyId,
    branchId: customerReceipts.branchId,
    number: customerReceipts.receiptNumber,
  },
  payment: {
    label: 'Payment',
    table: supplierPayments,
    id: supplierPayments.id,
    companyId: supplierPayments.companyId,
    branchId: supplierPayments.branchId,
    number: supplierPayments.paymentNumber,
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The document a file is kept with, by id or number, in the caller's company (another company's: 404)
 * and branches (another branch: 403), as the document's own routes find it. Answers its id.
 */
export async function attachedDocument(
  db: Executor,
  ctx: RequestContext,
  kind: AttachmentDocumentKind,
  idOrNumber: string,
): Promise<string> {
  const doc = DOCUMENTS[kind];
  const key: SQL = UUID.test(idOrNumber)
    ? eq(doc.id, idOrNumber)
    : sql`upper(${doc.number}) = upper(${idOrNumber})`;
  const [found] = await db
    .select({ id: doc.id, branchId: doc.branchId })
    .from(doc.table)
    .where(ofCompany(doc, ctx.companyId, key));
  if (!found) throw notFound(doc.label);
  assertRecordBranch(ctx, { branchId: found.branchId as string });
  return found.id as string;
}
