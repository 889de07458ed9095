import { bankTransfersApi } from './bank-transfers';
import { customersApi } from './customers';
import { ledgerApi } from './ledger';
import { payrollApi } from './payroll';
import { platformApi } from './platform';
import { reportsApi } from './reports';
import type { RouteEntry } from './route';
import { suppliersApi } from './suppliers';
import { taxApi } from './tax';

/**
 * The API as data: every route of the contract, by module. The server implements each entry (a route
 * that is not here cannot be registered), the web app and the tests call them through typed clients.
 * Add a module's group here when it moves into the contract (README: How to add a route).
 */
export const apiRoutes = {
  platform: platformApi,
  customers: customersApi,
  suppliers: suppliersApi,
  bankTransfers: bankTransfersApi,
  ledger: ledgerApi,
  reports: reportsApi,
  tax: taxApi,
  payroll: payrollApi,
};

/** Every entry of the contract, once. */
export const contractRoutes: readonly RouteEntry[] = Object.values(apiRoutes).flatMap((group) =>
  Object.values(group),
);
