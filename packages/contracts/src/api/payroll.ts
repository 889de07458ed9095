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
import { fileDownload, optionalBy, route, scopedBy } from './route';

const employeeTags = ['employees'];
const tags = ['payroll'];

const employees = recordRoutes('/api/employees', 'employees', employeeTags);

/** Employees, the monthly payroll, its payslips and its files (API.md: payroll). */
export const payrollApi = {
  listEmployees: employees.list(employeeListQuery, employee, {
    auth: { picker: 'employees' },
    branch: scopedBy('query'),
  }),
  getEmployee: employees.get(employee, { auth: { picker: 'employees' } }),
  createEmployee: route({
    method: 'POST',
    path: '/api/employees',
    branch: scopedBy('body'),
    auth: { permission: 'employees:create' },
    body: employeeCreate,
    response: employee,
    status: 201,
    touches: ['employees'],
    tags: employeeTags,
  }),
  updateEmployee: route({
    method: 'PATCH',
    path: '/api/employees/:id',
    branch: optionalBy('body'),
    auth: { permission: 'employees:update' },
    params: idParams,
    body: employeeUpdate,
    response: employee,
    touches: ['employees'],
    tags: employeeTags,
  }),
  removeEmployee: employees.remove(['employees']),
  /** The employee's dated tax inputs, newest first. */
  listTaxInputs: route({
    method: 'GET',
    path: '/api/employees/:id/tax-inputs',
    auth: { permission: 'employees:read' },
    params: idParams,
    response: employeeTaxInputsList,
    tags: employeeTags,
  }),
  /** Tax inputs from a date (default today); the same date again replaces that row. */
  saveTaxInputs: route({
    method: 'POST',
    path: '/api/employees/:id/tax-inputs',
    auth: { permission: 'employees:update' },
    params: idParams,
    body: employeeTaxInputsBody,
    response: employeeTaxInputs,
    status: 201,
    touches: ['employees'],
    tags: employeeTags,
  }),
  /** The employee's P9A tax deduction card for a year (January to December), as a PDF. */
  p9: route({
    method: 'GET',
    path: '/api/employees/:id/p9',
    auth: { permission: 'employees:read' },
    params: idParams,
    query: p9Query,
    response: fileDownload('application/pdf'),
    tags: employeeTags,
  }),
  /**
   * Runs a month: 201 with the Processed records. `preview: true` answers 200 with Pending records
   * (payrollPreviewResult: no id or number unless replacing a saved one) and saves nothing.
   */
  run: route({
    method: 'POST',
    path: '/api/payroll/run',
    branch: scopedBy('body'),
    auth: { permission: 'employees:create' },
    body: payrollRun,
    response: payrollRunResult,
    status: 201,
    touches: ['payroll'],
    tags,
  }),
  /** Pays Processed records from a money account: posts the salaries and their payment. */
  pay: route({
    method: 'POST',
    path: '/api/payroll/pay',
    branch: scopedBy('body'),
    auth: { permission: 'employees:approve' },
    body: payrollPay,
    response: payrollPayResult,
    touches: ['payroll', ...POSTS_TO_LEDGER],
    tags,
  }),
  /** The money accounts salaries may be paid from (for the pay dialog; no balances). */
  paymentAccounts: route({
    method: 'GET',
    path: '/api/payroll/payment-accounts',
    branch: scopedBy('query'),
    auth: { permission: 'employees:approve' },
    query: payrollBranchQuery,
    response: payrollPaymentAccounts,
    tags,
  }),
  list: route({
    method: 'GET',
    path: '/api/payroll',
    branch: scopedBy('query'),
    auth: { permission: 'employees:read' },
    query: payrollListQuery,
    response: paginated(payrollRecord),
    tags,
  }),
  periods: route({
    method: 'GET',
    path: '/api/payroll/periods',
    branch: scopedBy('query'),
    auth: { permission: 'employees:read' },
    query: payrollBranchQuery,
    response: payrollPeriodsResult,
    tags,
  }),
  /** By department: every branch the user reaches, or `branchId`. */
  summary: route({
    method: 'GET',
    path: '/api/payroll/summary',
    branch: optionalBy('query'),
    auth: { permission: 'employees:read' },
    query: payrollPeriodQuery,
    response: departmentSummary,
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/payroll/:id',
    auth: { permission: 'employees:read' },
    params: idParams,
    response: payrollRecord,
    tags,
  }),
  /** The payslip as a PDF download named with the record id. */
  payslip: route({
    method: 'GET',
    path: '/api/payroll/:id/download',
    auth: { permission: 'employees:read' },
    params: idParams,
    response: fileDownload('application/pdf'),
    tags,
  }),
  /** Mails the payslip as a PDF; 202: sent, or queued in the outbox. */
  emailPayslip: route({
    method: 'POST',
    path: '/api/payroll/:id/email',
    auth: { permission: 'employees:update' },
    params: idParams,
    body: payslipEmail,
    response: mailResult,
    status: 202,
    touches: ['outbox'],
    tags,
  }),
  /**
   * The P10 return of the period (every branch the user reaches, or `branchId`): the iTax template's
   * sheets as CSV files without header rows, in a ZIP.
   */
  p10: route({
    method: 'GET',
    path: '/api/payroll/p10',
    branch: optionalBy('query'),
    auth: { permission: 'employees:read' },
    query: payrollPeriodQuery,
    response: fileDownload('application/zip'),
    tags,
  }),
  /** NSSF contributions schedule of the period (every branch the user reaches, or `branchId`), CSV. */
  nssfSchedule: route({
    method: 'GET',
    path: '/api/payroll/nssf-schedule',
    branch: optionalBy('query'),
    auth: { permission: 'employees:read' },
    query: payrollPeriodQuery,
    response: fileDownload('text/csv'),
    tags,
  }),
  /** SHIF contributions schedule of the period, CSV. */
  shifSchedule: route({
    method: 'GET',
    path: '/api/payroll/shif-schedule',
    branch: optionalBy('query'),
    auth: { permission: 'employees:read' },
    query: payrollPeriodQuery,
    response: fileDownload('text/csv'),
    tags,
  }),
  /** Affordable housing levy schedule of the period, CSV. */
  housingLevySchedule: route({
    method: 'GET',
    path: '/api/payroll/housing-levy-schedule',
    branch: optionalBy('query'),
    auth: { permission: 'employees:read' },
    query: payrollPeriodQuery,
    response: fileDownload('text/csv'),
    tags,
  }),
  /** The bank payment file of the period, as CSV. */
  bankFile: route({
    method: 'GET',
    path: '/api/payroll/bank-file',
    branch: scopedBy('query'),
    auth: { permission: 'employees:read' },
    query: payrollPeriodQuery,
    response: fileDownload('text/csv'),
    tags,
  }),
  /** The M-Pesa bulk payment file of the period, as CSV. */
  mpesaFile: route({
    method: 'GET',
    path: '/api/payroll/mpesa-file',
    branch: scopedBy('query'),
    auth: { permission: 'employees:read' },
    query: payrollPeriodQuery,
    response: fileDownload('text/csv'),
    tags,
  }),
};
