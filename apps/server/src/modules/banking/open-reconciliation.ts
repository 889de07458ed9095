import type { Database, Executor } from '@tawi/db';
import { formatDate } from '@tawi/domain';
import { invalidState } from '../../platform/app-error';
import { assertRecordBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { getReconciliation } from './reconciliation-record';
import { findReconciliation, type ReconciliationRow } from './reconciliations.repo';

/**
 * The reconciliation locked for this transaction, reachable by the user and not finished: every
 * change to one goes through here, so changes to one reconciliation run one after another.
 */
export async function lockOpenReconciliation(
  tx: Executor,
  ctx: RequestContext,
  id: string,
): Promise<ReconciliationRow> {
  const row = await findReconciliation(tx, ctx.companyId, id, { lock: true });
  assertRecordBranch(ctx, row);
  if (row.reconciledAt) {
    throw invalidState(
      `The reconciliation of ${row.accountName} as at ${formatDate(row.statementDate)} is finished: undo it to change it`,
    );
  }
  return row;
}

/**
 * One change to an open reconciliation, in one transaction with the reconciliation locked (see
 * lockOpenReconciliation); the reconciliation as it then stands.
 */
export async function changeOpenReconciliation(
  db: Database,
  ctx: RequestContext,
  id: string,
  change: (tx: Executor, r: ReconciliationRow) => Promise<void>,
) {
  await db.transaction(async (tx) => change(tx, await lockOpenReconciliation(tx, ctx, id)));
  return getReconciliation(db, ctx, id);
}
