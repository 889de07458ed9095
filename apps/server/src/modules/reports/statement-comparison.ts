import type {
  BalanceSheetReport,
  CashFlowReport,
  ComparedPeriod,
  ProfitAndLossReport,
  ReportSection,
  TrialBalanceReport,
} from '@tawi/contracts';

/** A statement's rows are one account each, or a computed line ("Current year earnings") named alone. */
const rowKey = (row: { accountId: string | null; accountName: string }) =>
  row.accountId ?? `=${row.accountName}`;

/** In account-code order, computed lines (no code) last, as the statements list them. */
function byCode<T extends { accountCode: string | null }>(rows: T[]): T[] {
  return rows.sort((a, b) => {
    if (a.accountCode === b.accountCode) return 0;
    if (a.accountCode === null) return 1;
    if (b.accountCode === null) return -1;
    return a.accountCode.localeCompare(b.accountCode, 'en', { numeric: true });
  });
}

/**
 * Rows of both periods side by side: every account of either period once, with its figure in each
 * (zero where it had none); `figure` reads a row's figure, `zero` is the figure of an absent row.
 */
function sideBySide<
  R extends { accountId: string | null; accountCode: string | null; accountName: string },
  F,
>(
  current: readonly R[],
  previous: readonly R[],
  figure: (row: R) => F,
  zeroed: (row: R) => R,
  zero: F,
): Array<R & { previous: F }> {
  const before = new Map(previous.map((r) => [rowKey(r), r]));
  const rows = current.map((r) => {
    const was = before.get(rowKey(r));
    before.delete(rowKey(r));
    return { ...r, previous: was ? figure(was) : zero };
  });
  for (const was of before.values()) rows.push({ ...zeroed(was), previous: figure(was) });
  return byCode(rows);
}

export function compareSections(current: ReportSection, previous: ReportSection): ReportSection {
  return {
    rows: sideBySide(
      current.rows,
      previous.rows,
      (r) => r.amount,
      (r) => ({ ...r, amount: 0 }),
      0,
    ),
    total: current.total,
    previous: previous.total,
  };
}

export function compareTrialBalances(
  current: TrialBalanceReport,
  previous: TrialBalanceReport,
  comparison: ComparedPeriod,
): TrialBalanceReport {
  const sides = (r: { debit: number; credit: number }) => ({ debit: r.debit, credit: r.credit });
  return {
    rows: sideBySide(current.rows, previous.rows, sides, (r) => ({ ...r, debit: 0, credit: 0 }), {
      debit: 0,
      credit: 0,
    }),
    totals: { ...current.totals, previous: sides(previous.totals) },
    comparison,
  };
}

export function compareProfitAndLoss(
  current: ProfitAndLossReport,
  previous: ProfitAndLossReport,
  comparison: ComparedPeriod,
): ProfitAndLossReport {
  return {
    income: compareSections(current.income, previous.income),
    costOfSales: compareSections(current.costOfSales, previous.costOfSales),
    grossProfit: current.grossProfit,
    expenses: compareSections(current.expenses, previous.expenses),
    netProfit: current.netProfit,
    comparison,
    previous: { grossProfit: previous.grossProfit, netProfit: previous.netProfit },
  };
}

export function compareBalanceSheets(
  current: BalanceSheetReport,
  previous: BalanceSheetReport,
  comparison: ComparedPeriod,
): BalanceSheetReport {
  return {
    assets: compareSections(current.assets, previous.assets),
    liabilities: compareSections(current.liabilities, previous.liabilities),
    equity: compareSections(current.equity, previous.equity),
    totalLiabilitiesAndEquity: current.totalLiabilitiesAndEquity,
    comparison,
    previous: { totalLiabilitiesAndEquity: previous.totalLiabilitiesAndEquity },
  };
}

export function compareCashFlows(
  current: CashFlowReport,
  previous: CashFlowReport,
  comparison: ComparedPeriod,
): CashFlowReport {
  const { netProfit, operating, investing, financing, netChange, openingCash, closingCash } = previous;
  return {
    ...current,
    adjustments: compareSections(current.adjustments, previous.adjustments),
    comparison,
    previous: { netProfit, operating, investing, financing, netChange, openingCash, closingCash },
  };
}
