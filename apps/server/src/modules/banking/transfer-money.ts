import type { BankTransferCreate, BankTransferVoid } from '@tawi/contracts';
import { bankAccounts, bankTransfers, type Database, type Executor } from '@tawi/db';
import { bankTransferPosting, formatKes, Money } from '@tawi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { AppError, fieldError, invalidState } from '../../platform/app-error';
import { auditCreate, auditUpdate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { liveOf, ofCompany } from '../../platform/company-rows';
import { nextDocumentNumber } from '../../platform/counters';
import { linkPostedEntry } from '../../platform/entry-link';
import { lockedRow } from '../../platform/locked-row';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { correctionDate, postDocument, postReversal } from '../ledger';
import { findBankTransfer } from './bank-transfers.repo';

/** Both accounts, locked (in id order, so two transfers between the same pair cannot deadlock). */
async function lockAccounts(tx: Executor, companyId: string, ids: readonly string[]) {
  const rows = await tx
    .select()
    .from(bankAccounts)
    .where(liveOf(bankAccounts, companyId, inArray(bankAccounts.id, [...ids])))
    .orderBy(asc(bankAccounts.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Moves money between two accounts (cash banked, M-Pesa swept to the bank, cash sent to another
 * branch's bank): numbered BT-nnnn, one posted entry (`bankTransferPosting`: debit the receiving
 * account, credit the paying one; between two branches through the inter-branch account), in one
 * transaction.
 * Cash and M-Pesa cannot go below zero (postEntry refuses with 422 `insufficient-funds`).
 */
export async function transferMoney(db: Database, ctx: RequestContext, input: BankTransferCreate) {
  if (input.fromBankAccountId === input.toBankAccountId) {
    throw fieldError('toBankAccountId', 'Choose another account than the one the money leaves');
  }
  const id = await db.transaction(async (tx) => {
    const accounts = await lockAccounts(tx, ctx.companyId, [input.fromBankAccountId, input.toBankAccountId]);
    const from = accounts.get(input.fromBankAccountId);
    const to = accounts.get(input.toBankAccountId);
    if (!from) throw fieldError('fromBankAccountId', 'No such account');
    if (!to) throw fieldError('toBankAccountId', 'No such account');
    assertRecordBranch(ctx, from);
    assertRecordBranch(ctx, to);
    if (!from.isActive || !to.isActive) {
      throw fieldError(from.isActive ? 'toBankAccountId' : 'fromBankAccountId', 'This account is inactive');
    }
    const transferNumber = await nextDocumentNumber(tx, ctx.companyId, 'BT');
    const row = await tx
      .insert(bankTransfers)
      .values({
        companyId: ctx.companyId,
        branchId: from.branchId,
        transferNumber,
        fromBankAccountId: from.id,
        toBankAccountId: to.id,
        amount: Money.of(input.amount).toFixed(),
        date: input.date,
        reference: input.reference ?? null,
        notes: input.notes ?? null,
        createdBy: ctx.userId,
      })
      .returning()
      .then(returnedRow('bank transfer insert'));
    const description = `Transfer ${transferNumber}: ${from.name} to ${to.name}`;
    const entry = await postDocument(tx, ctx, {
      branchId: from.branchId,
      date: input.date,
      memo: input.reference ? `${description} (${input.reference})` : description,
      source: { type: 'bank-transfer', id: row.id },
      lines: bankTransferPosting({
        from: { ledgerAccountId: from.accountId, branchId: from.branchId },
        to: { ledgerAccountId: to.accountId, branchId: to.branchId },
        amount: input.amount,
        description,
      }),
    });
    await linkPostedEntry(tx, ctx.companyId, bankTransfers, row.id, entry.id);
    const summary = `${transferNumber}: ${formatKes(input.amount)} from ${from.name} to ${to.name}`;
    await auditCreate(tx, ctx, 'bank-transfer', row.id, summary, input);
    return row.id;
  });
  return findBankTransfer(db, ctx.companyId, id);
}

/**
 * Voids a transfer with a reversing entry dated `input.date` (see correctionDate); the money must
 * still be in the receiving account when it is cash or M-Pesa (postEntry checks). A voided one is 409.
 */
export async function voidBankTransfer(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: BankTransferVoid,
) {
  const { reason } = input;
  await db.transaction(async (tx) => {
    const transfer = await lockedRow(tx, ctx.companyId, bankTransfers, id);
    if (!transfer) throw new AppError('not-found', 'Transfer not found');
    assertRecordBranch(ctx, transfer);
    if (transfer.status === 'Voided') throw invalidState(`${transfer.transferNumber} is already void`);
    const date = await correctionDate(
      tx,
      ctx.companyId,
      { date: transfer.date, label: transfer.transferNumber },
      input.date,
    );
    await lockAccounts(tx, ctx.companyId, [transfer.fromBankAccountId, transfer.toBankAccountId]);
    if (!transfer.entryId) throw new Error(`transfer ${transfer.transferNumber} has no posting`);
    const reversal = await postReversal(tx, ctx, {
      entryId: transfer.entryId,
      branchId: transfer.branchId,
      date,
      memo: `Void of transfer ${transfer.transferNumber}: ${reason}`,
      source: { type: 'bank-transfer-void', id: transfer.id },
    });
    const now = new Date();
    await tx
      .update(bankTransfers)
      .set({ status: 'Voided', voidEntryId: reversal.id, voidedAt: now, voidReason: reason, updatedAt: now })
      .where(ofCompany(bankTransfers, ctx.companyId, eq(bankTransfers.id, id)));
    await auditUpdate(tx, ctx, 'bank-transfer', id, `${transfer.transferNumber} voided: ${reason}`);
  });
  return findBankTransfer(db, ctx.companyId, id);
}
