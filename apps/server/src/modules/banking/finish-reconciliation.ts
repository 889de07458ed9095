import { type Database, reconciliations } from '@tawi/db';
import { formatDate, formatKes, Money } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { AppError, invalidState } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { lockOpenReconciliation } from './open-reconciliation';
import { getReconciliation } from './reconciliation-record';
import {
  clearedBalance,
  findReconciliation,
  lastReconciled,
  lockBankAccount,
  openReconciliationOf,
} from './reconciliations.repo';

/**
 * Finishes the reconciliation when the cleared lines add up to the statement balance (422
 * `reconciliation-not-balanced` with the difference otherwise): its matches become cleared for good.
 */
export async function finishReconciliation(db: Database, ctx: RequestContext, id: string) {
  await db.transaction(async (tx) => {
    const r = await lockOpenReconciliation(tx, ctx, id);
    const difference = Money.of(r.statementBalance).minus(await clearedBalance(tx, ctx.companyId, r));
    if (!difference.isZero()) {
      throw new AppError(
        'reconciliation-not-balanced',
        `The statement balance and the cleared balance differ by ${formatKes(difference.abs().toNumber())}`,
        { difference: difference.toNumber() },
      );
    }
    await tx
      .update(reconciliations)
      .set({ reconciledAt: new Date(), reconciledBy: ctx.userId, updatedAt: new Date() })
      .where(ofCompany(reconciliations, ctx.companyId, eq(reconciliations.id, id)));
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'reconciliation',
      entityId: id,
      summary: `${r.accountName} as at ${formatDate(r.statementDate)} reconciled`,
      after: { status: 'Reconciled', statementBalance: r.statementBalance },
    });
  });
  return getReconciliation(db, ctx, id);
}

/**
 * Undoes the account's latest finished reconciliation, so its matches can change: refused (409) for an
 * earlier one, or while another reconciliation of the account is open.
 */
export async function undoReconciliation(db: Database, ctx: RequestContext, id: string) {
  await db.transaction(async (tx) => {
    const found = await findReconciliation(tx, ctx.companyId, id);
    assertRecordBranch(ctx, found);
    await lockBankAccount(tx, ctx.companyId, found.bankAccountId);
    const r = await findReconciliation(tx, ctx.companyId, id, { lock: true });
    if (!r.reconciledAt) throw invalidState('This reconciliation is not finished');
    const latest = await lastReconciled(tx, ctx.companyId, r.bankAccountId);
    if (latest?.id !== id) {
      throw invalidState(
        `Only the latest reconciliation of ${r.accountName} can be undone (${formatDate(latest?.statementDate)})`,
      );
    }
    const open = await openReconciliationOf(tx, ctx.companyId, r.bankAccountId);
    if (open) {
      throw invalidState(
        `The reconciliation of ${r.accountName} as at ${formatDate(open.statementDate)} is open: finish or discard it first`,
      );
    }
    await tx
      .update(reconciliations)
      .set({ reconciledAt: null, reconciledBy: null, updatedAt: new Date() })
      .where(ofCompany(reconciliations, ctx.companyId, eq(reconciliations.id, id)));
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'reconciliation',
      entityId: id,
      summary: `${r.accountName} as at ${formatDate(r.statementDate)} reopened`,
      before: { status: 'Reconciled', reconciledAt: r.reconciledAt, reconciledBy: r.reconciledBy },
    });
  });
  return getReconciliation(db, ctx, id);
}
