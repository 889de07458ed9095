import { keepPreviousData } from '@tanstack/react-query';
import { type AuditEntry, auditLogApi } from '@tawi/contracts';
import { useApiQuery } from '../../../shared/api/api-hooks';

export interface AuditFilter {
  page: number;
  limit: number;
  search: string;
  entity: string;
  action: string;
}

export function useAuditLog(filter: AuditFilter) {
  const query = { ...filter, action: isAuditAction(filter.action) ? filter.action : ('' as const) };
  return useApiQuery(auditLogApi.list, { query }, { placeholderData: keepPreviousData });
}

/** The kinds of record the audit log names, with their labels (every `entity` the server writes). */
export const AUDIT_ENTITIES = [
  { value: 'company', label: 'Business profile' },
  { value: 'company-logo', label: 'Logo' },
  { value: 'branch', label: 'Branch' },
  { value: 'user', label: 'User' },
  { value: 'password-reset', label: 'Password reset link' },
  { value: 'role', label: 'Role' },
  { value: 'mail-settings', label: 'Email settings' },
  { value: 'email-template', label: 'Email template' },
  { value: 'payment-reminder-settings', label: 'Payment reminder schedule' },
  { value: 'outbox', label: 'Outgoing email' },
  { value: 'etims-settings', label: 'eTIMS settings' },
  { value: 'etims-submission', label: 'eTIMS submission' },
  { value: 'account', label: 'Account' },
  { value: 'bank-account', label: 'Bank account' },
  { value: 'reconciliation', label: 'Reconciliation' },
  { value: 'bank-transfer', label: 'Bank transfer' },
  { value: 'vat-return', label: 'VAT return' },
  { value: 'vat-filing-report', label: 'VAT filing report' },
  { value: 'journal-entry', label: 'Journal entry' },
  { value: 'lock-date', label: 'Lock date' },
  { value: 'product', label: 'Product' },
  { value: 'product-import', label: 'Product import' },
  { value: 'stock', label: 'Stock adjustment' },
  { value: 'stock-take', label: 'Stock take' },
  { value: 'transfer', label: 'Transfer' },
  { value: 'supplier', label: 'Supplier' },
  { value: 'purchase-order', label: 'Purchase order' },
  { value: 'purchase-receipt', label: 'Goods receipt' },
  { value: 'bill', label: 'Bill' },
  { value: 'supplier-payment', label: 'Supplier payment' },
  { value: 'payment-attachment', label: 'Payment attachment' },
  { value: 'bill-attachment', label: 'Bill attachment' },
  { value: 'invoice-attachment', label: 'Invoice attachment' },
  { value: 'receipt-attachment', label: 'Receipt attachment' },
  { value: 'recurring-invoice', label: 'Recurring invoice' },
  { value: 'customer', label: 'Customer' },
  { value: 'estimate', label: 'Estimate' },
  { value: 'sales-order', label: 'Sales order' },
  { value: 'invoice', label: 'Invoice' },
  { value: 'customer-receipt', label: 'Customer receipt' },
  { value: 'counter-settings', label: 'Counter settings' },
  { value: 'credit-note', label: 'Credit note' },
  { value: 'employee', label: 'Employee' },
  { value: 'employee-tax-inputs', label: 'Employee tax inputs' },
  { value: 'payroll-run', label: 'Payroll run' },
  { value: 'payslip-email', label: 'Payslip email' },
] as const;

export const AUDIT_ACTIONS = [
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Updated' },
  { value: 'delete', label: 'Deleted' },
] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number]['value'];

const isAuditAction = (value: string): value is AuditAction => AUDIT_ACTIONS.some((a) => a.value === value);

export function entityLabel(entity: string): string {
  return AUDIT_ENTITIES.find((e) => e.value === entity)?.label ?? entity;
}

export function actionLabel(action: string): string {
  return AUDIT_ACTIONS.find((a) => a.value === action)?.label ?? action;
}

/** The entry's summary, else the name or email of the record it touched. */
export function describeEntry(entry: AuditEntry): string | null {
  if (entry.summary) return entry.summary;
  const record = (entry.after ?? entry.before) as Record<string, unknown> | null;
  const pick = (key: string) => (record && typeof record[key] === 'string' ? (record[key] as string) : null);
  return pick('name') ?? pick('fullName') ?? pick('email');
}

/** Top-level fields whose value differs between before and after. */
export function changedFields(before: unknown, after: unknown): string[] {
  const obj = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  const b = obj(before);
  const a = obj(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((k) => k !== 'updatedAt' && JSON.stringify(b[k]) !== JSON.stringify(a[k]));
}
