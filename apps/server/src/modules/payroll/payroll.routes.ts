import { payrollApi, payrollPreviewResult } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement, pdfAnswer } from '../../platform/implement';
import { listBankAccounts } from '../ledger';
import { payPayroll } from './pay-payroll';
import { findPayrollRow, listPayroll, toPayrollRecord } from './payroll-records.repo';
import { departmentSummary, payrollPeriods } from './payroll-summaries';
import { emailPayslip, payslipPdf } from './payslip-documents';
import { runPayroll } from './run-payroll';

/** Implements the payroll entries of payrollApi (packages/contracts/src/api/payroll.ts). */
export const payrollRoutes: FastifyPluginAsync = async (app) => {
  implement(app, payrollApi.run, async (request, reply) => {
    const outcome = await runPayroll(app.db, contextOf(request), request.body);
    // a preview saves nothing: 200 with the Pending records (the entry's 201 is a saved run)
    if (outcome.preview) return reply.status(200).send(payrollPreviewResult.parse({ items: outcome.items }));
    return { items: outcome.items };
  });
  implement(app, payrollApi.pay, (request) => payPayroll(app.db, contextOf(request), request.body));
  implement(app, payrollApi.paymentAccounts, async (request) => {
    const all = await listBankAccounts(app.db, contextOf(request), request.branchId, false);
    return {
      items: all.map(({ id, name, kind, bankName, accountNumber }) => ({
        id,
        name,
        kind,
        bankName,
        accountNumber,
      })),
    };
  });
  implement(app, payrollApi.list, (request) =>
    listPayroll(app.db, contextOf(request), request.branchId, request.query),
  );
  implement(app, payrollApi.periods, async (request) => ({
    items: await payrollPeriods(app.db, contextOf(request).companyId, request.branchId),
  }));
  implement(app, payrollApi.summary, (request) =>
    departmentSummary(app.db, contextOf(request), request.query.period, request.branchId),
  );
  implement(app, payrollApi.get, async (request) =>
    toPayrollRecord(await findPayrollRow(app.db, contextOf(request), request.params.id)),
  );
  implement(app, payrollApi.payslip, async (request, reply) => {
    const { pdf, filename } = await payslipPdf(app.db, contextOf(request), request.params.id);
    reply.header('cache-control', 'private, no-store');
    return pdfAnswer(pdf, filename);
  });
  implement(app, payrollApi.emailPayslip, (request) =>
    emailPayslip(app.db, contextOf(request), request.params.id, request.body),
  );
};
