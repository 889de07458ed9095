import type { CreditNoteRefund } from '@tawi/contracts';
import { creditNoteRefunds, creditNotes, type Database, type Executor } from '@tawi/db';
import { creditNoteRefundPosting, Money } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { linkPostedEntry } from '../../platform/entry-link';
import { claimMpesaReference } from '../../platform/mpesa-references';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { correctionDate, postDocument, usableBankAccount } from '../ledger';
import { findCreditNote } from './credit-notes.repo';
import { lockCreditNote } from './customer-credit';

type LockedNote = Awaited<ReturnType<typeof lockCreditNote>>;
type Bank = Awaited<ReturnType<typeof usableBankAccount>>;

/** What the note holds to refund: 422 `refund-exceeds-credit` when the amount is more. */
function assertRefundable(note: LockedNote, amount: Money): Money {
  const held = Money.of(note.unapplied);
  if (amount.gt(held)) {
    throw new AppError(
      'refund-exceeds-credit',
      `${note.creditNoteNumber} holds only ${held.toFixed()} to refund`,
      { credit: held.toNumber(), fields: { amount: `At most ${held.toFixed()}` } },
    );
  }
  return held;
}

/** The refund row, its M-Pesa reference claimed. */
async function insertRefund(
  tx: Executor,
  ctx: RequestContext,
  note: LockedNote,
  input: CreditNoteRefund,
  paid: { bank: Bank; date: string; amount: Money },
) {
  const refund = await tx
    .insert(creditNoteRefunds)
    .values({
      companyId: ctx.companyId,
      creditNoteId: note.id,
      amount: paid.amount.toFixed(),
      date: paid.date,
      method: input.method,
      reference: input.reference ?? null,
      bankAccountId: paid.bank.id,
      createdBy: ctx.userId,
    })
    .returning()
    .then(returnedRow('refund insert'));
  await claimMpesaReference(tx, ctx.companyId, refund, {
    type: 'credit-note-refund',
    id: refund.id,
    number: note.creditNoteNumber,
  });
  return refund;
}

/** Customer credits against the account's ledger account; the entry linked to the refund. */
async function postRefund(
  tx: Executor,
  ctx: RequestContext,
  note: LockedNote & { customerName: string },
  refund: { id: string },
  paid: { bank: Bank; date: string; amount: Money },
) {
  const n = note.creditNoteNumber;
  const entry = await postDocument(tx, ctx, {
    branchId: note.branchId,
    date: paid.date,
    memo: `Refund of ${n} to ${note.customerName}`,
    source: { type: 'credit-note-refund', id: note.id },
    lines: creditNoteRefundPosting({
      number: n,
      branchId: note.branchId,
      customerId: note.customerId,
      bankLedgerAccountId: paid.bank.accountId,
      amount: paid.amount,
    }),
  });
  await linkPostedEntry(tx, ctx.companyId, creditNoteRefunds, refund.id, entry.id);
}

/**
 * Pays (part of) a credit note's unapplied part back to the customer out of a bank, cash or M-Pesa
 * account on `input.date` (see correctionDate): at most what is unapplied (422 `refund-exceeds-credit`; the note is locked, so refunds
 * at once cannot together pay out more). Posts customer credits (the customer's) against the
 * account's ledger account; the note's unapplied goes down and refunded up. Returns the note.
 */
export async function refundCreditNote(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: CreditNoteRefund,
) {
  const found = await findCreditNote(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  const bank = await usableBankAccount(db, ctx.companyId, input.bankAccountId);
  await db.transaction(async (tx) => {
    const note = await lockCreditNote(tx, ctx.companyId, found.id);
    const date = await correctionDate(
      tx,
      ctx.companyId,
      { date: note.date, label: note.creditNoteNumber },
      input.date,
    );
    const amount = Money.of(input.amount);
    const held = assertRefundable(note, amount);
    const paid = { bank, date, amount };
    const refund = await insertRefund(tx, ctx, note, input, paid);
    await postRefund(tx, ctx, { ...note, customerName: found.customerName }, refund, paid);
    await tx
      .update(creditNotes)
      .set({
        unapplied: held.minus(amount).toFixed(),
        refunded: Money.of(note.refunded).plus(amount).toFixed(),
        updatedAt: new Date(),
      })
      .where(ofCompany(creditNotes, ctx.companyId, eq(creditNotes.id, note.id)));
    const summary = `${note.creditNoteNumber} refunded ${amount.toFixed()}`;
    await auditUpdate(tx, ctx, 'credit-note', note.id, summary, { after: input });
  });
  return findCreditNote(db, ctx.companyId, found.id);
}
