import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../features/auth/require-session';
import { RouteErrorPage } from '../features/placeholder/route-error-page';
import type { ReportLink } from '../features/reports/hub/report-directory';
import { FullPageSpinner } from '../shared/full-page-spinner';
import type { en, MenuLabel } from '../shared/i18n/en';
import { lazyPage } from './lazy-page';
import { RequirePageAccess } from './nav/require-page-access';

const LoginPage = lazyPage(() => import('../features/auth/login-page').then((m) => m.LoginPage));
const SignupPage = lazyPage(() => import('../features/auth/signup-page').then((m) => m.SignupPage));
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
);
const SharedInvoicePage = lazyPage(() =>
  import('../features/customers/invoices/shared-invoice-page').then((m) => m.SharedInvoicePage),
);
const DashboardLayout = lazyPage(() => import('./shell/dashboard-layout').then((m) => m.DashboardLayout));
const DashboardPage = lazyPage(() =>
  import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
);
const NotFoundPage = lazyPage(() =>
  import('../features/placeholder/not-found-page').then((m) => m.NotFoundPage),
);
const OutboxPage = lazyPage(() =>
  import('../features/settings/outbox/outbox-page').then((m) => m.OutboxPage),
);
const MailSettingsPage = lazyPage(() =>
  import('../features/settings/mail/mail-settings-page').then((m) => m.MailSettingsPage),
);
const EtimsSettingsPage = lazyPage(() =>
  import('../features/settings/etims/etims-settings-page').then((m) => m.EtimsSettingsPage),
);
const EmailTemplatesPage = lazyPage(() =>
  import('../features/settings/email-templates/email-templates-page').then((m) => m.EmailTemplatesPage),
);
const SettingsPage = lazyPage(() => import('../features/settings/settings-page').then((m) => m.SettingsPage));
const BusinessProfilePage = lazyPage(() =>
  import('../features/settings/business-profile/business-profile-page').then((m) => m.BusinessProfilePage),
);
const BranchesPage = lazyPage(() =>
  import('../features/settings/branches/branches-page').then((m) => m.BranchesPage),
);
const UsersPage = lazyPage(() => import('../features/settings/users/users-page').then((m) => m.UsersPage));
const RolesPage = lazyPage(() => import('../features/settings/roles/roles-page').then((m) => m.RolesPage));
const AuditLogPage = lazyPage(() =>
  import('../features/settings/audit-log/audit-log-page').then((m) => m.AuditLogPage),
);
const ChartOfAccountsPage = lazyPage(() =>
  import('../features/ledger/accounts/chart-of-accounts-page').then((m) => m.ChartOfAccountsPage),
);
const JournalEntriesPage = lazyPage(() =>
  import('../features/ledger/journal/journal-entries-page').then((m) => m.JournalEntriesPage),
);
const FinancialReportsPage = lazyPage(() =>
  import('../features/reports/financial-reports-page').then((m) => m.FinancialReportsPage),
);
const ReportsHubPage = lazyPage(() =>
  import('../features/reports/hub/reports-hub-page').then((m) => m.ReportsHubPage),
);
const TableReportRoute = lazyPage(() =>
  import('../features/reports/tables/table-report-page').then((m) => m.TableReportRoute),
);
const BankingPage = lazyPage(() => import('../features/banking/banking-page').then((m) => m.BankingPage));
const ReconciliationsPage = lazyPage(() =>
  import('../features/banking/reconciliation/reconciliations-page').then((m) => m.ReconciliationsPage),
);
const ReconciliationDetailPage = lazyPage(() =>
  import('../features/banking/reconciliation/reconciliation-detail-page').then(
    (m) => m.ReconciliationDetailPage,
  ),
);
const EmployeesPage = lazyPage(() =>
  import('../features/payroll/employees-page').then((m) => m.EmployeesPage),
);
const EmployeeDetailPage = lazyPage(() =>
  import('../features/payroll/employee-detail-page').then((m) => m.EmployeeDetailPage),
);
const PayrollPage = lazyPage(() => import('../features/payroll/payroll-page').then((m) => m.PayrollPage));
const ProductsPage = lazyPage(() =>
  import('../features/inventory/products/products-page').then((m) => m.ProductsPage),
);
const ProductDetailPage = lazyPage(() =>
  import('../features/inventory/products/product-detail-page').then((m) => m.ProductDetailPage),
);
const TransfersPage = lazyPage(() =>
  import('../features/inventory/transfers/transfers-page').then((m) => m.TransfersPage),
);
const StockCountPage = lazyPage(() =>
  import('../features/inventory/stock-count/stock-count-page').then((m) => m.StockCountPage),
);
const InventorySummaryPage = lazyPage(() =>
  import('../features/inventory/summary/inventory-summary-page').then((m) => m.InventorySummaryPage),
);
const TradeOverviewPage = lazyPage(() =>
  import('../features/trade/overview/trade-overview-page').then((m) => m.TradeOverviewPage),
);
const SuppliersPage = lazyPage(() =>
  import('../features/trade/suppliers/suppliers-page').then((m) => m.SuppliersPage),
);
const SupplierDetailPage = lazyPage(() =>
  import('../features/trade/suppliers/supplier-detail-page').then((m) => m.SupplierDetailPage),
);
const PurchaseOrdersPage = lazyPage(() =>
  import('../features/trade/purchase-orders/purchase-orders-page').then((m) => m.PurchaseOrdersPage),
);
const PurchaseOrderDetailPage = lazyPage(() =>
  import('../features/trade/purchase-orders/purchase-order-detail-page').then(
    (m) => m.PurchaseOrderDetailPage,
  ),
);
const CustomersPage = lazyPage(() =>
  import('../features/customers/customers-page').then((m) => m.CustomersPage),
);
const CustomerDetailPage = lazyPage(() =>
  import('../features/customers/customer-detail-page').then((m) => m.CustomerDetailPage),
);
const CounterSalePage = lazyPage(() =>
  import('../features/customers/counter/counter-sale-page').then((m) => m.CounterSalePage),
);
const InvoicesPage = lazyPage(() =>
  import('../features/customers/invoices/invoices-page').then((m) => m.InvoicesPage),
);
const InvoiceDetailPage = lazyPage(() =>
  import('../features/customers/invoices/invoice-detail-page').then((m) => m.InvoiceDetailPage),
);
const EstimatesPage = lazyPage(() =>
  import('../features/customers/estimates/estimates-page').then((m) => m.EstimatesPage),
);
const EstimateDetailPage = lazyPage(() =>
  import('../features/customers/estimates/estimate-detail-page').then((m) => m.EstimateDetailPage),
);
const SalesOrdersPage = lazyPage(() =>
  import('../features/customers/sales-orders/sales-orders-page').then((m) => m.SalesOrdersPage),
);
const SalesOrderDetailPage = lazyPage(() =>
  import('../features/customers/sales-orders/sales-order-detail-page').then((m) => m.SalesOrderDetailPage),
);
const CreditNotesPage = lazyPage(() =>
  import('../features/customers/credits/credit-notes-page').then((m) => m.CreditNotesPage),
);
const RecurringInvoicesPage = lazyPage(() =>
  import('../features/customers/recurring-invoices/recurring-invoices-page').then(
    (m) => m.RecurringInvoicesPage,
  ),
);
const CustomerStatementsPage = lazyPage(() =>
  import('../features/customers/statements/customer-statements-page').then((m) => m.CustomerStatementsPage),
);
const ReceivablesAgingPage = lazyPage(() =>
  import('../features/customers/aging/receivables-aging-page').then((m) => m.ReceivablesAgingPage),
);
const BillsPage = lazyPage(() => import('../features/trade/bills/bills-page').then((m) => m.BillsPage));
const BillDetailPage = lazyPage(() =>
  import('../features/trade/bills/bill-detail-page').then((m) => m.BillDetailPage),
);
const PaymentsPage = lazyPage(() =>
  import('../features/trade/payments/payments-page').then((m) => m.PaymentsPage),
);
const VatSummariesPage = lazyPage(() =>
  import('../features/tax/vat-summaries-page').then((m) => m.VatSummariesPage),
);
const VatSummaryDetailPage = lazyPage(() =>
  import('../features/tax/vat-summary-detail-page').then((m) => m.VatSummaryDetailPage),
);

