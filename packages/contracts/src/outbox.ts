import { z } from 'zod';
import { blankToUndefined, listQuery, pageFields } from './common';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A message the app sent or keeps to send (Settings, Outbox). */
export const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  /** Copies, separated by ", "; none: null. */
  cc: z.string().nullable(),
  subject: z.string(),
  /** The document it carries: { type: 'invoice', id }, or null for a plain message. */
  document: z.object({ type: z.string(), id: z.string() }).nullable(),
  attachmentName: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxListQuery = listQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(OUTBOX_STATUSES).optional()),
});
export type OutboxListQuery = z.infer<typeof outboxListQuery>;

/** The outbox list also says whether SMTP is configured (else messages wait as queued). */
export const outboxPage = z.object({
  items: z.array(outboxMessage),
  ...pageFields,
  smtpConfigured: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPage>;
