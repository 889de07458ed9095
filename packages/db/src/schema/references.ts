import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyRef } from './tenant-columns';

/**
 * M-Pesa transaction codes in use: one M-Pesa message pays one thing. A live customer receipt,
 * supplier payment or credit-note refund paid by M-Pesa claims its code (upper case, trimmed) here in
 * the transaction that saves it; the key makes a second claim of the code fail even when two requests
 * race; a void frees it.
 */
export const mpesaReferences = pgTable(
  'mpesa_references',
  {
    companyId: companyRef(),
    code: text('code').notNull(),
    documentType: text('document_type').notNull(),
    documentId: uuid('document_id').notNull(),
    documentNumber: text('document_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'mpesa_references_pkey', columns: [t.companyId, t.code] }),
    uniqueIndex('mpesa_references_document_key').on(t.companyId, t.documentId),
    check('mpesa_references_code_check', sql`${t.code} = upper(trim(${t.code})) and ${t.code} <> ''`),
    check(
      'mpesa_references_type_check',
      sql`${t.documentType} in ('customer-receipt', 'supplier-payment', 'credit-note-refund')`,
    ),
  ],
);
