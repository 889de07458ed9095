import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, companyRow, creation } from './columns';

/** The documents files can be kept with (an expense is a bill without a purchase order). */
export const ATTACHMENT_DOCUMENT_KINDS = ['invoice', 'bill', 'receipt', 'payment'] as const;
export type AttachmentDocumentKind = (typeof ATTACHMENT_DOCUMENT_KINDS)[number];

/**
 * Files kept with a document (a signed delivery note, a proof of transfer, a supplier's invoice scan):
 * PDF, PNG, JPEG or WebP, bytes in the database so a backup holds them. `document_id` is the id of the
 * row of the kind's table (invoices, bills, customer_receipts, supplier_payments); the server checks it
 * exists in the company before it keeps a file (one table for every kind, so no foreign key).
 */
export const documentAttachments = pgTable(
  'document_attachments',
  {
    ...companyRow(),
    documentKind: text('document_kind', { enum: ATTACHMENT_DOCUMENT_KINDS }).notNull(),
    documentId: uuid('document_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    ...creation(),
  },
  (t) => [
    index('document_attachments_document_idx').on(t.companyId, t.documentKind, t.documentId),
    check(
      'document_attachments_kind_check',
      sql`${t.documentKind} in ('invoice', 'bill', 'receipt', 'payment')`,
    ),
  ],
);
