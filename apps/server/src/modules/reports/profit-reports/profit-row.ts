import type { ProfitAndLoss } from '@tawi/domain';

/** A P&L's five figures as a report row (numbers in KES, 2 decimals), with the days it covers. */
export function profitRow(period: { from: string; to: string }, pl: ProfitAndLoss) {
  return {
    from: period.from,
    to: period.to,
    income: pl.income.total.toNumber(),
    costOfSales: pl.costOfSales.total.toNumber(),
    grossProfit: pl.grossProfit.toNumber(),
    expenses: pl.expenses.total.toNumber(),
    netProfit: pl.netProfit.toNumber(),
  };
}
