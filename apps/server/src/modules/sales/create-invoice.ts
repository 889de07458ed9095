import type { InvoiceCreate, InvoiceUpdate, SalesLineInput } from '@tawi/contracts';
import { type Database, type Executor, invoiceLines, invoices } from '@tawi/db';
import { type DocumentTotals, dueDate, type PaymentTermCode, todayIn } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { invalidState } from '../../platform/app-error';
import { auditCreate, auditUpdate } from '../../platform/audit';
import { assertRecordBranch, scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { nextDocumentNumber } from '../../platform/counters';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { findCustomerRow } from './customers.repo';
import {
  assertProducts,
  insertInvoiceLines,
  lineValues,
  salesTotalsColumns,
  salesTotalsOn,
  toLineInput,
} from './invoice-lines';
import { findInvoice } from './invoices.repo';
import { issueLockedInvoice, lockInvoice } from './issue-invoice';
import { retaxDraftInvoice } from './retax-draft-invoice';
import { salesDocumentEdit } from './sales-document-edit';

interface DraftInvoice {
  branchId: string;
  customer: { id: string; kraPin: string | null };
  date: string;
  terms: PaymentTermCode;
  totals: DocumentTotals<SalesLineInput>;
  notes: string | null;
  /** Invoicing a sales order: the order, and each line's order line number (in line order). */
  salesOrder?: { id: string; lineNos: number[] };
}

/** Inserts a Draft invoice INV-nnnn (number from the counter, in the caller's transaction) and its lines. */
export async function insertDraftInvoice(tx: Executor, ctx: RequestContext, draft: DraftInvoice) {
  const { totals, date, terms } = draft;
  const invoiceNumber = await nextDocumentNumber(tx, ctx.companyId, 'INV');
  const row = await tx
    .insert(invoices)
    .values({
      companyId: ctx.companyId,
      branchId: draft.branchId,
      invoiceNumber,
      customerId: draft.customer.id,
      buyerKraPin: draft.customer.kraPin,
      date,
      paymentTerms: terms,
      dueDate: dueDate(date, terms),
      status: 'Draft',
      ...salesTotalsColumns(totals),
      notes: draft.notes,
      salesOrderId: draft.salesOrder?.id ?? null,
      createdBy: ctx.userId,
    })
    .returning()
    .then(returnedRow('invoice insert'));
  await tx.insert(invoiceLines).values(
    lineValues(totals).map((l, i) => ({
      ...l,
      companyId: ctx.companyId,
      invoiceId: row.id,
      salesOrderLineNo: draft.salesOrder?.lineNos[i] ?? null,
    })),
  );
  return row;
}

/**
 * Creates an invoice, INV-nnnn from the company counter in the same transaction: a Draft with
 * `status: "Draft"`, else issued at once (Unpaid: posts and moves stock). A refusal (stock, credit
 * limit, product) rolls everything back, the number included, so numbers stay gapless.
 */
export async function createInvoice(
  db: Database,
  ctx: RequestContext,
  input: InvoiceCreate,
  /** Runs in the creating transaction once the invoice exists (an estimate marks itself Invoiced). */
  afterCreate?: (tx: Executor, invoice: { id: string; invoiceNumber: string }) => Promise<void>,
) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const id = await db.transaction(async (tx) => {
    const row = await createInvoiceIn(tx, ctx, branchId, input);
    if (afterCreate) await afterCreate(tx, row);
    return row.id;
  });
  return findInvoice(db, ctx.companyId, id);
}

/** `createInvoice` in the caller's transaction, at a branch already checked; the invoice row. */
export async function createInvoiceIn(
  tx: Executor,
  ctx: RequestContext,
  branchId: string,
  input: InvoiceCreate,
) {
  const customer = await findCustomerRow(tx, ctx.companyId, input.customerId);
  await assertProducts(tx, ctx.companyId, input.lines);
  const date = input.date ?? todayIn();
  const totals = await salesTotalsOn(tx, ctx.companyId, date, input.lines);
  const terms = input.paymentTerms ?? (customer.paymentTerms as PaymentTermCode);
  const row = await insertDraftInvoice(tx, ctx, {
    branchId,
    customer,
    date,
    terms,
    totals,
    notes: input.notes ?? null,
  });
  if (input.status !== 'Draft') await issueLockedInvoice(tx, ctx, row);
  await auditCreate(tx, ctx, 'invoice', row.id, row.invoiceNumber, input);
  return row;
}

/** Edits a Draft invoice (an issued one is corrected by a credit note: 409). */
export async function updateInvoice(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: InvoiceUpdate,
) {
  const found = await findInvoice(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  // new lines, or a new date (which may cross the VAT registration date): the tax again
  const lines = input.lines ?? (input.date ? found.lines.map(toLineInput) : null);
  const { customer, totals } = await salesDocumentEdit(db, ctx, found, input, lines);
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, ctx.companyId, found.id);
    if (row?.status !== 'Draft')
      throw invalidState('Only a Draft invoice can be edited; issue a credit note');
    const date = input.date ?? row.date;
    const terms = input.paymentTerms ?? (input.customerId ? customer.paymentTerms : row.paymentTerms);
    await tx
      .update(invoices)
      .set({
        customerId: customer.id,
        buyerKraPin: customer.kraPin,
        date,
        paymentTerms: terms,
        dueDate: dueDate(date, terms as PaymentTermCode),
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(totals && salesTotalsColumns(totals)),
        updatedAt: new Date(),
      })
      .where(ofCompany(invoices, ctx.companyId, eq(invoices.id, row.id)));
    if (totals) {
      await tx
        .delete(invoiceLines)
        .where(ofCompany(invoiceLines, ctx.companyId, eq(invoiceLines.invoiceId, row.id)));
      await insertInvoiceLines(tx, ctx.companyId, row.id, totals);
    }
    await auditUpdate(tx, ctx, 'invoice', row.id, row.invoiceNumber, { before: found, after: input });
  });
  return findInvoice(db, ctx.companyId, found.id);
}

/** Issues a Draft invoice: Unpaid, posted, stock out. */
export async function issueInvoice(db: Database, ctx: RequestContext, idOrNumber: string) {
  const found = await findInvoice(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, ctx.companyId, found.id);
    if (row?.status !== 'Draft') throw invalidState('Only a Draft invoice can be issued');
    await issueLockedInvoice(tx, ctx, await retaxDraftInvoice(tx, row));
    await auditUpdate(tx, ctx, 'invoice', row.id, `${row.invoiceNumber} issued`);
  });
  return findInvoice(db, ctx.companyId, found.id);
}
