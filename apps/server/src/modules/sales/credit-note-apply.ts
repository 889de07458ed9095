import type { CreditNoteApply } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { Money, todayIn } from '@tawi/domain';
import { auditUpdate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { assertCredit, assertOnOrAfter, assertOwes } from './credit-checks';
import { findCreditNote } from './credit-notes.repo';
import { lockCreditNote, postCreditApplied, spendCredit } from './customer-credit';
import { lockInvoices } from './receive-payment';

/**
 * Applies a credit note's unapplied part to issued invoices of its customer (its own too, should it
 * owe again): each at most what the invoice owes (422 `allocation-exceeds-outstanding`), in all at
 * most the unapplied part (422 `insufficient-credit`). Posts customer credits against receivables;
 * the invoices' amountCredited and status follow. The note, then the invoices, are locked.
 */
export async function applyCreditNote(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: CreditNoteApply,
) {
  const found = await findCreditNote(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  const date = input.date ?? todayIn();
  assertOnOrAfter(date, found);
  await db.transaction(async (tx) => {
    const note = await lockCreditNote(tx, ctx.companyId, found.id);
    const refs = input.invoices.map((i) => i.invoiceId);
    const locked = await lockInvoices(tx, ctx.companyId, note.customerId, refs);
    const wanted = Money.sum(input.invoices.map((i) => Money.of(i.amount)));
    assertCredit(Money.of(note.unapplied), wanted, `${note.creditNoteNumber} holds`);
    const sources = [{ kind: 'note' as const, row: note }];
    for (const [i, allocation] of input.invoices.entries()) {
      const inv = locked[i];
      if (!inv) continue;
      assertOwes(inv, allocation.amount, i);
      await spendCredit(tx, ctx, sources, inv, Money.of(allocation.amount), date);
    }
    const numbers = [...new Set(locked.map((inv) => inv.invoiceNumber))].join(', ');
    const memo = `${note.creditNoteNumber} applied to ${numbers}`;
    await postCreditApplied(tx, ctx, {
      branchId: note.branchId,
      date,
      customerId: note.customerId,
      amount: wanted,
      memo,
      source: { type: 'credit-note-apply', id: note.id },
    });
    await auditUpdate(tx, ctx, 'credit-note', note.id, memo, { after: input });
  });
  return findCreditNote(db, ctx.companyId, found.id);
}
