import { idParams, paginated } from '../common';
import { employeeTaxInputs, employeeTaxInputsBody, employeeTaxInputsList } from '../employee-tax-inputs';
import { employee, employeeCreate, employeeListQuery, employeeUpdate } from '../employees';
import { mailResult } from '../mail';
import {
  departmentSummary,
  p9Query,
  payrollBranchQuery,
  payrollListQuery,
  payrollPay,
  payrollPaymentAccounts,
  payrollPayResult,
  payrollPeriodQuery,
  payrollPeriodsResult,
  payrollRecord,
  payrollRun,
  payrollRunResult,
  payslipEmail,
} from '../payroll';
import { recordRoutes } from './record-routes';
import { POSTS_TO_LEDGER } from './resources';
import { type BranchScope, fileDownload, optionalBy, scopedBy } from './route';
import { routeGroup } from './route-group';

const employeeTags = ['employees'];
const tags = ['payroll'];

const employees = recordRoutes('/api/employees', 'employees', employeeTags);

const employeeRoutes = routeGroup({ tags: employeeTags });
const payrollRoutes = routeGroup({ tags });

/** A file of a period's payroll (a return, a schedule, a payment file) for `employees:read`, of `branch`. */
const periodFile = <const P extends `/api/payroll/${string}`, const B extends BranchScope>(
  path: P,
  branch: B,
  contentType: string,
) =>
  payrollRoutes.get(
    path,
    { permission: 'employees:read' },
    { branch, query: payrollPeriodQuery, response: fileDownload(contentType) },
  );

/** Employees, the monthly payroll, its payslips and its files (API.md: payroll). */
export const payrollApi = {
  listEmployees: employees.list(employeeListQuery, employee, {
    auth: { picker: 'employees' },
    branch: scopedBy('query'),
  }),
  getEmployee: employees.get(employee, { auth: { picker: 'employees' } }),
  createEmployee: employeeRoutes.post(
    '/api/employees',
    { permission: 'employees:create' },
    {
      branch: scopedBy('body'),
      body: employeeCreate,
      response: employee,
      status: 201,
      touches: ['employees'],
    },
  ),
  updateEmployee: employeeRoutes.patch(
    '/api/employees/:id',
    { permission: 'employees:update' },
    {
      branch: optionalBy('body'),
      params: idParams,
      body: employeeUpdate,
      response: employee,
      touches: ['employees'],
    },
  ),
  removeEmployee: employees.remove(['employees']),
  /** The employee's dated tax inputs, newest first. */
  listTaxInputs: employeeRoutes.get(
    '/api/employees/:id/tax-inputs',
    { permission: 'employees:read' },
    { params: idParams, response: employeeTaxInputsList },
  ),
  /** Tax inputs from a date (default today); the same date again replaces that row. */
  saveTaxInputs: employeeRoutes.post(
    '/api/employees/:id/tax-inputs',
    { permission: 'employees:update' },
    {
      params: idParams,
      body: employeeTaxInputsBody,
      response: employeeTaxInputs,
      status: 201,
      touches: ['employees'],
    },
  ),
  /** The employee's P9A tax deduction card for a year (January to December), as a PDF. */
  p9: employeeRoutes.get(
    '/api/employees/:id/p9',
    { permission: 'employees:read' },
    { params: idParams, query: p9Query, response: fileDownload('application/pdf') },
  ),
  /**
   * Runs a month: 201 with the Processed records. `preview: true` answers 200 with Pending records
   * (payrollPreviewResult: no id or number unless replacing a saved one) and saves nothing.
   */
  run: payrollRoutes.post(
    '/api/payroll/run',
    { permission: 'employees:create' },
    {
      branch: scopedBy('body'),
      body: payrollRun,
      response: payrollRunResult,
      status: 201,
      touches: ['payroll'],
    },
  ),
  /** Pays Processed records from a money account: posts the salaries and their payment. */
  pay: payrollRoutes.post(
    '/api/payroll/pay',
    { permission: 'employees:approve' },
    {
      branch: scopedBy('body'),
      body: payrollPay,
      response: payrollPayResult,
      touches: ['payroll', ...POSTS_TO_LEDGER],
    },
  ),
  /** The money accounts salaries may be paid from (for the pay dialog; no balances). */
  paymentAccounts: payrollRoutes.get(
    '/api/payroll/payment-accounts',
    { permission: 'employees:approve' },
    { branch: scopedBy('query'), query: payrollBranchQuery, response: payrollPaymentAccounts },
  ),
  list: payrollRoutes.get(
    '/api/payroll',
    { permission: 'employees:read' },
    { branch: scopedBy('query'), query: payrollListQuery, response: paginated(payrollRecord) },
  ),
  periods: payrollRoutes.get(
    '/api/payroll/periods',
    { permission: 'employees:read' },
    { branch: scopedBy('query'), query: payrollBranchQuery, response: payrollPeriodsResult },
  ),
  /** By department: every branch the user reaches, or `branchId`. */
  summary: payrollRoutes.get(
    '/api/payroll/summary',
    { permission: 'employees:read' },
    { branch: optionalBy('query'), query: payrollPeriodQuery, response: departmentSummary },
  ),
  get: payrollRoutes.get(
    '/api/payroll/:id',
    { permission: 'employees:read' },
    { params: idParams, response: payrollRecord },
  ),
  /** The payslip as a PDF download named with the record id. */
  payslip: payrollRoutes.get(
    '/api/payroll/:id/download',
    { permission: 'employees:read' },
    { params: idParams, response: fileDownload('application/pdf') },
  ),
  /** Mails the payslip as a PDF; 202: sent, or queued in the outbox. */
  emailPayslip: payrollRoutes.post(
    '/api/payroll/:id/email',
    { permission: 'employees:update' },
    { params: idParams, body: payslipEmail, response: mailResult, status: 202, touches: ['outbox'] },
  ),
  /**
   * The P10 return of the period (every branch the user reaches, or `branchId`): the iTax template's
   * sheets as CSV files without header rows, in a ZIP.
   */
  p10: periodFile('/api/payroll/p10', optionalBy('query'), 'application/zip'),
  /** NSSF contributions schedule of the period (every branch the user reaches, or `branchId`), CSV. */
  nssfSchedule: periodFile('/api/payroll/nssf-schedule', optionalBy('query'), 'text/csv'),
  /** SHIF contributions schedule of the period, CSV. */
  shifSchedule: periodFile('/api/payroll/shif-schedule', optionalBy('query'), 'text/csv'),
  /** Affordable housing levy schedule of the period, CSV. */
  housingLevySchedule: periodFile('/api/payroll/housing-levy-schedule', optionalBy('query'), 'text/csv'),
  /** The bank payment file of the period, as CSV. */
  bankFile: periodFile('/api/payroll/bank-file', scopedBy('query'), 'text/csv'),
  /** The M-Pesa bulk payment file of the period, as CSV. */
  mpesaFile: periodFile('/api/payroll/mpesa-file', scopedBy('query'), 'text/csv'),
};
