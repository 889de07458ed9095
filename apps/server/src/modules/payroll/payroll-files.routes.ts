import { payrollPeriodQuery } from '@tawi/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { bankFileCsv, mpesaFileCsv, p10Csv } from './payroll-exports';

const tags = ['payroll'];

const csvFile = {
  ...needs('employees:read'),
  schema: {
    tags,
    querystring: payrollPeriodQuery,
    response: { 200: { content: { 'text/csv': { schema: z.string() } } } },
  },
} as const;

function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}

/** The period's files: the P10 return, the bank payment file and the M-Pesa bulk payment file. */
export const payrollFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/payroll/p10', csvFile, async (request, reply) => {
    const ctx = contextOf(request);
    const { period, branchId } = request.query;
    if (branchId) assertBranchAccess(ctx, branchId);
    return sendCsv(reply, `P10_${period}.csv`, await p10Csv(app.db, ctx, period, branchId));
  });
  app.get('/api/payroll/bank-file', csvFile, async (request, reply) => {
    const ctx = contextOf(request);
    const { period, branchId } = request.query;
    const csv = await bankFileCsv(app.db, ctx.companyId, scopedBranchId(ctx, branchId), period);
    return sendCsv(reply, `bank-payments-${period}.csv`, csv);
  });
  app.get('/api/payroll/mpesa-file', csvFile, async (request, reply) => {
    const ctx = contextOf(request);
    const { period, branchId } = request.query;
    const csv = await mpesaFileCsv(app.db, ctx.companyId, scopedBranchId(ctx, branchId), period);
    return sendCsv(reply, `mpesa-bulk-payments-${period}.csv`, csv);
  });
};
