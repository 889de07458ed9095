import {
  balanceSheetReport,
  cashFlowReport,
  generalLedgerQuery,
  generalLedgerReport,
  journalReport,
  journalReportQuery,
  profitAndLossReport,
  reportQuery,
  trialBalanceReport,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { balanceSheet, balanceSheetCsv } from './balance-sheet';
import { cashFlow, cashFlowCsv } from './cash-flow';
import { generalLedger, generalLedgerCsv } from './general-ledger';
import { journal, journalCsv } from './journal';
import { profitAndLoss, profitAndLossCsv } from './profit-and-loss';
import { sendCsv, toWire } from './report-output';
import { rangeOf } from './report-range';
import { trialBalance, trialBalanceCsv } from './trial-balance';

const tags = ['reports'];

/** 200: the report as JSON, or as a text/csv download with `format=csv`. */
const jsonOrCsv = <T extends z.ZodType>(schema: T) => ({
  200: { content: { 'application/json': { schema }, 'text/csv': { schema: z.string() } } },
});

const statement = <T extends z.ZodType>(schema: T) => ({
  ...needs('accounting:read'),
  schema: { tags, querystring: reportQuery, response: jsonOrCsv(schema) },
});

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/reports/trial-balance', statement(trialBalanceReport), async (request, reply) => {
    const ctx = contextOf(request);
    const range = await rangeOf(app.db, ctx, request.query);
    const report = await trialBalance(app.db, ctx.companyId, range);
    if (request.query.format === 'csv')
      return sendCsv(reply, 'trial-balance', range, trialBalanceCsv(report));
    return toWire(report);
  });

  app.get('/api/reports/profit-and-loss', statement(profitAndLossReport), async (request, reply) => {
    const ctx = contextOf(request);
    const range = await rangeOf(app.db, ctx, request.query);
    const report = await profitAndLoss(app.db, ctx.companyId, range);
    if (request.query.format === 'csv')
      return sendCsv(reply, 'profit-and-loss', range, profitAndLossCsv(report));
    return toWire(report);
  });

  app.get('/api/reports/balance-sheet', statement(balanceSheetReport), async (request, reply) => {
    const ctx = contextOf(request);
    const range = await rangeOf(app.db, ctx, request.query);
    const report = await balanceSheet(app.db, ctx.companyId, range);
    if (request.query.format === 'csv')
      return sendCsv(reply, 'balance-sheet', range, balanceSheetCsv(report));
    return toWire(report);
  });

  app.get('/api/reports/cash-flow', statement(cashFlowReport), async (request, reply) => {
    const ctx = contextOf(request);
    const range = await rangeOf(app.db, ctx, request.query);
    const report = await cashFlow(app.db, ctx.companyId, range);
    if (request.query.format === 'csv') return sendCsv(reply, 'cash-flow', range, cashFlowCsv(report));
    return toWire(report);
  });

  app.get(
    '/api/reports/general-ledger',
    {
      ...needs('accounting:read'),
      schema: { tags, querystring: generalLedgerQuery, response: jsonOrCsv(generalLedgerReport) },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const q = request.query;
      const range = await rangeOf(app.db, ctx, q);
      if (q.format === 'csv') {
        const all = await generalLedger(app.db, ctx.companyId, range, { accountId: q.accountId });
        return sendCsv(reply, 'general-ledger', range, generalLedgerCsv(all));
      }
      const page = { page: q.page, limit: q.limit };
      return toWire(await generalLedger(app.db, ctx.companyId, range, { accountId: q.accountId, page }));
    },
  );

  app.get(
    '/api/reports/journal',
    {
      ...needs('accounting:read'),
      schema: { tags, querystring: journalReportQuery, response: jsonOrCsv(journalReport) },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const q = request.query;
      const range = await rangeOf(app.db, ctx, q);
      if (q.format === 'csv') {
        const all = await journal(app.db, ctx.companyId, range, { accountId: q.accountId });
        return sendCsv(reply, 'journal', range, journalCsv(all));
      }
      const page = { page: q.page, limit: q.limit };
      return toWire(await journal(app.db, ctx.companyId, range, { page, accountId: q.accountId }));
    },
  );
};