type ReportArea = ReportLink['area'];

/** The spec's report pages of the menu that list some areas of the reports hub, each with its words. */
const REPORT_HUBS = {
  salesInventory: { title: 'Sales Inventory', areas: ['sales', 'inventory'] },
  insights: { title: 'Business Insights', areas: ['customers', 'purchasing', 'activity'] },
  performance: { title: 'Performance Overview', areas: ['profit', 'financial'] },
} as const satisfies Record<keyof typeof en.reportHubs, { title: MenuLabel; areas: readonly ReportArea[] }>;

function ReportHub({ hub }: { hub: keyof typeof REPORT_HUBS }) {
  const { t } = useTranslation();
  const { title, areas } = REPORT_HUBS[hub];
  return <ReportsHubPage title={title} description={t(`reportHubs.${hub}`)} areas={areas} />;
}

const publicPage = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;

/** A page the role may not open shows the one no-access page naming it (page-access.ts). */
function guarded(path: string, element: ReactNode) {
  return <RequirePageAccess path={path}>{element}</RequirePageAccess>;
}

/** Settings pages need settings:read; the accounting ones listed there need accounting:read instead. */
const settingsRoutes: RouteObject = {
  path: 'settings',
  children: [
    {
      element: guarded('settings', <Outlet />),
      children: [
        { index: true, element: <SettingsPage /> },
        { path: 'business-profile', element: <BusinessProfilePage /> },
        { path: 'branches', element: <BranchesPage /> },
        { path: 'users', element: <UsersPage /> },
        { path: 'roles', element: <RolesPage /> },
        { path: 'audit-log', element: <AuditLogPage /> },
        { path: 'outbox', element: <OutboxPage /> },
        { path: 'mail', element: <MailSettingsPage /> },
        { path: 'email-templates', element: <EmailTemplatesPage /> },
        { path: 'etims', element: <EtimsSettingsPage /> },
      ],
    },
    { path: 'chart-of-accounts', element: guarded('settings/chart-of-accounts', <ChartOfAccountsPage />) },
    { path: 'journal-entries', element: guarded('settings/journal-entries', <JournalEntriesPage />) },
  ],
};

