import { index, integer, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { keyedTable } from './keyed-table';
import { companyRef } from './tenant-columns';

/**
 * The answers to POST requests sent with an `Idempotency-Key` header, per company, kept 24 hours: the
 * same key with the same request gets the first answer again without acting twice. A row without a
 * status is a request still being handled.
 */
export const idempotencyKeys = keyedTable(
  'idempotency_keys',
  { companyId: companyRef(), key: text('key').notNull() },
  {
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.companyId, t.createdAt)],
);
