import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  DepartmentSummary,
  Employee,
  EmployeeCreate,
  EmployeeUpdate,
  MailResult,
  Page,
  PayrollPay,
  PayrollPaymentAccount,
  PayrollPeriod,
  PayrollPreviewRecord,
  PayrollRecord,
  PayrollRunInput,
} from '@tawi/contracts';
import { EMPLOYEE_PAGE_SIZE } from '@tawi/domain';
import { api, buildUrl } from '../../shared/api/api-client';
import { useInvalidate } from '../../shared/use-invalidate';

export interface EmployeeFilter {
  page: number;
  search: string;
  department: string;
  branchId: string | undefined;
}

export function useEmployees(filter: EmployeeFilter) {
  return useQuery({
    queryKey: ['employees', filter],
    queryFn: ({ signal }) =>
      api<Page<Employee>>('/api/employees', { query: { ...filter, limit: EMPLOYEE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEmployee(id: string) {
  return useQuery({
    queryKey: ['employees', 'one', id],
    queryFn: ({ signal }) => api<Employee>(`/api/employees/${id}`, { signal }),
  });
}

function useEmployeesChanged() {
  const invalidate = useInvalidate();
  return () => invalidate('employees', 'audit-log');
}

export function useSaveEmployee() {
  const changed = useEmployeesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: EmployeeCreate | EmployeeUpdate }) =>
      id
        ? api<Employee>(`/api/employees/${id}`, { method: 'PATCH', body })
        : api<Employee>('/api/employees', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useDeleteEmployee() {
  const changed = useEmployeesChanged();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/employees/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

export interface PayrollFilter {
  period?: string | undefined;
  employeeId?: string | undefined;
  branchId: string | undefined;
}

/** Payroll records: a period's (up to 250) or an employee's payslip history. */
export function usePayroll(filter: PayrollFilter, enabled = true) {
  return useQuery({
    queryKey: ['payroll', 'records', filter],
    queryFn: ({ signal }) =>
      api<Page<PayrollRecord>>('/api/payroll', { query: { ...filter, limit: 250 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePayrollPeriods(branchId: string | undefined) {
  return useQuery({
    queryKey: ['payroll', 'periods', branchId],
    queryFn: ({ signal }) =>
      api<{ items: PayrollPeriod[] }>('/api/payroll/periods', { query: { branchId }, signal }),
  });
}

export function useDepartmentSummary(period: string | undefined, branchId: string | undefined) {
  return useQuery({
    queryKey: ['payroll', 'summary', period, branchId],
    queryFn: ({ signal }) =>
      api<DepartmentSummary>('/api/payroll/summary', { query: { period, branchId }, signal }),
    enabled: Boolean(period),
  });
}

export function usePaymentAccounts(branchId: string | undefined) {
  return useQuery({
    queryKey: ['payroll', 'payment-accounts', branchId],
    queryFn: ({ signal }) =>
      api<{ items: PayrollPaymentAccount[] }>('/api/payroll/payment-accounts', {
        query: { branchId },
        signal,
      }),
  });
}

/** A run or a payment changes records, periods and (when paid) the books. */
function usePayrollChanged() {
  const invalidate = useInvalidate();
  return () => invalidate('payroll', 'journal-entries', 'accounts', 'reports', 'bank-accounts', 'audit-log');
}

export function usePreviewPayroll() {
  return useMutation({
    mutationFn: (body: PayrollRunInput) =>
      api<{ items: PayrollPreviewRecord[] }>('/api/payroll/run', {
        method: 'POST',
        body: { ...body, preview: true },
      }),
  });
}

export function useRunPayroll() {
  const changed = usePayrollChanged();
  return useMutation({
    mutationFn: (body: PayrollRunInput) =>
      api<{ items: PayrollRecord[] }>('/api/payroll/run', {
        method: 'POST',
        body: { ...body, preview: false },
      }),
    onSuccess: changed,
  });
}

export function usePayPayroll() {
  const changed = usePayrollChanged();
  return useMutation({
    mutationFn: (body: PayrollPay) =>
      api<{ items: PayrollRecord[]; journalEntryIds: string[] }>('/api/payroll/pay', {
        method: 'POST',
        body,
      }),
    onSuccess: changed,
  });
}

export function useEmailPayslip() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<MailResult>(`/api/payroll/${id}/email`, { method: 'POST', body: {} }),
    onSuccess: () => invalidate('audit-log'),
  });
}

export const payslipUrl = (id: string) => `/api/payroll/${id}/download`;

export type PayrollFile = 'p10' | 'bank-file' | 'mpesa-file';

/** A period's CSV download (P10 covers every branch the user reaches; payment files the branch). */
export const payrollFileUrl = (file: PayrollFile, period: string, branchId: string | undefined) =>
  buildUrl(`/api/payroll/${file}`, { period, branchId: file === 'p10' ? undefined : branchId });
