import {
  creditNoteAllocations,
  creditNotes,
  customerReceipts,
  type Executor,
  invoices,
  receiptAllocations,
} from '@tawi/db';
import { creditAppliedPosting, Money, settledStatus } from '@tawi/domain';
import { asc, eq, gt } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { ofCompany } from '../../platform/company-rows';
import { lockedRow } from '../../platform/locked-row';
import type { RequestContext } from '../../platform/request-context';
import { postDocument } from '../ledger';

type InvoiceRow = typeof invoices.$inferSelect;
type NoteRow = typeof creditNotes.$inferSelect;
type ReceiptRow = typeof customerReceipts.$inferSelect;

/** Held customer credit: a receipt's remainder or a credit note's unapplied part. */
export type CreditSource = { kind: 'receipt'; row: ReceiptRow } | { kind: 'note'; row: NoteRow };

const heldBy = (s: CreditSource) => Money.of(s.kind === 'receipt' ? s.row.unallocated : s.row.unapplied);

/**
 * Moves a locked invoice's receipts (`paid`) and credits (`credited`) by the given amounts; its
 * status follows. The row object is updated too, so later checks in the transaction see it.
 */
export async function settleInvoice(
  tx: Executor,
  companyId: string,
  invoice: InvoiceRow,
  change: { paid?: Money; credited?: Money },
) {
  const paid = Money.of(invoice.amountPaid).plus(change.paid ?? 0);
  const credited = Money.of(invoice.amountCredited).plus(change.credited ?? 0);
  invoice.amountPaid = paid.toFixed();
  invoice.amountCredited = credited.toFixed();
  invoice.status = settledStatus(invoice.total, paid.plus(credited));
  await tx
    .update(invoices)
    .set({
      amountPaid: invoice.amountPaid,
      amountCredited: invoice.amountCredited,
      status: invoice.status,
      updatedAt: new Date(),
    })
    .where(ofCompany(invoices, companyId, eq(invoices.id, invoice.id)));
}

/** A credit note row, locked (concurrent applies and refunds queue here), or 404. */
export async function lockCreditNote(tx: Executor, companyId: string, id: string) {
  const note = await lockedRow(tx, companyId, creditNotes, id);
  if (!note) throw notFound('Credit note');
  return note;
}

/**
 * The customer's held credit, oldest first (by date, receipts before notes on a day), locked:
 * completed receipts with a remainder, then credit notes with an unapplied part. Credit is locked
 * before invoices everywhere, so these never deadlock with a receipt void or a note's apply.
 */
export async function lockCustomerCredit(tx: Executor, companyId: string, customerId: string) {
  const receipts = await tx
    .select()
    .from(customerReceipts)
    .where(
      ofCompany(
        customerReceipts,
        companyId,
        eq(customerReceipts.customerId, customerId),
        eq(customerReceipts.status, 'Completed'),
        gt(customerReceipts.unallocated, '0'),
      ),
    )
    .orderBy(asc(customerReceipts.date), asc(customerReceipts.receiptNumber))
    .for('update');
  const notes = await tx
    .select()
    .from(creditNotes)
    .where(
      ofCompany(
        creditNotes,
        companyId,
        eq(creditNotes.customerId, customerId),
        gt(creditNotes.unapplied, '0'),
      ),
    )
    .orderBy(asc(creditNotes.date), asc(creditNotes.creditNoteNumber))
    .for('update');
  const sources: CreditSource[] = [
    ...receipts.map((row) => ({ kind: 'receipt' as const, row })),
    ...notes.map((row) => ({ kind: 'note' as const, row })),
  ];
  // A stable sort keeps receipts before notes of the same day.
  return sources.sort((a, b) => a.row.date.localeCompare(b.row.date));
}

export const creditHeld = (sources: readonly CreditSource[]) => Money.sum(sources.map(heldBy));

/**
 * Uses `amount` of the sources (in their order) on a locked invoice: each use is an allocation of
 * the receipt (the invoice's amountPaid) or of the credit note (its amountCredited), and the
 * source's remainder goes down by it.
 */
export async function spendCredit(
  tx: Executor,
  ctx: RequestContext,
  sources: readonly CreditSource[],
  invoice: InvoiceRow,
  amount: Money,
  date: string,
) {
  let need = amount;
  for (const source of sources) {
    if (!need.isPositive()) break;
    const held = heldBy(source);
    const take = need.lt(held) ? need : held;
    if (!take.isPositive()) continue;
    need = need.minus(take);
    const left = held.minus(take).toFixed();
    if (source.kind === 'receipt') {
      source.row.unallocated = left;
      await tx
        .update(customerReceipts)
        .set({ unallocated: left })
        .where(ofCompany(customerReceipts, ctx.companyId, eq(customerReceipts.id, source.row.id)));
      await tx.insert(receiptAllocations).values({
        companyId: ctx.companyId,
        receiptId: source.row.id,
        invoiceId: invoice.id,
        amount: take.toFixed(),
      });
      await settleInvoice(tx, ctx.companyId, invoice, { paid: take });
    } else {
      source.row.unapplied = left;
      await tx
        .update(creditNotes)
        .set({ unapplied: left, updatedAt: new Date() })
        .where(ofCompany(creditNotes, ctx.companyId, eq(creditNotes.id, source.row.id)));
      await tx.insert(creditNoteAllocations).values({
        companyId: ctx.companyId,
        creditNoteId: source.row.id,
        invoiceId: invoice.id,
        amount: take.toFixed(),
        date,
        createdBy: ctx.userId,
      });
      await settleInvoice(tx, ctx.companyId, invoice, { credited: take });
    }
  }
}

/** Held credit used on invoices, posted as `creditAppliedPosting` returns it. */
export async function postCreditApplied(
  tx: Executor,
  ctx: RequestContext,
  p: {
    branchId: string;
    date: string;
    customerId: string;
    amount: Money;
    memo: string;
    source: { type: string; id: string };
  },
) {
  return postDocument(tx, ctx, {
    branchId: p.branchId,
    date: p.date,
    memo: p.memo,
    source: p.source,
    lines: creditAppliedPosting({
      branchId: p.branchId,
      customerId: p.customerId,
      amount: p.amount,
      description: p.memo,
    }),
  });
}
