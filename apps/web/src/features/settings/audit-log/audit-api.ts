import { keepPreviousData } from '@tanstack/react-query';
import { AUDITED_ENTITIES, type AuditEntry, type AuditedEntity, auditLogApi } from '@tawi/contracts';
import type { TFunction } from 'i18next';
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

/** Every kind of record the server audits (its `entity`); their words are `audit.entities.<entity>`. */
export const AUDIT_ENTITIES: readonly AuditedEntity[] = AUDITED_ENTITIES;

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
const isAuditEntity = (value: string): value is AuditedEntity =>
  (AUDITED_ENTITIES as readonly string[]).includes(value);

/** The kind of record in words; one the log does not know yet, as the server names it. */
export function entityLabel(entity: string, t: TFunction<'settings'>): string {
  return isAuditEntity(entity) ? t(`audit.entities.${entity}`) : entity;
}

/** The entry as a title: "Branch updated". */
export function entryTitle(entry: AuditEntry, t: TFunction<'settings'>): string {
  return t(`audit.entry.${entry.action}`, { record: entityLabel(entry.entity, t) });
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
