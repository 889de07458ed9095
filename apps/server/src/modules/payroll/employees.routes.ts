import { payrollApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf, scopedBranchId } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { findEmployeeRow, listEmployees, toEmployee } from './employees.repo';
import { createEmployee, deleteEmployee, updateEmployee } from './save-employee';

/** Implements the employee entries of payrollApi (packages/contracts/src/api/payroll.ts). */
export const employeeRoutes: FastifyPluginAsync = async (app) => {
  implement(app, payrollApi.listEmployees, (request) => {
    const ctx = contextOf(request);
    const q = request.query;
    return listEmployees(app.db, ctx.companyId, scopedBranchId(ctx, q.branchId), q);
  });
  implement(app, payrollApi.getEmployee, async (request) =>
    toEmployee(await findEmployeeRow(app.db, contextOf(request), request.params.id)),
  );
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
