import type { CreditNoteCreate, SalesLineInput } from '@tawi/contracts';
import { creditNoteLines, creditNotes, type Database, type Executor, invoiceLines, invoices } from '@tawi/db';
import {
  inventoryValueLines,
  invoiceOutstanding,
  type JournalLineDraft,
  Money,
  settledStatus,
  todayIn,
} from '@tawi/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError, fieldError, invalidState } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { assertBranchAccess } from '../../platform/branch-scope';
import { nextDocumentNumber } from '../../platform/counters';
import type { RequestContext } from '../../platform/request-context';
import { addStock } from '../inventory';
import { postEntry, systemAccountId } from '../ledger';
import { findCreditNote } from './credit-notes.repo';
import { categoryTotalsJson, lineValues, salesTotals, toLineInput } from './invoice-lines';
import { findInvoice } from './invoices.repo';
import { lockInvoice } from './issue-invoice';

type InvoiceLine = typeof invoiceLines.$inferSelect;

/** Quantity already credited per invoice line number. */
async function creditedQty(tx: Executor, companyId: string, invoiceId: string) {
  const rows = await tx
    .select({ lineNo: creditNoteLines.invoiceLineNo, qty: sql<string>`sum(${creditNoteLines.qty})::text` })
    .from(creditNoteLines)
    .innerJoin(
      creditNotes,
      and(
        eq(creditNotes.companyId, creditNoteLines.companyId),
        eq(creditNotes.id, creditNoteLines.creditNoteId),
      ),
    )
    .where(and(eq(creditNoteLines.companyId, companyId), eq(creditNotes.invoiceId, invoiceId)))
    .groupBy(creditNoteLines.invoiceLineNo);
  return new Map(rows.map((r) => [r.lineNo, Money.of(r.qty)]));
}

/** The credited lines: each invoice line's price and tax treatment, the discount pro rata. */
function creditLines(input: CreditNoteCreate, lines: InvoiceLine[], credited: Map<number, Money>) {
  return input.lines.map((c, i) => {
    const line = lines.find((l) => l.lineNo === c.lineNo);
    if (!line) throw fieldError(`lines.${i}.lineNo`, 'Not a line of this invoice');
    const left = Money.of(line.qty).minus(credited.get(line.lineNo) ?? 0);
    if (Money.of(c.qty).gt(left)) {
      throw new AppError(
        'credit-exceeds-invoiced',
        `Line ${line.lineNo} has only ${left.toFixed(3)} left to credit`,
        {
          fields: { [`lines.${i}.qty`]: `At most ${Number(left.toFixed(3))}` },
        },
      );
    }
    credited.set(line.lineNo, Money.of(credited.get(line.lineNo) ?? 0).plus(c.qty));
    const ratio = Money.of(c.qty).dividedBy(line.qty);
    const input: SalesLineInput = {
      ...toLineInput(line),
      qty: c.qty,
      discount: Money.of(line.discount).times(ratio).round().toNumber(),
    };
    return {
      input,
      line,
      cost: Money.of(line.costValue ?? 0)
        .times(ratio)
        .round(),
    };
  });
}

/**
 * A credit note, CN-nnnn, against an issued invoice: lines no more than invoiced (less what earlier
 * notes credited: 422 `credit-exceeds-invoiced`), applied to the invoice (no more than it still
 * owes: 422 `credit-exceeds-outstanding`; refunds are not built yet). Posts sales returns and VAT
 * output against the customer's receivables; with `returnStock`, stocked lines come back at the cost
 * they left with (inventory against cost of sales). One transaction: invoice lock, stock, journal.
 */
