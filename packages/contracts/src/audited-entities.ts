/**
 * Every kind of record the server audits (the `entity` of an audit record). The server's audit helpers take only
 * these, and the web app must name each in words (its i18n `audit.entities` satisfies a record of them), so a new
 * kind fails to compile until it has a label.
 */
export const AUDITED_ENTITIES = [
  'company',
  'company-logo',
  'branch',
  'user',
  'password-reset',
  'role',
  'mail-settings',
  'email-template',
  'payment-reminder-settings',
  'outbox',
  'etims-settings',
  'etims-submission',
  'account',
  'bank-account',
  'reconciliation',
  'bank-transfer',
  'vat-return',
  'vat-filing-report',
  'journal-entry',
  'lock-date',
  'product',
  'product-import',
  'stock',
  'stock-take',
  'transfer',
  'supplier',
  'purchase-order',
  'purchase-receipt',
  'bill',
  'supplier-payment',
  'payment-attachment',
  'bill-attachment',
  'invoice-attachment',
  'receipt-attachment',
  'recurring-invoice',
  'customer',
  'estimate',
  'sales-order',
  'invoice',
  'customer-receipt',
  'counter-settings',
  'credit-note',
  'employee',
  'employee-tax-inputs',
  'payroll-run',
  'payslip-email',
  'invoice-email',
  'invoice-reminder-email',
  'estimate-email',
  'credit-note-email',
  'receipt-email',
  'customer-statement-email',
  'purchase-order-email',
] as const;

/** The documents the server mails with their PDF; each mailing is audited as `<document>-email`. */
export type MailedDocument =
  | 'invoice'
  | 'invoice-reminder'
  | 'estimate'
  | 'credit-note'
  | 'receipt'
  | 'customer-statement'
  | 'purchase-order';

export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];
