/**
 * The web page of a record, by the type the audit log (`entity`) or a journal entry (`sourceType`)
 * names it with: a detail page where one exists (`:id` is the record's id), else the list it sits in;
 * undefined for a type without a page.
 */
const RECORD_PAGES: Readonly<Record<string, string>> = {
  invoice: '/dashboard/invoices/:id',
  'invoice-void': '/dashboard/invoices/:id',
  estimate: '/dashboard/estimates/:id',
  'sales-order': '/dashboard/sales-orders/:id',
  customer: '/dashboard/customers/:id',
  'customer-receipt': '/dashboard/invoices',
  'customer-receipt-void': '/dashboard/invoices',
  'credit-note': '/dashboard/credit-refunds',
  'credit-note-apply': '/dashboard/credit-refunds',
  'credit-note-refund': '/dashboard/credit-refunds',
  supplier: '/dashboard/suppliers/:id',
  'purchase-order': '/dashboard/purchase-orders/:id',
  bill: '/dashboard/bills/:id',
  'bill-void': '/dashboard/bills/:id',
  'supplier-payment': '/dashboard/payments',
  'supplier-payment-void': '/dashboard/payments',
  'supplier-payment-refund': '/dashboard/payments',
  product: '/dashboard/products/:id',
  'stock-adjustment': '/dashboard/products/:id',
  'stock-take': '/dashboard/inventory-summary',
  stock: '/dashboard/inventory-summary',
  transfer: '/dashboard/transfers',
  'bank-account': '/dashboard/banking',
  'bank-transfer': '/dashboard/banking',
  'bank-transfer-void': '/dashboard/banking',
  reconciliation: '/dashboard/reconciliation/:id',
  employee: '/dashboard/employees/:id',
  payroll: '/dashboard/payroll',
  'payroll-payment': '/dashboard/payroll',
  'payroll-run': '/dashboard/payroll',
  account: '/dashboard/chart-of-accounts',
  'journal-entry': '/dashboard/journal-entries',
  'vat-return': '/dashboard/vat-summary',
  user: '/dashboard/settings/users',
  role: '/dashboard/settings/roles',
  branch: '/dashboard/settings/branches',
  company: '/dashboard/settings/business-profile',
  'company-logo': '/dashboard/settings/business-profile',
  'mail-settings': '/dashboard/settings/mail',
  outbox: '/dashboard/settings/outbox',
  'etims-settings': '/dashboard/settings/etims',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page of record `id` of `type`, or null; a detail page needs a record id (a uuid). */
export function recordPath(type: string | null, id: string | null): string | null {
  const page = type ? RECORD_PAGES[type] : undefined;
  if (!page) return null;
  if (!page.includes(':id')) return page;
  return id && UUID.test(id) ? page.replace(':id', id) : null;
}
