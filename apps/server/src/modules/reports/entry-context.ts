import { recordPath } from '@tawi/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** What each source type of a journal entry is called in a report ("invoice INV-0003"). */
const SOURCE_LABELS: Record<string, string> = {
  invoice: 'invoice',
  'invoice-void': 'invoice void',
  'customer-receipt': 'receipt',
  'customer-receipt-void': 'receipt void',
  'credit-note': 'credit note',
  'credit-note-apply': 'credit note applied',
  'credit-note-refund': 'credit note refund',
  'customer-credit-applied': 'customer credit applied',
  bill: 'bill',
  'bill-void': 'bill void',
  'supplier-payment': 'payment',
  'supplier-payment-void': 'payment void',
  'supplier-payment-refund': 'payment refund',
  transfer: 'transfer',
  'bank-transfer': 'bank transfer',
  'bank-transfer-void': 'bank transfer void',
  product: 'opening stock',
  'stock-adjustment': 'stock adjustment',
  'stock-take': 'stock take',
  payroll: 'payroll',
  'payroll-payment': 'payroll payment',
  'bank-account': 'opening balance',
  reconciliation: 'bank statement',
};

/** The document tables an entry's source id points into, and the column of the number (or name) each shows. */
const NUMBERED: ReadonlyArray<{ types: string[]; table: string; number: string }> = [
  { types: ['invoice', 'invoice-void'], table: 'invoices', number: 'invoice_number' },
  {
    types: ['customer-receipt', 'customer-receipt-void'],
    table: 'customer_receipts',
    number: 'receipt_number',
  },
  {
    types: ['credit-note', 'credit-note-apply', 'credit-note-refund'],
    table: 'credit_notes',
    number: 'credit_note_number',
  },
  { types: ['bill', 'bill-void'], table: 'bills', number: 'bill_number' },
  {
    types: ['supplier-payment', 'supplier-payment-void', 'supplier-payment-refund'],
    table: 'supplier_payments',
    number: 'payment_number',
  },
  { types: ['transfer'], table: 'transfers', number: 'transfer_number' },
  { types: ['bank-transfer', 'bank-transfer-void'], table: 'bank_transfers', number: 'transfer_number' },
  { types: ['product', 'stock-adjustment'], table: 'products', number: 'sku' },
  { types: ['bank-account'], table: 'bank_accounts', number: 'name' },
];

/*
 * Written with explicit table names: these expressions sit in queries over journal_entries alone
 * and over journal_lines joined to it, and drizzle leaves columns unqualified in the first.
 */
const entry = (column: string) => sql`${sql.identifier('journal_entries')}.${sql.identifier(column)}`;

const typeIn = (types: readonly string[]) =>
  sql`${entry('source_type')} in (${sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  )})`;

/**
 * The number of the entry's source document (INV-0003, PAY-0002, a payroll's period, a product's
 * sku), or null. Each branch of the case reads only rows of its own type, so the uuid cast only
 * meets uuids.
 */
export const entrySourceNumber: SQL<string | null> = sql<string | null>`case ${sql.join(
  NUMBERED.map(({ types, table, number }) => {
    const doc = sql.identifier(table);
    return sql`when ${typeIn(types)} then (select d.${sql.identifier(number)} from ${doc} d
      where d.company_id = ${entry('company_id')} and d.id = ${entry('source_id')}::uuid)`;
  }),
  sql` `,
)} when ${typeIn(['payroll', 'payroll-payment'])} then ${entry('source_id')} end`;

/** The customer or supplier an entry concerns: the contact of its first line that names one, or null. */
export const entryContactName: SQL<string | null> = sql<string | null>`(
  select coalesce(c.name, s.name) from journal_lines cl
    left join customers c on c.company_id = cl.company_id and c.id = cl.contact_id
    left join suppliers s on s.company_id = cl.company_id and s.id = cl.contact_id
   where cl.company_id = ${entry('company_id')} and cl.entry_id = ${entry('id')} and cl.contact_id is not null
   order by cl.line_no limit 1)`;

/** "invoice INV-0003", "payroll 2026-03", "stock take"; null for an entry without a source (manual). */
export function sourceLabel(type: string | null, number: string | null): string | null {
  if (!type) return null;
  const label = SOURCE_LABELS[type] ?? type.replaceAll('-', ' ');
  return number ? `${label} ${number}` : label;
}

/**
 * The web page of an entry's source document (the drill-down from a ledger line), or, for an entry
 * made by hand, the journal entries page; null for a source without a page.
 */
export function sourcePath(
  entryId: string,
  sourceType: string | null,
  sourceId: string | null,
): string | null {
  return sourceType ? recordPath(sourceType, sourceId) : recordPath('journal-entry', entryId);
}
