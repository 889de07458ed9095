import type { ReconciliationCreate } from '@tawi/contracts';
import { type Database, reconciliations } from '@tawi/db';
import { formatDate, Money } from '@tawi/domain';
import { fieldError, invalidState } from '../../platform/app-error';
import { auditCreate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { getReconciliation } from './reconciliation-record';
import { lockBankAccount, openReconciliationOf } from './reconciliations.repo';
import { assertStatementDate } from './statement-dates';

/**
 * Starts reconciling a bank, cash or M-Pesa account against a statement. The account row is locked so
 * two requests cannot both start one; an unfinished reconciliation of the account is 409.
 */
export async function startReconciliation(db: Database, ctx: RequestContext, input: ReconciliationCreate) {
  const id = await db.transaction(async (tx) => {
    const account = await lockBankAccount(tx, ctx.companyId, input.bankAccountId);
    if (!account) throw fieldError('bankAccountId', 'No such account');
    assertRecordBranch(ctx, account);
    const open = await openReconciliationOf(tx, ctx.companyId, account.id);
    if (open) {
      throw invalidState(
        `The reconciliation of ${account.name} as at ${formatDate(open.statementDate)} is not finished: finish or discard it first`,
      );
    }
    await assertStatementDate(tx, ctx.companyId, account.id, input.statementDate);
    const row = await tx
      .insert(reconciliations)
      .values({
        companyId: ctx.companyId,
        bankAccountId: account.id,
        statementDate: input.statementDate,
        statementBalance: Money.of(input.statementBalance).toFixed(),
        createdBy: ctx.userId,
      })
      .returning()
      .then(returnedRow('reconciliation insert'));
    const summary = `${account.name} as at ${formatDate(row.statementDate)}`;
    await auditCreate(tx, ctx, 'reconciliation', row.id, summary, row);
    return row.id;
  });
  return getReconciliation(db, ctx, id);
}
