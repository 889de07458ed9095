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

async function must<T>(client: ApiClient, op: string, path: string, body: unknown, branchId?: string) {
  const res = await client.send<T>(op, 'POST', path, { body, ...(branchId && { branchId }) });
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`${op}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

/** Signs up a company and creates its branches, accounts, customers, suppliers and stocked products. */
export async function seedCompany(url: string, stats: LoadStats): Promise<LoadCompany> {
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: 'Mzigo Load Traders Ltd',
      branchName: 'Nairobi',
      fullName: 'Wanjiku Load',
      email: `load.${Date.now().toString(36)}@example.co.ke`,
      password: 'load-secret-1',
    }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const { accessToken, user } = (await signup.json()) as {
    accessToken: string;
    user: { branchId: string; companyId: string };
  };
  const api = new ApiClient(url, accessToken, stats);
  const home = user.branchId;
  const second = (await must<{ id: string }>(api, 'seed', '/api/branches', { name: 'Mombasa', code: 'MSA' }))
    .id;
  const branches: [string, string] = [home, second];
  const bankAccounts: Record<string, string> = {};
  for (const [i, branchId] of branches.entries()) {
    const account = await must<{ id: string }>(api, 'seed', '/api/bank-accounts', {
      name: `Equity ${i === 0 ? 'Nairobi' : 'Mombasa'}`,
      kind: 'bank',
      branchId,
    });
    bankAccounts[branchId] = account.id;
  }
  const customers: string[] = [];
  for (let i = 1; i <= 10; i++) {
    const body = {
      name: `Customer ${i}`,
      phone: `07220001${String(i).padStart(2, '0')}`,
      paymentTerms: 'net_30',
    };
    customers.push((await must<{ id: string }>(api, 'seed', '/api/customers', body)).id);
  }
  const suppliers: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const body = { name: `Supplier ${i}`, paymentTerms: 'net_30' };
    suppliers.push((await must<{ id: string }>(api, 'seed', '/api/suppliers', body)).id);
  }
  const products: Product[] = [];
  for (let i = 1; i <= PRODUCTS; i++) {
    const costPrice = 40 + i * 5;
    const seed = { sku: `LOAD-${String(i).padStart(2, '0')}`, sellingPrice: costPrice * 2, costPrice };
    const body = { ...seed, name: `Load item ${i}`, branchId: home, openingStock: OPENING_STOCK };
    const product = await must<{ id: string }>(api, 'seed', '/api/products', body);
    await must(api, 'seed', `/api/products/${product.id}/adjust-stock`, {
      branchId: second,
      quantity: OPENING_STOCK,
      unitCost: costPrice,
      reason: 'Opening stock',
    });
    products.push({ id: product.id, ...seed });
  }
  const accounts = await api.send<{ items: Array<{ id: string; code: string }> }>(
    'seed',
    'GET',
    '/api/accounts?limit=250',
  );
  const expense = accounts.body.items.find((a) => a.code === '6110');
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
