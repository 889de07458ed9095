import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@tawi/contracts';
import { api } from '../../../shared/api/api-client';

export interface AuditFilter {
  page: number;
  limit: number;
  search: string;
  entity: string;
  action: string;
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: ['audit-log', filter],
    queryFn: () => api<Page<AuditEntry>>('/api/audit-log', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}

/** The kinds of record the audit log names, with their labels. */
export const AUDIT_ENTITIES = [
  { value: 'company', label: 'Business profile' },
  { value: 'company-logo', label: 'Logo' },
  { value: 'branch', label: 'Branch' },
  { value: 'user', label: 'User' },
  { value: 'role', label: 'Role' },
] as const;

export const AUDIT_ACTIONS = [
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Updated' },
  { value: 'delete', label: 'Deleted' },
] as const;

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
