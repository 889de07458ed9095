import type { Executor } from '@tawi/db';
import { type ProfitAndLoss, profitAndLossOf } from '@tawi/domain';
import { toCsv } from './report-output';
import type { ReportRange } from './report-range';
import { accountActivity } from './reports.repo';
import { STATEMENT_HEADER, sectionRows } from './statement-csv';

/** Income, cost of sales, gross profit, expenses and net profit posted from..to (daily balances only). */
export async function profitAndLoss(
  db: Executor,
  companyId: string,
  range: ReportRange,
): Promise<ProfitAndLoss> {
  return profitAndLossOf(await accountActivity(db, companyId, range, { before: false }));
}

export function profitAndLossCsv(pl: ProfitAndLoss): string {
  return toCsv([
    STATEMENT_HEADER,
    ...sectionRows('Income', pl.income),
    ...sectionRows('Cost of sales', pl.costOfSales),
    [null, null, 'Gross profit', pl.grossProfit],
    ...sectionRows('Expenses', pl.expenses),
    [null, null, 'Net profit', pl.netProfit],
  ]);
}
