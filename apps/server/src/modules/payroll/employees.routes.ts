import { payrollApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { companyToday } from '../../platform/company-today';
import { fileAnswer, implement } from '../../platform/implement';
import { findEmployeeRow, listEmployees, toEmployee } from './employees.repo';
import { employeeP9Pdf } from './p9-documents';
import { createEmployee, deleteEmployee, updateEmployee } from './save-employee';
import { saveTaxInputs } from './save-tax-inputs';
import { taxInputRows, taxInputsInForce, toTaxInputs } from './tax-inputs.repo';

/** Implements the employee entries of payrollApi (packages/contracts/src/api/payroll.ts). */
export const employeeRoutes: FastifyPluginAsync = async (app) => {
  implement(app, payrollApi.listEmployees, (request) =>
    listEmployees(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, payrollApi.getEmployee, async (request) => {
    const ctx = contextOf(request);
    const row = await findEmployeeRow(app.db, ctx, request.params.id);
    const today = await companyToday(app.db, ctx.companyId);
    const current = (await taxInputsInForce(app.db, ctx.companyId, [row.id], today)).get(row.id);
    return { ...toEmployee(row), taxInputs: current ? toTaxInputs(current) : null };
  });
  implement(app, payrollApi.listTaxInputs, async (request) => {
    const ctx = contextOf(request);
    const row = await findEmployeeRow(app.db, ctx, request.params.id);
    return { items: (await taxInputRows(app.db, ctx.companyId, row.id)).map(toTaxInputs) };
  });
  implement(app, payrollApi.saveTaxInputs, (request) =>
    saveTaxInputs(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, payrollApi.p9, async (request) => {
    const { pdf, filename } = await employeeP9Pdf(
      app.db,
      contextOf(request),
      request.params.id,
      request.query.year,
    );
    return fileAnswer(pdf, 'application/pdf', filename);
  });
  implement(app, payrollApi.createEmployee, (request) =>
    createEmployee(app.db, contextOf(request), request.body),
  );
  implement(app, payrollApi.updateEmployee, (request) =>
    updateEmployee(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, payrollApi.removeEmployee, (request) =>
    deleteEmployee(app.db, contextOf(request), request.params.id),
  );
};
