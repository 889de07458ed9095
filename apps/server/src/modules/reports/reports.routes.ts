import { type ApiOutput, type ComparedPeriod, reportsApi, type StatementQuery } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { comparisonPeriod } from '@tawi/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { type ApiAnswer, implement } from '../../platform/implement';
import { activityReportRoutes } from './activity-reports/activity-reports.routes';
import { balanceSheet } from './balance-sheet';
import { cashFlow } from './cash-flow';
import { customerReportRoutes } from './customer-reports/customer-reports.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { generalLedger } from './general-ledger';
import { inventoryReportRoutes } from './inventory-reports/inventory-reports.routes';
import { journal } from './journal';
import { journalLedger, ledgerAnswer } from './journal-ledger';
import { generalLedgerSheet, journalSheet } from './ledger-sheets';
import { profitAndLoss } from './profit-and-loss';
import { profitReportRoutes } from './profit-reports/profit-reports.routes';
import { purchasingReportRoutes } from './purchasing-reports/purchasing-reports.routes';
import { reportFileAnswer } from './report-files';
import { toWire } from './report-output';
import { type ReportRange, rangeOf } from './report-range';
import type { ReportSheet } from './report-sheet';
import { salesReportRoutes } from './sales-reports/sales-reports.routes';
import {
  compareBalanceSheets,
  compareCashFlows,
  compareProfitAndLoss,
  compareTrialBalances,
} from './statement-comparison';
import { balanceSheetSheet, cashFlowSheet, profitAndLossSheet, trialBalanceSheet } from './statement-sheets';
import { trialBalance } from './trial-balance';

type StatementEntry =
  | typeof reportsApi.trialBalance
  | typeof reportsApi.profitAndLoss
  | typeof reportsApi.balanceSheet
  | typeof reportsApi.cashFlow;

/**
 * One statement: how it is built for a range (`D`, its figures as Money), set beside the compared
 * period's (`R`, as the answer carries it), and laid out in a file.
 */
interface Statement<R, D> {
  name: string;
  title: string;
  asAt?: boolean;
  build(db: Executor, companyId: string, range: ReportRange): Promise<D>;
  compare(current: R, previous: R, comparison: ComparedPeriod): R;
  sheet(report: R): ReportSheet;
}

/**
 * A statement's route: the range (and branch check), the report, with `compare` the compared period's
 * beside it (domain comparisonPeriod), and with `format` a CSV, XLSX or PDF of the same figures.
 */
function implementStatement<E extends StatementEntry, D>(
  app: FastifyInstance,
  entry: E,
  statement: Statement<ApiOutput<E>, D>,
) {
  const build = async (companyId: string, range: ReportRange) =>
    toWire(await statement.build(app.db, companyId, range)) as ApiOutput<E>;
  // E is one of four entries: TypeScript cannot resolve their answer type for E itself, hence the casts.
  implement(app, entry, async (request): Promise<ApiAnswer<E>> => {
    const ctx = contextOf(request);
    const query = request.query as StatementQuery;
    const range = await rangeOf(app.db, ctx, query);
    let report = await build(ctx.companyId, range);
    let comparison: ComparedPeriod | undefined;
    if (query.compare) {
      comparison = { kind: query.compare, ...comparisonPeriod(range, query.compare) };
      const previous = await build(ctx.companyId, { ...range, ...comparison });
      report = statement.compare(report, previous, comparison);
    }
    if (!query.format || query.format === 'json') return report as ApiAnswer<E>;
    const of = { format: query.format, name: statement.name, title: statement.title, range, comparison };
    const file = await reportFileAnswer(
      app.db,
      ctx.companyId,
      { ...of, asAt: statement.asAt },
      statement.sheet(report),
    );
    return file as ApiAnswer<E>;
  });
}

/** Implements reportsApi (packages/contracts/src/api/reports.ts): JSON, or a file with `format`; and the dashboard. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(salesReportRoutes);
  await app.register(inventoryReportRoutes);
  await app.register(purchasingReportRoutes);
  await app.register(profitReportRoutes);
  await app.register(activityReportRoutes);
  await app.register(customerReportRoutes);

  implementStatement(app, reportsApi.trialBalance, {
    name: 'trial-balance',
    title: 'Trial balance',
    build: trialBalance,
    compare: compareTrialBalances,
    sheet: trialBalanceSheet,
  });
  implementStatement(app, reportsApi.profitAndLoss, {
    name: 'profit-and-loss',
    title: 'Profit and loss',
    build: profitAndLoss,
    compare: compareProfitAndLoss,
    sheet: profitAndLossSheet,
  });
  implementStatement(app, reportsApi.balanceSheet, {
    name: 'balance-sheet',
    title: 'Balance sheet',
    asAt: true,
    build: balanceSheet,
    compare: compareBalanceSheets,
    sheet: balanceSheetSheet,
  });
  implementStatement(app, reportsApi.cashFlow, {
    name: 'cash-flow',
    title: 'Cash flow',
    build: cashFlow,
    compare: compareCashFlows,
    sheet: cashFlowSheet,
  });

  implement(app, reportsApi.generalLedger, async (request) => {
    const ctx = contextOf(request);
    const q = request.query;
    const range = await rangeOf(app.db, ctx, q);
    if (q.format && q.format !== 'json') {
      const all = toWire(await generalLedger(app.db, ctx.companyId, range, { accountId: q.accountId }));
      const of = { format: q.format, name: 'general-ledger', title: 'General ledger', range };
      return reportFileAnswer(app.db, ctx.companyId, of, generalLedgerSheet(all));
    }
    const page = { page: q.page, limit: q.limit };
    return toWire(await generalLedger(app.db, ctx.companyId, range, { accountId: q.accountId, page }));
  });

  implement(app, reportsApi.journal, async (request) => {
    const ctx = contextOf(request);
    const q = request.query;
    const range = await rangeOf(app.db, ctx, q);
    if (q.format && q.format !== 'json') {
      const all = await journal(app.db, ctx.companyId, range, { accountId: q.accountId });
      if (q.format === 'ledger') return ledgerAnswer(range, await journalLedger(app.db, ctx.companyId, all));
      const of = { format: q.format, name: 'journal', title: 'Journal', range };
      return reportFileAnswer(app.db, ctx.companyId, of, journalSheet(toWire(all)));
    }
    const page = { page: q.page, limit: q.limit };
    return toWire(await journal(app.db, ctx.companyId, range, { page, accountId: q.accountId }));
  });
};
