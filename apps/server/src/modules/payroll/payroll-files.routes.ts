import { payrollApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { fileAnswer, implement } from '../../platform/implement';
import { bankFileCsv, mpesaFileCsv, p10Csv } from './payroll-exports';

const csvAnswer = (csv: string, filename: string) => fileAnswer(csv, 'text/csv; charset=utf-8', filename);

/** The period's files: the P10 return, the bank payment file and the M-Pesa bulk payment file. */
export const payrollFileRoutes: FastifyPluginAsync = async (app) => {
  implement(app, payrollApi.p10, async (request) => {
    const ctx = contextOf(request);
    const { period, branchId } = request.query;
    if (branchId) assertBranchAccess(ctx, branchId);
    return csvAnswer(await p10Csv(app.db, ctx, period, branchId), `P10_${period}.csv`);
  });
  implement(app, payrollApi.bankFile, async (request) => {
    const ctx = contextOf(request);
    const { period, branchId } = request.query;
    const csv = await bankFileCsv(app.db, ctx.companyId, scopedBranchId(ctx, branchId), period);
    return csvAnswer(csv, `bank-payments-${period}.csv`);
  });
  implement(app, payrollApi.mpesaFile, async (request) => {
    const ctx = contextOf(request);
    const { period, branchId } = request.query;
    const csv = await mpesaFileCsv(app.db, ctx.companyId, scopedBranchId(ctx, branchId), period);
    return csvAnswer(csv, `mpesa-bulk-payments-${period}.csv`);
  });
};
