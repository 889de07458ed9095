import type { ReconciliationMatch, ReconciliationUnmatch } from '@tawi/contracts';
import { type Database, type Executor, reconciliationItems } from '@tawi/db';
import { formatDate } from '@tawi/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { AppError, invalidState } from '../../platform/app-error';
import { auditUpdate } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { changeOpenReconciliation } from './open-reconciliation';
import { itemLines, type ReconciliationRow } from './reconciliations.repo';

async function auditMatches(
  tx: Executor,
  ctx: RequestContext,
  r: ReconciliationRow,
  what: 'matched' | 'unmatched',
  lines: number,
) {
  const summary = `${r.accountName} as at ${formatDate(r.statementDate)}: ${lines} line(s) ${what}`;
  await auditUpdate(tx, ctx, 'reconciliation', r.id, summary);
}

/**
 * Ticks lines as on the statement (with the statement's reference, when given; a line already matched
 * here takes the new reference). Each line must be a posted line of the account dated by the statement
 * date; a line another reconciliation cleared is 409. All or nothing.
 */
export async function matchLines(db: Database, ctx: RequestContext, id: string, input: ReconciliationMatch) {
  return changeOpenReconciliation(db, ctx, id, async (tx, r) => {
    const ids = input.lines.map((l) => l.lineId);
    const found = new Map((await itemLines(tx, ctx.companyId, r, ids)).map((l) => [l.lineId, l]));
    const fields: Record<string, string> = {};
    input.lines.forEach((l, i) => {
      const line = found.get(l.lineId);
      if (ids.indexOf(l.lineId) !== i) fields[`lines.${i}.lineId`] = 'Listed twice';
      else if (!line) fields[`lines.${i}.lineId`] = `Not a line of ${r.accountName}`;
      else if (line.date > r.statementDate)
        fields[`lines.${i}.lineId`] = `Dated after the statement (${formatDate(r.statementDate)})`;
    });
    if (Object.keys(fields).length > 0) {
      throw new AppError('validation-error', 'Some lines cannot be matched', { fields });
    }
    const elsewhere = [...found.values()].find((l) => l.reconciliationId && l.reconciliationId !== id);
    if (elsewhere) throw invalidState(`${elsewhere.number} (${elsewhere.description}) is already reconciled`);
    await tx
      .insert(reconciliationItems)
      .values(
        input.lines.map((l) => ({
          companyId: ctx.companyId,
          journalLineId: l.lineId,
          reconciliationId: id,
          statementReference: l.statementReference ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [reconciliationItems.companyId, reconciliationItems.journalLineId],
        set: { statementReference: sql`excluded.statement_reference` },
        setWhere: eq(reconciliationItems.reconciliationId, id),
      });
    await auditMatches(tx, ctx, r, 'matched', input.lines.length);
  });
}

/** Unticks lines matched in this reconciliation; lines not matched here are left as they are. */
export async function unmatchLines(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: ReconciliationUnmatch,
) {
  return changeOpenReconciliation(db, ctx, id, async (tx, r) => {
    const removed = await tx
      .delete(reconciliationItems)
      .where(
        ofCompany(
          reconciliationItems,
          ctx.companyId,
          eq(reconciliationItems.reconciliationId, id),
          inArray(reconciliationItems.journalLineId, input.lineIds),
        ),
      )
      .returning({ lineId: reconciliationItems.journalLineId });
    await auditMatches(tx, ctx, r, 'unmatched', removed.length);
  });
}
