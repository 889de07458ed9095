import type { Reconciliation, ReconciliationDetail, ReconciliationItem } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { Money } from '@tawi/domain';
import { assertRecordBranch } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import {
  bookBalance,
  clearedBalance,
  findReconciliation,
  type ItemLine,
  itemLines,
  lastReconciled,
  type ReconciliationRow,
} from './reconciliations.repo';

export function statusOf(
  r: Pick<ReconciliationRow, 'reconciledAt' | 'matchedCount'>,
): Reconciliation['status'] {
  if (r.reconciledAt) return 'Reconciled';
  return r.matchedCount > 0 ? 'In Progress' : 'Pending';
}

/** The figures of one reconciliation: statement, books, cleared lines and their difference. */
export async function toRecord(
  db: Executor,
  companyId: string,
  r: ReconciliationRow,
): Promise<Reconciliation> {
  const [book, cleared, previous] = await Promise.all([
    bookBalance(db, companyId, r.ledgerAccountId, r.statementDate),
    clearedBalance(db, companyId, r),
    lastReconciled(db, companyId, r.bankAccountId, r.statementDate),
  ]);
  const statement = Money.of(r.statementBalance);
  return {
    id: r.id,
    bankAccountId: r.bankAccountId,
    accountName: r.accountName,
    accountNumber: r.accountNumber,
    branchId: r.branchId,
    statementDate: r.statementDate,
    statementBalance: statement.toNumber(),
    bookBalance: Money.of(book).toNumber(),
    clearedBalance: Money.of(cleared).toNumber(),
    difference: statement.minus(cleared).toNumber(),
    status: statusOf(r),
    matchedCount: r.matchedCount,
    lastReconciled: previous?.statementDate ?? null,
    reconciledAt: r.reconciledAt?.toISOString() ?? null,
    reconciledBy: r.reconciledAt ? r.reconciledBy : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toItem(line: ItemLine, reconciliationId: string): ReconciliationItem {
  const net = Money.of(line.debit).minus(line.credit);
  const matched = line.reconciliationId === reconciliationId;
  return {
    lineId: line.lineId,
    transactionDate: line.date,
    reference: line.number,
    description: line.description,
    type: net.isNegative() ? 'Withdrawal' : 'Deposit',
    amount: net.abs().toNumber(),
    status: matched ? 'Matched' : 'Unmatched',
    statementReference: matched ? line.statementReference : null,
    manual: matched && line.isManual === true,
    notes: matched ? line.notes : null,
  };
}

/** The reconciliation with the lines it shows (see `itemLines`). */
export async function getReconciliation(
  db: Executor,
  ctx: RequestContext,
  id: string,
): Promise<ReconciliationDetail> {
  const row = await findReconciliation(db, ctx.companyId, id);
  assertRecordBranch(ctx, row);
  const [record, lines] = await Promise.all([
    toRecord(db, ctx.companyId, row),
    itemLines(db, ctx.companyId, row),
  ]);
  return { ...record, items: lines.map((l) => toItem(l, row.id)) };
}
