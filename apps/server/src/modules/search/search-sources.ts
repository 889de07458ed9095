import type { SearchKind } from '@tawi/contracts';
import {
  bills,
  creditNotes,
  customerReceipts,
  customers,
  employees,
  estimates,
  invoices,
  products,
  purchaseOrders,
  salesOrders,
  supplierPayments,
  suppliers,
} from '@tawi/db';
import type { Permission } from '@tawi/domain';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A document kind found by its number: its table's columns, its party (customer or supplier) and page. */
export interface DocumentSource {
  kind: SearchKind;
  permission: Permission;
  table: PgTable;
  columns: {
    id: AnyPgColumn;
    companyId: AnyPgColumn;
    branchId: AnyPgColumn;
    number: AnyPgColumn;
    date: AnyPgColumn;
    partyId: AnyPgColumn;
    /** Soft-deleted documents (estimates, purchase orders) are never found. */
    isDeleted?: AnyPgColumn;
  };
  party: 'customer' | 'supplier';
  /** The web page that shows it (a list filtered to it when it has no page of its own). */
  link: (row: { id: string; number: string; partyId: string }) => string;
}

const customerDocument = (
  kind: SearchKind,
  table: PgTable,
  columns: DocumentSource['columns'],
  link: DocumentSource['link'],
): DocumentSource => ({ kind, permission: 'customers:read', table, columns, party: 'customer', link });
const supplierDocument = (
  kind: SearchKind,
  table: PgTable,
  columns: DocumentSource['columns'],
  link: DocumentSource['link'],
): DocumentSource => ({ kind, permission: 'trade:read', table, columns, party: 'supplier', link });

const filtered = (page: string) => (r: { number: string }) =>
  `/dashboard/${page}?search=${encodeURIComponent(r.number)}`;

export const DOCUMENT_SOURCES: readonly DocumentSource[] = [
  customerDocument(
    'invoice',
    invoices,
    { ...invoices, number: invoices.invoiceNumber, partyId: invoices.customerId },
    (r) => `/dashboard/invoices/${r.id}`,
  ),
  customerDocument(
    'estimate',
    estimates,
    { ...estimates, number: estimates.estimateNumber, partyId: estimates.customerId },
    (r) => `/dashboard/estimates/${r.id}`,
  ),
  customerDocument(
    'sales-order',
    salesOrders,
    { ...salesOrders, number: salesOrders.orderNumber, partyId: salesOrders.customerId },
    (r) => `/dashboard/sales-orders/${r.id}`,
  ),
  customerDocument(
    'credit-note',
    creditNotes,
    { ...creditNotes, number: creditNotes.creditNoteNumber, partyId: creditNotes.customerId },
    filtered('credit-refunds'),
  ),
  // receipts show on their customer's page
  customerDocument(
    'receipt',
    customerReceipts,
    { ...customerReceipts, number: customerReceipts.receiptNumber, partyId: customerReceipts.customerId },
    (r) => `/dashboard/customers/${r.partyId}`,
  ),
  supplierDocument(
    'purchase-order',
    purchaseOrders,
    { ...purchaseOrders, number: purchaseOrders.purchaseNumber, partyId: purchaseOrders.supplierId },
    (r) => `/dashboard/purchase-orders/${r.id}`,
  ),
  supplierDocument(
    'bill',
    bills,
    { ...bills, number: bills.billNumber, partyId: bills.supplierId },
    (r) => `/dashboard/bills/${r.id}`,
  ),
  supplierDocument(
    'payment',
    supplierPayments,
    { ...supplierPayments, number: supplierPayments.paymentNumber, partyId: supplierPayments.supplierId },
    filtered('payments'),
  ),
];

export const PARTY_TABLES = { customer: customers, supplier: suppliers } as const;
export { customers, employees, products, suppliers };
