import type { Executor } from '@tawi/db';
import { type ProfitAndLoss, profitAndLossOf } from '@tawi/domain';
import type { ReportRange } from './report-range';
import { accountActivity } from './reports.repo';

/** Income, cost of sales, gross profit, expenses and net profit posted from..to (daily balances only). */
export async function profitAndLoss(
  db: Executor,
  companyId: string,
  range: ReportRange,
): Promise<ProfitAndLoss> {
  return profitAndLossOf(await accountActivity(db, companyId, range, { before: false }));
}
