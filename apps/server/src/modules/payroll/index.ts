import type { FastifyPluginAsync } from 'fastify';
import { employeeRoutes } from './employees.routes';
import { payrollRoutes as payrollRecordRoutes } from './payroll.routes';
import { payrollFileRoutes } from './payroll-files.routes';

/** Employees and payroll: runs, approval and payment, payslips, P10 and payment files. */
export const payrollRoutes: FastifyPluginAsync = async (app) => {
  await app.register(employeeRoutes);
  await app.register(payrollRecordRoutes);
  await app.register(payrollFileRoutes);
};
