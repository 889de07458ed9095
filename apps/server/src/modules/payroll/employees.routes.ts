import { payrollApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { companyToday } from '../../platform/company-today';
import { fileAnswer } from '../../platform/implement';
import { implementAll } from '../../platform/implement-all';
import { findEmployeeRow, listEmployees, toEmployee } from './employees.repo';
import { employeeP9Pdf } from './p9-documents';
import { createEmployee, deleteEmployee, updateEmployee } from './save-employee';
import { saveTaxInputs } from './save-tax-inputs';
import { taxInputRows, taxInputsInForce, toTaxInputs } from './tax-inputs.repo';

/** Implements the employee entries of payrollApi (packages/contracts/src/api/payroll.ts). */
export const employeeRoutes: FastifyPluginAsync = async (app) => {
  implementAll(app, payrollApi, {
    listEmployees: ({ db, ctx, branchId, query }) => listEmployees(db, ctx.companyId, branchId, query),
    getEmployee: async ({ db, ctx, params }) => {
      const row = await findEmployeeRow(db, ctx, params.id);
      const today = await companyToday(db, ctx.companyId);
      const current = (await taxInputsInForce(db, ctx.companyId, [row.id], today)).get(row.id);
      return { ...toEmployee(row), taxInputs: current ? toTaxInputs(current) : null };
    },
    listTaxInputs: async ({ db, ctx, params }) => {
      const row = await findEmployeeRow(db, ctx, params.id);
      return { items: (await taxInputRows(db, ctx.companyId, row.id)).map(toTaxInputs) };
    },
    saveTaxInputs: ({ db, ctx, params, body }) => saveTaxInputs(db, ctx, params.id, body),
    p9: async ({ db, ctx, params, query }) => {
      const { pdf, filename } = await employeeP9Pdf(db, ctx, params.id, query.year);
      return fileAnswer(pdf, 'application/pdf', filename);
    },
    createEmployee: ({ db, ctx, body }) => createEmployee(db, ctx, body),
    updateEmployee: ({ db, ctx, params, body }) => updateEmployee(db, ctx, params.id, body),
    removeEmployee: ({ db, ctx, params }) => deleteEmployee(db, ctx, params.id),
  });
};
