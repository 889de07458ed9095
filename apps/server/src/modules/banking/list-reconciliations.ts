import type { Page, Reconciliation, ReconciliationListQuery } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { matches, pageOf } from '../../platform/paging';
import type { RequestContext } from '../../platform/request-context';
import { statusOf, toRecord } from './reconciliation-record';
import { listRows } from './reconciliations.repo';

/**
 * Reconciliations of the accounts of the branch in scope (`branchId`, checked by the route's contract), newest statement first (or sorted by
 * `statementDate` / `accountName`), filtered by account, status and a search of the account's name
 * and number. A branch has a reconciliation a month per account, so one page is cut in memory and
 * only its rows get their figures.
 */
export async function listReconciliations(
  db: Executor,
  ctx: RequestContext,
  branchId: string,
  q: ReconciliationListQuery,
): Promise<Page<Reconciliation>> {
  const rows = await listRows(db, ctx.companyId, [branchId]);
  const chosen = rows.filter(
    (r) =>
      (!q.bankAccountId || r.bankAccountId === q.bankAccountId) &&
      (!q.status || statusOf(r) === q.status) &&
      matches(r, q.search, ['accountName', 'accountNumber']),
  );
  const page = pageOf(chosen, q, ['statementDate', 'accountName']);
  const items = await Promise.all(page.items.map((r) => toRecord(db, ctx.companyId, r)));
  return { ...page, items };
}