const moduleRoutes: RouteObject[] = [
  { path: 'financial-reports', element: guarded('financial-reports', <FinancialReportsPage />) },
  { path: 'reports', element: guarded('reports', <ReportsHubPage />) },
  { path: 'reports/:name', element: <TableReportRoute /> },
  {
    path: 'sales-inventory',
    element: guarded('sales-inventory', <ReportHub hub="salesInventory" />),
  },
  { path: 'insights', element: guarded('insights', <ReportHub hub="insights" />) },
  {
    path: 'performance-overview',
    element: guarded('performance-overview', <ReportHub hub="performance" />),
  },
  { path: 'banking', element: guarded('banking', <BankingPage />) },
  { path: 'reconciliation', element: guarded('reconciliation', <ReconciliationsPage />) },
  { path: 'reconciliation/:id', element: guarded('reconciliation/:id', <ReconciliationDetailPage />) },
  { path: 'employees', element: guarded('employees', <EmployeesPage />) },
  { path: 'employees/:id', element: guarded('employees/:id', <EmployeeDetailPage />) },
  { path: 'payroll', element: guarded('payroll', <PayrollPage />) },
  { path: 'inventory-summary', element: guarded('inventory-summary', <InventorySummaryPage />) },
  { path: 'products', element: guarded('products', <ProductsPage />) },
  { path: 'products/:id', element: guarded('products/:id', <ProductDetailPage />) },
  { path: 'transfers', element: guarded('transfers', <TransfersPage />) },
  { path: 'stock-count', element: guarded('stock-count', <StockCountPage />) },
  { path: 'trade', element: guarded('trade', <TradeOverviewPage />) },
  { path: 'suppliers', element: guarded('suppliers', <SuppliersPage />) },
  { path: 'suppliers/:id', element: guarded('suppliers/:id', <SupplierDetailPage />) },
  { path: 'purchase-orders', element: guarded('purchase-orders', <PurchaseOrdersPage />) },
  { path: 'purchase-orders/:id', element: guarded('purchase-orders/:id', <PurchaseOrderDetailPage />) },
  { path: 'bills', element: guarded('bills', <BillsPage />) },
  { path: 'bills/:id', element: guarded('bills/:id', <BillDetailPage />) },
  { path: 'payments', element: guarded('payments', <PaymentsPage />) },
  { path: 'vat-summary', element: guarded('vat-summary', <VatSummariesPage />) },
  { path: 'vat-summary/:period', element: guarded('vat-summary/:period', <VatSummaryDetailPage />) },
  { path: 'customers', element: guarded('customers', <CustomersPage />) },
  { path: 'customers/:id', element: guarded('customers/:id', <CustomerDetailPage />) },
  { path: 'estimates', element: guarded('estimates', <EstimatesPage />) },
  { path: 'estimates/:id', element: guarded('estimates/:id', <EstimateDetailPage />) },
  { path: 'counter-sale', element: guarded('counter-sale', <CounterSalePage />) },
  { path: 'invoices', element: guarded('invoices', <InvoicesPage />) },
  { path: 'invoices/:id', element: guarded('invoices/:id', <InvoiceDetailPage />) },
  { path: 'sales-orders', element: guarded('sales-orders', <SalesOrdersPage />) },
  { path: 'sales-orders/:id', element: guarded('sales-orders/:id', <SalesOrderDetailPage />) },
  { path: 'credit-refunds', element: guarded('credit-refunds', <CreditNotesPage />) },
  { path: 'recurring-invoices', element: guarded('recurring-invoices', <RecurringInvoicesPage />) },
  { path: 'customer-statements', element: guarded('customer-statements', <CustomerStatementsPage />) },
  { path: 'receivables-aging', element: guarded('receivables-aging', <ReceivablesAgingPage />) },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: publicPage(<LoginPage />) },
      { path: '/signup', element: publicPage(<SignupPage />) },
      { path: '/forgot-password', element: publicPage(<ForgotPasswordPage />) },
      { path: '/reset-password', element: publicPage(<ResetPasswordPage />) },
      { path: '/shared/invoices/:token', element: publicPage(<SharedInvoicePage />) },
      { path: '/_app', element: <Navigate to="/dashboard" replace /> },
      {
        path: '/dashboard',
        element: <RequireSession>{publicPage(<DashboardLayout />)}</RequireSession>,
        children: [
          {
            // Inside the shell, so a failing page keeps the menu.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <DashboardPage /> },
              settingsRoutes,
              ...moduleRoutes,
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      { path: '*', element: publicPage(<NotFoundPage public />) },
    ],
  },
];

export const router = createBrowserRouter(routes);
