import { z } from 'zod';
import { blankToUndefined, listQuery } from './common';
import { optionalNamedRef } from './record-fields';

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  ...optionalNamedRef('user'),
  action: z.enum(['create', 'update', 'delete']),
  entity: z.string(),
  entityId: z.string(),
  summary: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = listQuery.extend({
  entity: z.preprocess(blankToUndefined, z.string().max(60).optional()),
  action: z.preprocess(blankToUndefined, z.enum(['create', 'update', 'delete']).optional()),
  userId: z.preprocess(blankToUndefined, z.uuid().optional()),
});
export type AuditQuery = z.infer<typeof auditQuery>;
