import type {
  BalanceSheetReport,
  CashFlowReport,
  ComparedPeriod,
  ProfitAndLossReport,
  ReportSection,
  TrialBalanceReport,
} from '@tawi/contracts';
import { comparedLabel, moneyColumn, sheetOf, textColumn } from './report-sheet';

type Sheet = ReturnType<typeof sheetOf>;

/** The amount column, and the compared period's beside it when there is one. */
const amountColumns = (comparison: ComparedPeriod | undefined, label = 'Amount') => [
  moneyColumn('amount', label),
  ...(comparison ? [moneyColumn('previous', comparedLabel(comparison))] : []),
];

/** One section: a row per account, then its total ("Total income"). */
function addSection(out: Sheet, title: string, section: ReportSection) {
  for (const r of section.rows) {
    out.add({
      section: title,
      accountCode: r.accountCode,
      accountName: r.accountName,
      amount: r.amount,
      previous: r.previous,
    });
  }
  const total = { section: title, accountName: `Total ${title.toLowerCase()}` };
  out.add({ ...total, amount: section.total, previous: section.previous }, true);
}

const statementColumns = (comparison: ComparedPeriod | undefined) => [
  textColumn('section', 'Section'),
  textColumn('accountCode', 'Account code'),
  textColumn('accountName', 'Account name'),
  ...amountColumns(comparison),
];

export function profitAndLossSheet(pl: ProfitAndLossReport) {
  const out = sheetOf(statementColumns(pl.comparison));
  addSection(out, 'Income', pl.income);
  addSection(out, 'Cost of sales', pl.costOfSales);
  out.add({ accountName: 'Gross profit', amount: pl.grossProfit, previous: pl.previous?.grossProfit }, true);
  addSection(out, 'Expenses', pl.expenses);
  out.add({ accountName: 'Net profit', amount: pl.netProfit, previous: pl.previous?.netProfit }, true);
  return out.sheet;
}

export function balanceSheetSheet(bs: BalanceSheetReport) {
  const out = sheetOf(statementColumns(bs.comparison));
  addSection(out, 'Assets', bs.assets);
  addSection(out, 'Liabilities', bs.liabilities);
  addSection(out, 'Equity', bs.equity);
  const total = { amount: bs.totalLiabilitiesAndEquity, previous: bs.previous?.totalLiabilitiesAndEquity };
  out.add({ accountName: 'Total liabilities and equity', ...total }, true);
  return out.sheet;
}

export function trialBalanceSheet(tb: TrialBalanceReport) {
  const compared = tb.comparison
    ? [
        moneyColumn('previousDebit', `${comparedLabel(tb.comparison)} debit`),
        moneyColumn('previousCredit', `${comparedLabel(tb.comparison)} credit`),
      ]
    : [];
  const out = sheetOf([
    textColumn('accountCode', 'Account code'),
    textColumn('accountName', 'Account name'),
    textColumn('accountType', 'Type'),
    moneyColumn('debit', 'Debit'),
    moneyColumn('credit', 'Credit'),
    ...compared,
  ]);
  const previous = (p: { debit: number; credit: number } | undefined) => ({
    previousDebit: p?.debit,
    previousCredit: p?.credit,
  });
  for (const r of tb.rows) {
    const { accountCode, accountName, accountType, debit, credit } = r;
    out.add({ accountCode, accountName, accountType, debit, credit, ...previous(r.previous) });
  }
  const { debit, credit } = tb.totals;
  out.add({ accountName: 'Total', debit, credit, ...previous(tb.totals.previous) }, true);
  return out.sheet;
}

export function cashFlowSheet(cf: CashFlowReport) {
  const out = sheetOf([
    textColumn('section', 'Section'),
    textColumn('item', 'Item'),
    ...amountColumns(cf.comparison),
  ]);
  const was = cf.previous;
  const line = (
    section: string,
    item: string,
    amount: number,
    previous: number | undefined,
    strong = false,
  ) => out.add({ section, item, amount, previous }, strong);
  line('Operating', 'Net profit', cf.netProfit, was?.netProfit);
  for (const r of cf.adjustments.rows) {
    line('Operating', r.accountId ? `Change in ${r.accountName}` : r.accountName, r.amount, r.previous);
  }
  line('Operating', 'Net cash from operating activities', cf.operating, was?.operating, true);
  line('Investing', 'Net cash from investing activities', cf.investing, was?.investing, true);
  line('Financing', 'Net cash from financing activities', cf.financing, was?.financing, true);
  line('Cash', 'Net change in cash', cf.netChange, was?.netChange, true);
  line('Cash', 'Opening cash', cf.openingCash, was?.openingCash);
  line('Cash', 'Closing cash', cf.closingCash, was?.closingCash, true);
  return out.sheet;
}
