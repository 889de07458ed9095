import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { type PayrollPreviewRecord, payrollApi, type WireOf } from '@tawi/contracts';
import { type DepartmentCode, EMPLOYEE_PAGE_SIZE } from '@tawi/domain';
import { useApiMutation, useApiQuery } from '../../shared/api/api-hooks';
import { apiUrl, callApi } from '../../shared/api/call-api';
import { recordHooks } from '../../shared/api/record-hooks';
import { useSaveMutation } from '../../shared/api/use-save-mutation';

export interface EmployeeFilter {
  page: number;
  search: string;
  department: DepartmentCode | '';
  branchId: string | undefined;
}

export function useEmployees(filter: EmployeeFilter) {
  return useApiQuery(
    payrollApi.listEmployees,
    { query: { ...filter, limit: EMPLOYEE_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
}

export function useEmployee(id: string) {
  return useApiQuery(payrollApi.getEmployee, { params: { id } });
}

export function useSaveEmployee() {
  return useSaveMutation(payrollApi.createEmployee, payrollApi.updateEmployee);
}

const hooks = recordHooks(payrollApi);

export const useDeleteEmployee = hooks.id('removeEmployee');

export interface PayrollFilter {
  period?: string | undefined;
  employeeId?: string | undefined;
  branchId: string | undefined;
}

/** Payroll records: a period's (up to 250) or an employee's payslip history. */
export function usePayroll(filter: PayrollFilter, enabled = true) {
  return useApiQuery(
    payrollApi.list,
    { query: { ...filter, limit: 250 } },
    { placeholderData: keepPreviousData, enabled },
  );
}

export function usePayrollPeriods(branchId: string | undefined) {
  return useApiQuery(payrollApi.periods, { query: { branchId } });
}

export function useDepartmentSummary(period: string | undefined, branchId: string | undefined) {
  return useApiQuery(
    payrollApi.summary,
    { query: { period: period ?? '', branchId } },
    { enabled: Boolean(period) },
  );
}

export function usePaymentAccounts(branchId: string | undefined) {
  return useApiQuery(payrollApi.paymentAccounts, { query: { branchId } });
}

/** What a run sends: the period, and the employees and overtime hours (the hooks add `preview`). */
export type PayrollRunBody = Omit<WireOf<typeof payrollApi.run.body>, 'preview'>;

/** A preview saves nothing (200 with Pending records), so nothing reloads. */
export function usePreviewPayroll() {
  return useMutation({
    mutationFn: async (body: PayrollRunBody) => {
      const answer = await callApi(payrollApi.run, { body: { ...body, preview: true } });
      // the run entry states the saved run's answer (201); a preview answers its Pending records
      return answer as unknown as { items: PayrollPreviewRecord[] };
    },
  });
}

export function useRunPayroll() {
  return useApiMutation(payrollApi.run, {
    input: (body: PayrollRunBody) => ({ body: { ...body, preview: false } }),
  });
}

export const usePayPayroll = hooks.body('pay');

export function useEmailPayslip() {
  return useApiMutation(payrollApi.emailPayslip, { input: (id: string) => ({ params: { id }, body: {} }) });
}

export const payslipUrl = (id: string) => apiUrl(payrollApi.payslip, { params: { id } });

const FILES = {
  p10: payrollApi.p10,
  'nssf-schedule': payrollApi.nssfSchedule,
  'shif-schedule': payrollApi.shifSchedule,
  'housing-levy-schedule': payrollApi.housingLevySchedule,
  'bank-file': payrollApi.bankFile,
  'mpesa-file': payrollApi.mpesaFile,
};
export type PayrollFile = keyof typeof FILES;

/** Returns and schedules cover every branch the user reaches; payment files the branch in scope. */
const COMPANY_WIDE: readonly PayrollFile[] = [
  'p10',
  'nssf-schedule',
  'shif-schedule',
  'housing-levy-schedule',
];

/** A period's download. */
export const payrollFileUrl = (file: PayrollFile, period: string, branchId: string | undefined) =>
  apiUrl(FILES[file], { query: { period, branchId: COMPANY_WIDE.includes(file) ? undefined : branchId } });

/** An employee's P9A card for a year (PDF). */
export const p9Url = (id: string, year: number) => apiUrl(payrollApi.p9, { params: { id }, query: { year } });
