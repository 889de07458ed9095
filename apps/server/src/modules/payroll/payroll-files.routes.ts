import { payrollApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { fileAnswer, implement } from '../../platform/implement';
import { bankFileCsv, mpesaFileCsv, p10Zip } from './payroll-exports';
import { housingLevyScheduleCsv, nssfScheduleCsv, shifScheduleCsv } from './remittance-schedules';

const csvAnswer = (csv: string, filename: string) => fileAnswer(csv, 'text/csv; charset=utf-8', filename);

/** The period's files: the P10 return, the bank payment file and the M-Pesa bulk payment file. */
export const payrollFileRoutes: FastifyPluginAsync = async (app) => {
  implement(app, payrollApi.p10, async (request) => {
    const ctx = contextOf(request);
    const { period } = request.query;
    return fileAnswer(
      await p10Zip(app.db, ctx, period, request.branchId),
      'application/zip',
      `P10_${period}.zip`,
    );
  });
  const schedules = [
    [payrollApi.nssfSchedule, nssfScheduleCsv, 'NSSF'],
    [payrollApi.shifSchedule, shifScheduleCsv, 'SHIF'],
    [payrollApi.housingLevySchedule, housingLevyScheduleCsv, 'AHL'],
  ] as const;
  for (const [entry, build, name] of schedules) {
    implement(app, entry, async (request) => {
      const ctx = contextOf(request);
      const { period } = request.query;
      return csvAnswer(await build(app.db, ctx, period, request.branchId), `${name}_schedule_${period}.csv`);
    });
  }
  implement(app, payrollApi.bankFile, async (request) => {
    const { period } = request.query;
    const csv = await bankFileCsv(app.db, contextOf(request).companyId, request.branchId, period);
    return csvAnswer(csv, `bank-payments-${period}.csv`);
  });
  implement(app, payrollApi.mpesaFile, async (request) => {
    const { period } = request.query;
    const csv = await mpesaFileCsv(app.db, contextOf(request).companyId, request.branchId, period);
    return csvAnswer(csv, `mpesa-bulk-payments-${period}.csv`);
  });
};
