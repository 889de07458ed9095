import type { Executor } from '@tawi/db';
import { type CashFlow, cashFlowOf } from '@tawi/domain';
import { toCsv } from './report-output';
import type { ReportRange } from './report-range';
import { accountActivity } from './reports.repo';

/** Indirect-method cash flow over from..to, reconciled to cash, bank and mobile-money accounts. */
export async function cashFlow(db: Executor, companyId: string, range: ReportRange): Promise<CashFlow> {
  return cashFlowOf(await accountActivity(db, companyId, range, { before: true }));
}

export function cashFlowCsv(cf: CashFlow): string {
  return toCsv([
    ['Section', 'Item', 'Amount'],
    ['Operating', 'Net profit', cf.netProfit],
    ...cf.adjustments.rows.map((r) => [
      'Operating',
      r.accountId ? `Change in ${r.accountName}` : r.accountName,
      r.amount,
    ]),
    ['Operating', 'Net cash from operating activities', cf.operating],
    ['Investing', 'Net cash from investing activities', cf.investing],
    ['Financing', 'Net cash from financing activities', cf.financing],
    ['Cash', 'Net change in cash', cf.netChange],
    ['Cash', 'Opening cash', cf.openingCash],
    ['Cash', 'Closing cash', cf.closingCash],
  ]);
}
