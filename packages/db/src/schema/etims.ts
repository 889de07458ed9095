import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns';
import { keyedTable } from './keyed-table';
import { companyRef } from './tenant-columns';

/**
 * A company's eTIMS OSCU device (Settings > eTIMS): its KRA branch id and device serial, the
 * `cmcKey` KRA gave at initialisation (encrypted like the SMTP password), what KRA said of the
 * device, and the last invoice number (`invcNo`) given to a sale: KRA takes them in sequence.
 */
export const etimsSettings = pgTable('etims_settings', {
  companyId: companyRef().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  bhfId: text('bhf_id').notNull().default('00'),
  deviceSerial: text('device_serial'),
  cmcKey: text('cmc_key'),
  deviceInfo: jsonb('device_info'),
  initializedAt: timestampTz('initialized_at'),
  lastSequence: integer('last_sequence').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * What is to be told to KRA, in order: one row per document and endpoint, written in the
 * transaction that posts the document, sent by the server's eTIMS worker (never while trading).
 * A sale gets its `invcNo` (`sequence`) when first sent and keeps it on every retry, so a retry after
 * a lost answer is the same request. `sending` rows are held by a worker until `leaseUntil`.
 */
export const etimsOutbox = pgTable(
  'etims_outbox',
  {
    id: id(),
    /** The order rows are sent in: the order they were queued, within a transaction too. */
    position: bigserial('position', { mode: 'number' }).notNull(),
    companyId: companyRef(),
    branchId: uuid('branch_id').notNull(),
    documentType: text('document_type').notNull(),
    documentId: uuid('document_id').notNull(),
    /** The document's own number (INV-0001), for the list in Settings > eTIMS. */
    documentNumber: text('document_number').notNull(),
    endpoint: text('endpoint').notNull(),
    payload: jsonb('payload').notNull(),
    /** A credit note's invoice: its `orgInvcNo` is that invoice's sequence. */
    relatedDocumentId: uuid('related_document_id'),
    sequence: integer('sequence'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    leaseUntil: timestampTz('lease_until'),
    error: text('error'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    unique('etims_outbox_document_key').on(t.companyId, t.documentType, t.documentId, t.endpoint),
    unique('etims_outbox_sequence_key').on(t.companyId, t.sequence),
    index('etims_outbox_due_idx').on(t.companyId, t.status, t.position),
    check('etims_outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * KRA's code lists as the company last fetched them (`selectCodeList`: list = KRA's class code,
 * e.g. 10 quantity units, 17 packaging units; `selectItemClsList`: list `item-class`, with the
 * class's tax type): the pickers of the product form. Refreshed whole, at initialisation or on demand.
 */
export const etimsCodes = keyedTable(
  'etims_codes',
  { companyId: companyRef(), list: text('list').notNull(), code: text('code').notNull() },
  {
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    taxType: text('tax_type'),
    refreshedAt: timestampTz('refreshed_at').notNull().defaultNow(),
  },
);
