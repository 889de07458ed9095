import type { ReconciliationEntryCreate } from '@tawi/contracts';
import {
  type Database,
  type Executor,
  journalEntries,
  journalLines,
  reconciliationItems,
  reconciliations,
} from '@tawi/db';
import { formatDate, statementEntryPosting } from '@tawi/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { postDocument } from '../ledger';
import { changeOpenReconciliation, type lockOpenReconciliation } from './open-reconciliation';
import { lastReconciled, type ReconciliationRow } from './reconciliations.repo';

/**
 * One statement line is booked once: a statement reference (any case, spaces around ignored) already
 * on a line of this account, in this reconciliation or an earlier one, is 409 `duplicate-reference`
 * naming the entry that has it. Runs under the reconciliation's lock, and an account has one open
 * reconciliation at a time, so two requests cannot both pass.
 */
async function assertNewStatementLine(
  tx: Executor,
  companyId: string,
  r: ReconciliationRow,
  reference: string,
) {
  const [used] = await tx
    .select({ number: journalEntries.number, date: journalEntries.date })
    .from(reconciliationItems)
    .innerJoin(
      reconciliations,
      keyedJoin(reconciliations, reconciliationItems, reconciliationItems.reconciliationId),
    )
    .innerJoin(journalLines, keyedJoin(journalLines, reconciliationItems, reconciliationItems.journalLineId))
    .innerJoin(journalEntries, keyedJoin(journalEntries, journalLines, journalLines.entryId))
    .where(
      ofCompany(
        reconciliationItems,
        companyId,
        eq(reconciliations.bankAccountId, r.bankAccountId),
        eq(reconciliations.isDeleted, false),
        sql`lower(trim(${reconciliationItems.statementReference})) = ${reference.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  if (!used) return;
  const usedBy = `${used.number} of ${formatDate(used.date)}`;
  throw new AppError('duplicate-reference', `This reference is already used by ${usedBy}`, {
    fields: { statementReference: `${reference} is already on the statement as ${usedBy}` },
  });
}

type OpenReconciliation = Awaited<ReturnType<typeof lockOpenReconciliation>>;

/**
 * 422 unless the line fits the statement: dated on or before it and after the last reconciled one,
 * a reference not used yet, and the other side of the entry not the bank's own account.
 */
async function assertEntryFits(
  tx: Executor,
  ctx: RequestContext,
  r: OpenReconciliation,
  input: ReconciliationEntryCreate,
) {
  if (input.date > r.statementDate) {
    throw fieldError('date', `On or before the statement date, ${formatDate(r.statementDate)}`);
  }
  const last = await lastReconciled(tx, ctx.companyId, r.bankAccountId);
  if (last && input.date <= last.statementDate) {
    throw fieldError('date', `After the last reconciled statement, dated ${formatDate(last.statementDate)}`);
  }
  if (input.statementReference) {
    await assertNewStatementLine(tx, ctx.companyId, r, input.statementReference);
  }
  if (input.accountId === r.ledgerAccountId) {
    throw fieldError('accountId', `Choose the other side of the entry, not ${r.accountName} itself`);
  }
}

/** The posted entry's line on the bank account, matched in the reconciliation with the line's notes. */
async function matchBankLine(
  tx: Executor,
  ctx: RequestContext,
  { r, id }: { r: OpenReconciliation; id: string },
  entryId: string,
  input: ReconciliationEntryCreate,
) {
  const [line] = await tx
    .select({ id: journalLines.id })
    .from(journalLines)
    .where(
      ofCompany(
        journalLines,
        ctx.companyId,
        eq(journalLines.entryId, entryId),
        eq(journalLines.accountId, r.ledgerAccountId),
      ),
    );
  if (!line) throw new Error('posted entry has no line on the bank account');
  await tx.insert(reconciliationItems).values({
    companyId: ctx.companyId,
    journalLineId: line.id,
    reconciliationId: id,
    statementReference: input.statementReference ?? null,
    isManual: true,
    notes: input.notes ?? null,
  });
}

/**
 * A statement line the books lack (bank charges, interest, an M-Pesa fee): posted at once to the
 * account's ledger against `accountId` in the account's branch, and matched with its notes. Dated
 * within this statement: after the last reconciled one, so no finished period's balance moves. A deposit
 * debits the bank; a withdrawal credits it (`statementEntryPosting`). The posting is one ordinary journal entry, reversed like
 * any other if it was wrong.
 */
export async function addStatementEntry(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: ReconciliationEntryCreate,
) {
  return changeOpenReconciliation(db, ctx, id, async (tx, r) => {
    await assertEntryFits(tx, ctx, r, input);
    const entry = await postDocument(tx, ctx, {
      branchId: r.branchId,
      date: input.date,
      memo: `${input.description} (from the statement of ${r.accountName})`,
      source: { type: 'reconciliation', id },
      lines: statementEntryPosting({
        branchId: r.branchId,
        bankLedgerAccountId: r.ledgerAccountId,
        accountId: input.accountId,
        type: input.type,
        amount: input.amount,
        description: input.description,
      }),
    });
    await matchBankLine(tx, ctx, { r, id }, entry.id, input);
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'reconciliation',
      entityId: id,
      summary: `${r.accountName}: ${input.type.toLowerCase()} ${entry.number} added from the statement`,
      after: { ...input, entryNumber: entry.number },
    });
  });
}
