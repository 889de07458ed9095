import {
  type ApiInput,
  type ApiOutput,
  authApi,
  bankAccountsApi,
  branchesApi,
  customersApi,
  ledgerApi,
  productsApi,
  type RouteEntry,
  requestOf,
  suppliersApi,
} from '@tawi/contracts';
import { ApiClient, type LoadStats } from './http-client';

export interface Product {
  id: string;
  sku: string;
  sellingPrice: number;
  costPrice: number;
}

/** The company the load works in: two branches, each with a bank account, and what the documents need. */
export interface LoadCompany {
  token: string;
  companyId: string;
  branches: [string, string];
  bankAccounts: Record<string, string>;
  customers: string[];
  suppliers: string[];
  products: Product[];
  /** An expense account for bills without a purchase order (6110 Utilities). */
  expenseAccountId: string;
}

export const PRODUCTS = 12;
export const OPENING_STOCK = 400;

/** A call of the seeding that must succeed as its entry states. */
async function must<E extends RouteEntry>(client: ApiClient, entry: E, input: ApiInput<E>) {
  const res = await client.send('seed', entry, input);
  if (res.status !== entry.status)
    throw new Error(`seed ${entry.id}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Signs up a company and creates its branches, accounts, customers, suppliers and stocked products. */
export async function seedCompany(url: string, stats: LoadStats): Promise<LoadCompany> {
  const request = requestOf(authApi.signup, {
    body: {
      companyName: 'Mzigo Load Traders Ltd',
      branchName: 'Nairobi',
      fullName: 'Wanjiku Load',
      email: `load.${Date.now().toString(36)}@example.co.ke`,
      password: 'load-secret-1',
    },
  });
  const signup = await fetch(`${url}${request.url}`, {
    method: request.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  if (signup.status !== authApi.signup.status)
    throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const { accessToken, user } = (await signup.json()) as ApiOutput<typeof authApi.signup>;
  const api = new ApiClient(url, accessToken, stats);
  const home = user.branchId;
  const second = (await must(api, branchesApi.create, { body: { name: 'Mombasa', code: 'MSA' } })).id;
  const branches: [string, string] = [home, second];
  const bankAccounts: Record<string, string> = {};
  for (const [i, branchId] of branches.entries()) {
    const account = await must(api, bankAccountsApi.create, {
      body: { name: `Equity ${i === 0 ? 'Nairobi' : 'Mombasa'}`, kind: 'bank', branchId },
    });
    bankAccounts[branchId] = account.id;
  }
  const customers: string[] = [];
  for (let i = 1; i <= 10; i++) {
    const body = {
      name: `Customer ${i}`,
      phone: `07220001${String(i).padStart(2, '0')}`,
      paymentTerms: 'net_30' as const,
    };
    customers.push((await must(api, customersApi.create, { body })).id);
  }
  const suppliers: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const body = { name: `Supplier ${i}`, paymentTerms: 'net_30' as const };
    suppliers.push((await must(api, suppliersApi.create, { body })).id);
  }
  const products: Product[] = [];
  for (let i = 1; i <= PRODUCTS; i++) {
    const costPrice = 40 + i * 5;
    const seed = { sku: `LOAD-${String(i).padStart(2, '0')}`, sellingPrice: costPrice * 2, costPrice };
    const body = { ...seed, name: `Load item ${i}`, branchId: home, openingStock: OPENING_STOCK };
    const product = await must(api, productsApi.create, { body });
    await must(api, productsApi.adjustStock, {
      params: { id: product.id },
      body: { branchId: second, quantity: OPENING_STOCK, unitCost: costPrice, reason: 'Opening stock' },
    });
    products.push({ id: product.id, ...seed });
  }
  const accounts = await must(api, ledgerApi.listAccounts, { query: { limit: 250 } });
  const expense = accounts.items.find((a) => a.code === '6110');
  if (!expense) throw new Error('no account 6110 in the default chart');
  return {
    token: accessToken,
    companyId: user.companyId,
    branches,
    bankAccounts,
    customers,
    suppliers,
    products,
    expenseAccountId: expense.id,
  };
}
