import { bankTransfersApi } from './bank-transfers';
import { bankAccountsApi, reconciliationsApi } from './banking';
import { customersApi } from './customers';
import { inventoryApi, productsApi, transfersApi } from './inventory';
import { platformApi } from './platform';
import type { RouteEntry } from './route';
import { suppliersApi } from './suppliers';

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
  products: productsApi,
  transfers: transfersApi,
  inventory: inventoryApi,
  bankAccounts: bankAccountsApi,
  reconciliations: reconciliationsApi,
};

/** Every entry of the contract, once. */
export const contractRoutes: readonly RouteEntry[] = Object.values(apiRoutes).flatMap((group) =>
  Object.values(group),
);
