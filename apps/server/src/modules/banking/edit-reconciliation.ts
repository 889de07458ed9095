import type { ReconciliationUpdate } from '@tawi/contracts';
import { type Database, journalEntries, journalLines, reconciliationItems, reconciliations } from '@tawi/db';
import { formatDate, Money } from '@tawi/domain';
import { eq, gt, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { changeOpenReconciliation, lockOpenReconciliation } from './open-reconciliation';
import { assertStatementDate } from './statement-dates';

/**
 * Changes the statement's date or balance. Lines matched earlier that fall after a new, earlier date
 * are unmatched in the same transaction.
 */
export async function updateReconciliation(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: ReconciliationUpdate,
) {
  return changeOpenReconciliation(db, ctx, id, async (tx, before) => {
    const statementDate = input.statementDate ?? before.statementDate;
    if (statementDate !== before.statementDate) {
      await assertStatementDate(tx, ctx.companyId, before.bankAccountId, statementDate);
      const later = tx
        .select({ id: journalLines.id })
        .from(journalLines)
        .innerJoin(journalEntries, keyedJoin(journalEntries, journalLines, journalLines.entryId))
        .where(ofCompany(journalLines, ctx.companyId, gt(journalEntries.date, statementDate)));
      await tx
        .delete(reconciliationItems)
        .where(
          ofCompany(
            reconciliationItems,
            ctx.companyId,
            eq(reconciliationItems.reconciliationId, id),
            inArray(reconciliationItems.journalLineId, later),
          ),
        );
    }
    const statementBalance =
      input.statementBalance === undefined
        ? before.statementBalance
        : Money.of(input.statementBalance).toFixed();
    await tx
      .update(reconciliations)
      .set({ statementDate, statementBalance, updatedAt: new Date() })
      .where(ofCompany(reconciliations, ctx.companyId, eq(reconciliations.id, id)));
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'reconciliation',
      entityId: id,
      summary: `${before.accountName} as at ${formatDate(statementDate)}`,
      before: { statementDate: before.statementDate, statementBalance: before.statementBalance },
      after: { statementDate, statementBalance },
    });
  });
}

/**
 * Discards an unfinished reconciliation: its matches are let go (the lines are uncleared again; entries
 * it posted from the statement stay in the books) and it leaves the lists.
 */
export async function discardReconciliation(db: Database, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockOpenReconciliation(tx, ctx, id);
    await tx
      .delete(reconciliationItems)
      .where(ofCompany(reconciliationItems, ctx.companyId, eq(reconciliationItems.reconciliationId, id)));
    await tx
      .update(reconciliations)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(ofCompany(reconciliations, ctx.companyId, eq(reconciliations.id, id)));
    await recordAudit(tx, ctx, {
      action: 'delete',
      entity: 'reconciliation',
      entityId: id,
      summary: `${before.accountName} as at ${formatDate(before.statementDate)}`,
      before: { statementDate: before.statementDate, statementBalance: before.statementBalance },
    });
  });
}