export async function createCreditNote(db: Database, ctx: RequestContext, input: CreditNoteCreate) {
  const found = await findInvoice(db, ctx.companyId, input.invoiceId);
  assertBranchAccess(ctx, found.branchId);
  const id = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, ctx.companyId, found.id);
    if (!invoice || invoice.status === 'Draft' || invoice.status === 'Void') {
      throw invalidState('Only an issued invoice can be credited');
    }
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, ctx.companyId), eq(invoiceLines.invoiceId, invoice.id)))
      .orderBy(asc(invoiceLines.lineNo));
    const credited = creditLines(input, lines, await creditedQty(tx, ctx.companyId, invoice.id));
    const totals = salesTotals(credited.map((c) => c.input));
    const left = invoiceOutstanding(invoice.total, invoice.amountPaid, invoice.amountCredited);
    if (totals.total.gt(left)) {
      throw new AppError(
        'credit-exceeds-outstanding',
        `${invoice.invoiceNumber} has only ${left.toFixed()} outstanding`,
        {
          total: totals.total.toNumber(),
          outstanding: left.toNumber(),
        },
      );
    }
    const date = input.date ?? todayIn();
    const number = await nextDocumentNumber(tx, ctx.companyId, 'CN');
    const [note] = await tx
      .insert(creditNotes)
      .values({
        companyId: ctx.companyId,
        branchId: invoice.branchId,
        creditNoteNumber: number,
        invoiceId: invoice.id,
        customerId: invoice.customerId,
        date,
        reason: input.reason ?? null,
        returnStock: input.returnStock,
        subtotal: totals.subtotal.toFixed(),
        taxTotal: totals.taxTotal.toFixed(),
        total: totals.total.toFixed(),
        taxByCategory: categoryTotalsJson(totals),
        createdBy: ctx.userId,
      })
      .returning();
    if (!note) throw new Error('credit note insert returned nothing');
    const values = lineValues(totals);
    let returned = Money.zero();
    for (const [i, c] of credited.entries()) {
      const back = input.returnStock && c.line.productId ? c.cost : null;
      const row = values[i];
      if (!row) continue;
      await tx.insert(creditNoteLines).values({
        ...row,
        companyId: ctx.companyId,
        creditNoteId: note.id,
        invoiceLineNo: c.line.lineNo,
        costValue: back?.toFixed() ?? null,
      });
    }
    const stocked = credited.filter((c) => input.returnStock && c.line.productId);
    stocked.sort((a, b) => String(a.line.productId).localeCompare(String(b.line.productId)));
    for (const c of stocked) {
      await addStock(
        tx,
        ctx,
        {
          productId: c.line.productId ?? '',
          branchId: invoice.branchId,
          kind: 'return',
          date,
          source: { type: 'credit-note', id: note.id, number },
        },
        { qty: c.input.qty, value: c.cost.toFixed() },
      );
      returned = returned.plus(c.cost);
    }
    const [receivable, returns, vatOutput, inventory, cogs] = await Promise.all(
      (['accounts_receivable', 'sales_returns', 'vat_output', 'inventory', 'cost_of_sales'] as const).map(
        (k) => systemAccountId(tx, ctx.companyId, k),
      ),
    );
    const b = invoice.branchId;
    const drafts: JournalLineDraft[] = [
      {
        accountId: returns ?? '',
        branchId: b,
        debit: totals.subtotal.toFixed(),
        credit: 0,
        description: number,
      },
      {
        accountId: vatOutput ?? '',
        branchId: b,
        debit: totals.taxTotal.toFixed(),
        credit: 0,
        description: `VAT on ${number}`,
      },
      {
        accountId: receivable ?? '',
        branchId: b,
        debit: 0,
        credit: totals.total.toFixed(),
        description: number,
        contactId: invoice.customerId,
      },
      ...inventoryValueLines({
        inventoryAccountId: inventory ?? '',
        branchId: b,
        counterAccountId: cogs ?? '',
        value: returned.toFixed(),
        description: `Goods returned on ${number}`,
      }),
    ].filter((l) => !(Money.of(l.debit).isZero() && Money.of(l.credit).isZero()));
    const entry =
      drafts.length === 0
        ? null
        : await postEntry(tx, ctx, {
            branchId: b,
            date: date > invoice.date ? date : invoice.date,
            memo: `Credit note ${number} on ${invoice.invoiceNumber}`,
            source: { type: 'credit-note', id: note.id },
            lines: drafts,
          });
    await tx
      .update(creditNotes)
      .set({ entryId: entry?.id ?? null })
      .where(and(eq(creditNotes.companyId, ctx.companyId), eq(creditNotes.id, note.id)));
    const creditedAmount = Money.of(invoice.amountCredited).plus(totals.total);
    await tx
      .update(invoices)
      .set({
        amountCredited: creditedAmount.toFixed(),
        status: settledStatus(invoice.total, creditedAmount.plus(invoice.amountPaid)),
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, invoice.id)));
    await recordAudit(tx, ctx, {
      action: 'create',
      entity: 'credit-note',
      entityId: note.id,
      summary: number,
      after: input,
    });
    return note.id;
  });
  return findCreditNote(db, ctx.companyId, id);
}
