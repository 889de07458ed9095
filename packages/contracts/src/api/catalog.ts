import {
  billAttachmentsApi,
  invoiceAttachmentsApi,
  paymentAttachmentsApi,
  receiptAttachmentsApi,
} from './attachments';
import { authApi } from './auth';
import { bankTransfersApi } from './bank-transfers';
import { bankAccountsApi, reconciliationsApi } from './banking';
import { counterApi } from './counter';
import { customersApi } from './customers';
import { dashboardApi } from './dashboard';
import {
  emailDraftsApi,
  emailTemplatesApi,
  invoiceRemindersApi,
  paymentRemindersApi,
} from './document-emails';
import { estimatesApi } from './estimates';
import { etimsApi } from './etims';
import { inventoryApi, productsApi, transfersApi } from './inventory';
import { invoiceSharingApi } from './invoice-sharing';
import { invoicesApi } from './invoices';
import { ledgerApi } from './ledger';
import { mailSettingsApi, outboxApi } from './mail';
import { auditLogApi, branchesApi, companyApi, rolesApi, usersApi } from './org';
import { payrollApi } from './payroll';
import { platformApi } from './platform';
import { billsApi, purchaseOrdersApi, supplierPaymentsApi } from './purchasing';
import { recurringInvoicesApi } from './recurring-invoices';
import { tableReportsApi } from './report-tables';
import { reportsApi } from './reports';
import type { RouteEntry } from './route';
import { creditNotesApi, customerReceiptsApi } from './sales-credits';
import { salesDocumentsApi } from './sales-documents';
import { salesOrdersApi } from './sales-orders';
import { searchApi } from './search';
import { suppliersApi } from './suppliers';
import { taxApi } from './tax';

/**
 * The API as data: every route of the contract, by module. The server implements each entry (a route
 * that is not here cannot be registered), the web app and the tests call them through typed clients.
 * Add a module's group here when it moves into the contract (README: How to add a route).
 */
export const apiRoutes = {
  platform: platformApi,
  search: searchApi,
  customers: customersApi,
  suppliers: suppliersApi,
  bankTransfers: bankTransfersApi,
  auth: authApi,
  company: companyApi,
  branches: branchesApi,
  users: usersApi,
  roles: rolesApi,
  auditLog: auditLogApi,
  mailSettings: mailSettingsApi,
  outbox: outboxApi,
  emailTemplates: emailTemplatesApi,
  paymentReminders: paymentRemindersApi,
  invoiceReminders: invoiceRemindersApi,
  emailDrafts: emailDraftsApi,
  etims: etimsApi,
  creditNotes: creditNotesApi,
  customerReceipts: customerReceiptsApi,
  counter: counterApi,
  purchaseOrders: purchaseOrdersApi,
  bills: billsApi,
  supplierPayments: supplierPaymentsApi,
  invoices: invoicesApi,
  estimates: estimatesApi,
  salesOrders: salesOrdersApi,
  salesDocuments: salesDocumentsApi,
  ledger: ledgerApi,
  reports: reportsApi,
  tableReports: tableReportsApi,
  dashboard: dashboardApi,
  tax: taxApi,
  payroll: payrollApi,
  products: productsApi,
  transfers: transfersApi,
  inventory: inventoryApi,
  bankAccounts: bankAccountsApi,
  reconciliations: reconciliationsApi,
  invoiceAttachments: invoiceAttachmentsApi,
  receiptAttachments: receiptAttachmentsApi,
  billAttachments: billAttachmentsApi,
  paymentAttachments: paymentAttachmentsApi,
  invoiceSharing: invoiceSharingApi,
  recurringInvoices: recurringInvoicesApi,
};

/** Every entry of the contract, once. */
export const contractRoutes: readonly RouteEntry[] = Object.values(apiRoutes).flatMap((group) =>
  Object.values(group),
);
