import type { CreditNoteCreate } from '@tawi/contracts';
import {
  creditNoteAllocations,
  creditNoteLines,
  creditNotes,
  type Database,
  type Executor,
  invoiceLines,
} from '@tawi/db';
import { creditNotePosting, invoiceOutstanding, Money } from '@tawi/domain';
import { asc, eq } from 'drizzle-orm';
import { invalidState } from '../../platform/app-error';
import { auditCreate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { nextDocumentNumber } from '../../platform/counters';
import { linkPostedEntry } from '../../platform/entry-link';
import { markFiguresChanged } from '../../platform/figures-version';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { addStock } from '../inventory';
import { correctionDate, postDocument } from '../ledger';
import { assertVatPeriodOpen } from '../tax';
import { creditedQty, creditLines } from './credit-note-lines';
import { findCreditNote } from './credit-notes.repo';
import { settleInvoice } from './customer-credit';
import { lineValues, type salesTotals, salesTotalsColumns, salesTotalsOn } from './invoice-lines';
import { findInvoice } from './invoices.repo';
import { lockInvoice } from './issue-invoice';
import { queueCreditNoteEtims } from './sales-etims';

type Credited = ReturnType<typeof creditLines>;

/** The note's lines, and its stocked lines back into the branch at the cost they left with. */
async function writeLines(
  tx: Executor,
  ctx: RequestContext,
  note: { id: string; number: string; branchId: string; date: string; returnStock: boolean },
  credited: Credited,
  totals: ReturnType<typeof salesTotals>,
): Promise<Money> {
  const values = lineValues(totals);
  for (const [i, c] of credited.entries()) {
    const row = values[i];
    if (!row) continue;
    const back = note.returnStock && c.line.productId ? c.cost : null;
    await tx.insert(creditNoteLines).values({
      ...row,
      companyId: ctx.companyId,
      creditNoteId: note.id,
      invoiceLineNo: c.line.lineNo,
      costValue: back?.toFixed() ?? null,
    });
  }
  const stocked = credited.filter((c) => note.returnStock && c.line.productId);
  stocked.sort((a, b) => String(a.line.productId).localeCompare(String(b.line.productId)));
  let returned = Money.zero();
  for (const c of stocked) {
    await addStock(
      tx,
      ctx,
      {
        productId: c.line.productId ?? '',
        branchId: note.branchId,
        kind: 'return',
        date: note.date,
        source: { type: 'credit-note', id: note.id, number: note.number },
      },
      { qty: c.input.qty, value: c.cost.toFixed() },
    );
    returned = returned.plus(c.cost);
  }
  return returned;
}

type LockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;

/** The invoice to credit, locked, with its lines: 422 unless it is issued and not void. */
async function loadInvoiceToCredit(tx: Executor, ctx: RequestContext, invoiceId: string) {
  const invoice = await lockInvoice(tx, ctx.companyId, invoiceId);
  if (!invoice || invoice.status === 'Draft' || invoice.status === 'Void') {
    throw invalidState('Only an issued invoice can be credited');
  }
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(ofCompany(invoiceLines, ctx.companyId, eq(invoiceLines.invoiceId, invoice.id)))
    .orderBy(asc(invoiceLines.lineNo));
  return { invoice, lines };
}

/** The note's figures: what it credits, how much goes to the invoice (applied) and the rest (excess). */
async function creditFigures(tx: Executor, ctx: RequestContext, invoice: LockedInvoice, credited: Credited) {
  // VAT as the invoice charged it: a note on an invoice from before the VAT registration has none
  const inputs = credited.map((c) => c.input);
  const totals = await salesTotalsOn(tx, ctx.companyId, invoice.date, inputs);
  const owed = invoiceOutstanding(invoice.total, invoice.amountPaid, invoice.amountCredited);
  const applied = totals.total.lt(owed) ? totals.total : owed;
  const excess = totals.total.minus(applied);
  return { totals, applied, excess };
}

type CreditFigures = Awaited<ReturnType<typeof creditFigures>>;

/** The note CN-nnnn, its totals and its unapplied part (the excess) as `head` says. */
async function insertCreditNote(
  tx: Executor,
  ctx: RequestContext,
  invoice: LockedInvoice,
  input: CreditNoteCreate,
  head: { number: string; date: string; figures: CreditFigures },
) {
  const note = await tx
    .insert(creditNotes)
    .values({
      companyId: ctx.companyId,
      branchId: invoice.branchId,
      creditNoteNumber: head.number,
      invoiceId: invoice.id,
      customerId: invoice.customerId,
      date: head.date,
      reason: input.reason ?? null,
      returnStock: input.returnStock,
      ...salesTotalsColumns(head.figures.totals),
      unapplied: head.figures.excess.toFixed(),
      createdBy: ctx.userId,
    })
    .returning()
    .then(returnedRow('credit note insert'));
  return note;
}

/** The applied part goes to the invoice: an allocation, and the invoice's amount credited. */
async function applyToInvoice(
  tx: Executor,
  ctx: RequestContext,
  invoice: LockedInvoice,
  note: { id: string; date: string },
  applied: Money,
) {
  if (!applied.isPositive()) return;
  await tx.insert(creditNoteAllocations).values({
    companyId: ctx.companyId,
    creditNoteId: note.id,
    invoiceId: invoice.id,
    amount: applied.toFixed(),
    date: note.date,
    createdBy: ctx.userId,
  });
  await settleInvoice(tx, ctx.companyId, invoice, { credited: applied });
}

/** Posts what `creditNotePosting` returns (nothing to post: the figures still change) and links the entry. */
async function postCreditNote(
  tx: Executor,
  ctx: RequestContext,
  invoice: LockedInvoice,
  note: { id: string; number: string; date: string },
  posted: { figures: CreditFigures; returned: Money },
) {
  const { totals, applied, excess } = posted.figures;
  const drafts = creditNotePosting({
    number: note.number,
    branchId: invoice.branchId,
    customerId: invoice.customerId,
    subtotal: totals.subtotal,
    taxTotal: totals.taxTotal,
    applied,
    excess,
    returnedCost: posted.returned,
  });
  if (drafts.length === 0) await markFiguresChanged(tx, ctx.companyId); // see month-figures.ts
  const entry =
    drafts.length === 0
      ? null
      : await postDocument(tx, ctx, {
          branchId: invoice.branchId,
          date: note.date,
          memo: `Credit note ${note.number} on ${invoice.invoiceNumber}`,
          source: { type: 'credit-note', id: note.id },
          lines: drafts,
        });
  await linkPostedEntry(tx, ctx.companyId, creditNotes, note.id, entry?.id ?? null);
}

/**
 * A credit note, CN-nnnn, against an issued invoice: lines no more than invoiced (less what earlier
 * notes credited: 422 `credit-exceeds-invoiced`). It goes to the invoice up to what the invoice
 * still owes (an allocation); the excess (all of it on a paid invoice) is held as customer credit,
 * the note's `unapplied`, to apply to other invoices or refund. Posts what `creditNotePosting`
 * returns: sales returns and VAT output against the customer's receivables (the applied part) and
 * customer credits (the excess); with `returnStock`, stocked lines come back at the cost they left
 * with (inventory against cost of sales). Dated `input.date` (see correctionDate: not before the invoice), in a month whose VAT
 * return is not filed (422 `vat-period-filed`). One transaction: invoice lock, stock, journal.
 */
export async function createCreditNote(db: Database, ctx: RequestContext, input: CreditNoteCreate) {
  const found = await findInvoice(db, ctx.companyId, input.invoiceId);
  assertRecordBranch(ctx, found);
  const id = await db.transaction(async (tx) => {
    const { invoice, lines } = await loadInvoiceToCredit(tx, ctx, found.id);
    const credited = creditLines(input, lines, await creditedQty(tx, ctx.companyId, invoice.id));
    const figures = await creditFigures(tx, ctx, invoice, credited);
    const date = await correctionDate(
      tx,
      ctx.companyId,
      { date: invoice.date, label: invoice.invoiceNumber },
      input.date,
    );
    await assertVatPeriodOpen(tx, ctx.companyId, date);
    const number = await nextDocumentNumber(tx, ctx.companyId, 'CN');
    const note = await insertCreditNote(tx, ctx, invoice, input, { number, date, figures });
    const returned = await writeLines(
      tx,
      ctx,
      { id: note.id, number, branchId: invoice.branchId, date, returnStock: input.returnStock },
      credited,
      figures.totals,
    );
    await applyToInvoice(tx, ctx, invoice, { id: note.id, date }, figures.applied);
    await postCreditNote(tx, ctx, invoice, { id: note.id, number, date }, { figures, returned });
    await queueCreditNoteEtims(tx, ctx, invoice, note);
    await auditCreate(tx, ctx, 'credit-note', note.id, number, input);
    return note.id;
  });
  return findCreditNote(db, ctx.companyId, id);
}
