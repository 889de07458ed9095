import { reportsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { activityReportRoutes } from './activity-reports/activity-reports.routes';
import { balanceSheet, balanceSheetCsv } from './balance-sheet';
import { cashFlow, cashFlowCsv } from './cash-flow';
import { customerReportRoutes } from './customer-reports/customer-reports.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { generalLedger, generalLedgerCsv } from './general-ledger';
import { inventoryReportRoutes } from './inventory-reports/inventory-reports.routes';
import { journal, journalCsv } from './journal';
import { journalLedger, ledgerAnswer } from './journal-ledger';
import { profitAndLoss, profitAndLossCsv } from './profit-and-loss';
import { profitReportRoutes } from './profit-reports/profit-reports.routes';
import { purchasingReportRoutes } from './purchasing-reports/purchasing-reports.routes';
import { csvAnswer, toWire } from './report-output';
import { rangeOf } from './report-range';
import { salesReportRoutes } from './sales-reports/sales-reports.routes';
import { trialBalance, trialBalanceCsv } from './trial-balance';

/** Implements reportsApi (packages/contracts/src/api/reports.ts): JSON, or CSV with `format=csv`; and the dashboard. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(salesReportRoutes);
  await app.register(inventoryReportRoutes);
  await app.register(purchasingReportRoutes);
  await app.register(profitReportRoutes);
  await app.register(activityReportRoutes);
  await app.register(customerReportRoutes);

  implement(app, reportsApi.trialBalance, async (request) => {
    const ctx = contextOf(request);
    const range = await rangeOf(app.db, ctx, request.query);
    const report = await trialBalance(app.db, ctx.companyId, range);
    if (request.query.format === 'csv') return csvAnswer('trial-balance', range, trialBalanceCsv(report));
    return toWire(report);
  });

  implement(app, reportsApi.profitAndLoss, async (request) => {
    const ctx = contextOf(request);
    const range = await rangeOf(app.db, ctx, request.query);
    const report = await profitAndLoss(app.db, ctx.companyId, range);
    if (request.query.format === 'csv') return csvAnswer('profit-and-loss', range, profitAndLossCsv(report));
    return toWire(report);
  });

  implement(app, reportsApi.balanceSheet, async (request) => {
    const ctx = contextOf(request);
    const range = await rangeOf(app.db, ctx, request.query);
    const report = await balanceSheet(app.db, ctx.companyId, range);
    if (request.query.format === 'csv') return csvAnswer('balance-sheet', range, balanceSheetCsv(report));
    return toWire(report);
  });

  implement(app, reportsApi.cashFlow, async (request) => {
    const ctx = contextOf(request);
    const range = await rangeOf(app.db, ctx, request.query);
    const report = await cashFlow(app.db, ctx.companyId, range);
    if (request.query.format === 'csv') return csvAnswer('cash-flow', range, cashFlowCsv(report));
    return toWire(report);
  });

  implement(app, reportsApi.generalLedger, async (request) => {
    const ctx = contextOf(request);
    const q = request.query;
    const range = await rangeOf(app.db, ctx, q);
    if (q.format === 'csv') {
      const all = await generalLedger(app.db, ctx.companyId, range, { accountId: q.accountId });
      return csvAnswer('general-ledger', range, generalLedgerCsv(all));
    }
    const page = { page: q.page, limit: q.limit };
    return toWire(await generalLedger(app.db, ctx.companyId, range, { accountId: q.accountId, page }));
  });

  implement(app, reportsApi.journal, async (request) => {
    const ctx = contextOf(request);
    const q = request.query;
    const range = await rangeOf(app.db, ctx, q);
    if (q.format === 'csv' || q.format === 'ledger') {
      const all = await journal(app.db, ctx.companyId, range, { accountId: q.accountId });
      if (q.format === 'csv') return csvAnswer('journal', range, journalCsv(all));
      return ledgerAnswer(range, await journalLedger(app.db, ctx.companyId, all));
    }
    const page = { page: q.page, limit: q.limit };
    return toWire(await journal(app.db, ctx.companyId, range, { page, accountId: q.accountId }));
  });
};
