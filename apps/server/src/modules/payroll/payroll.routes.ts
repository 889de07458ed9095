import {
  departmentSummary as departmentSummarySchema,
  idParams,
  mailResult,
  paginated,
  payrollBranchQuery,
  payrollListQuery,
  payrollPay,
  payrollPaymentAccounts,
  payrollPayResult,
  payrollPeriodQuery,
  payrollPeriodsResult,
  payrollPreviewResult,
  payrollRecord,
  payrollRun,
  payrollRunResult,
  payslipEmail,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { listBankAccounts } from '../ledger';
import { payPayroll } from './pay-payroll';
import { findPayrollRow, listPayroll, toPayrollRecord } from './payroll-records.repo';
import { departmentSummary, payrollPeriods } from './payroll-summaries';
import { emailPayslip, payslipPdf } from './payslip-documents';
import { runPayroll } from './run-payroll';

const tags = ['payroll'];

export const payrollRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payroll/run',
    {
      ...needs('employees:create'),
      schema: {
        tags,
        description: 'Runs a month. `preview: true` answers 200 with Pending records and saves nothing.',
        body: payrollRun,
        response: { 200: payrollPreviewResult, 201: payrollRunResult },
      },
    },
    async (request, reply) => {
      const outcome = await runPayroll(app.db, contextOf(request), request.body);
      if (outcome.preview) return reply.status(200).send({ items: outcome.items });
      return reply.status(201).send({ items: outcome.items });
    },
  );
  app.post(
    '/api/payroll/pay',
    {
      ...needs('employees:approve'),
      schema: { tags, body: payrollPay, response: { 200: payrollPayResult } },
    },
    (request) => payPayroll(app.db, contextOf(request), request.body),
  );
  app.get(
    '/api/payroll/payment-accounts',
    {
      ...needs('employees:approve'),
      schema: { tags, querystring: payrollBranchQuery, response: { 200: payrollPaymentAccounts } },
    },
    async (request) => {
      const ctx = contextOf(request);
      const all = await listBankAccounts(app.db, ctx, scopedBranchId(ctx, request.query.branchId), false);
      return {
        items: all.map(({ id, name, kind, bankName, accountNumber }) => ({
          id,
          name,
          kind,
          bankName,
          accountNumber,
        })),
      };
    },
  );
  app.get(
    '/api/payroll',
    {
      ...needs('employees:read'),
      schema: { tags, querystring: payrollListQuery, response: { 200: paginated(payrollRecord) } },
    },
    async (request) => {
      const ctx = contextOf(request);
      return listPayroll(app.db, ctx, scopedBranchId(ctx, request.query.branchId), request.query);
    },
  );
  app.get(
    '/api/payroll/periods',
    {
      ...needs('employees:read'),
      schema: { tags, querystring: payrollBranchQuery, response: { 200: payrollPeriodsResult } },
    },
    async (request) => {
      const ctx = contextOf(request);
      const branchId = scopedBranchId(ctx, request.query.branchId);
      return { items: await payrollPeriods(app.db, ctx.companyId, branchId) };
    },
  );
  app.get(
    '/api/payroll/summary',
    {
      ...needs('employees:read'),
      schema: {
        tags,
        description: 'By department: every branch the user reaches, or `branchId`.',
        querystring: payrollPeriodQuery,
        response: { 200: departmentSummarySchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const { period, branchId } = request.query;
      if (branchId) assertBranchAccess(ctx, branchId);
      return departmentSummary(app.db, ctx, period, branchId);
    },
  );
  app.get(
    '/api/payroll/:id',
    { ...needs('employees:read'), schema: { tags, params: idParams, response: { 200: payrollRecord } } },
    async (request) => toPayrollRecord(await findPayrollRow(app.db, contextOf(request), request.params.id)),
  );
  app.get(
    '/api/payroll/:id/download',
    {
      ...needs('employees:read'),
      schema: {
        tags,
        params: idParams,
        description: 'The payslip as a PDF download named with the record id',
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await payslipPdf(app.db, contextOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.post(
    '/api/payroll/:id/email',
    {
      ...needs('employees:update'),
      schema: { tags, params: idParams, body: payslipEmail, response: { 202: mailResult } },
    },
    async (request, reply) => {
      const result = await emailPayslip(app.db, contextOf(request), request.params.id, request.body?.to);
      return reply.status(202).send(result);
    },
  );
};
