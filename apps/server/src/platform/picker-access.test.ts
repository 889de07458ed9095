import {
  authApi,
  bankAccountsApi,
  bankTransfersApi,
  branchesApi,
  customersApi,
  ledgerApi,
  payrollApi,
  productsApi,
  type RouteEntry,
  reconciliationsApi,
  reportsApi,
  rolesApi,
  suppliersApi,
  usersApi,
} from '@tawi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { call, type LooseBody, signupCompany, staffWithRole, useTestApp } from '../testing/test-app';

const t = useTestApp();

/** full: the records with every figure; pick: listed for a form, without the guarded figures; no: 403. */
type Access = 'full' | 'pick' | 'no';

/** The records are read loosely (by field name) through call(): each source answers its own shape. */
interface Source {
  list: RouteEntry;
  /** The seeded record this source lists, found by a field. */
  find: (items: LooseBody[]) => LooseBody;
  /** The figures of the seeded record a reader sees; a user who only picks sees none of them. */
  figures: Record<string, unknown>;
}

const named = (name: string) => (items: LooseBody[]) => items.find((i) => i.name === name);
const SOURCES: Record<string, Source> = {
  bankAccounts: {
    list: bankAccountsApi.list,
    find: named('M-Pesa till'),
    figures: { balance: 1500, openingBalance: 1500, openingDate: '2026-01-02' },
  },
  accounts: { list: ledgerApi.listAccounts, find: named('M-Pesa till'), figures: { balance: 1500 } },
  customers: {
    list: customersApi.list,
    find: named('Baraka Traders'),
    figures: { balance: 0, credit: 0 },
  },
  suppliers: { list: suppliersApi.list, find: named('Mombasa Millers'), figures: { balance: 0 } },
  // 12 in at a cost of 90
  products: {
    list: productsApi.list,
    find: named('Maize flour 2 kg'),
    figures: { averageCost: 90, stockValue: 1080 },
  },
  branches: { list: branchesApi.list, find: named('Nairobi'), figures: {} },
  employees: {
    list: payrollApi.listEmployees,
    find: (items) => items.find((i) => i.fullName === 'Achieng Otieno'),
    figures: {},
  },
};

// What each built-in role gets, written out (not derived from the rule it checks).
const F = 'full';
const P = 'pick';
const N = 'no';
const MATRIX: Record<string, Record<keyof typeof SOURCES, Access>> = {
  owner: { bankAccounts: F, accounts: F, customers: F, suppliers: F, products: F, branches: F, employees: F },
  administrator: {
    bankAccounts: F,
    accounts: F,
    customers: F,
    suppliers: F,
    products: F,
    branches: F,
    employees: F,
  },
  accountant: {
    bankAccounts: F,
    accounts: F,
    customers: F,
    suppliers: F,
    products: F,
    branches: F,
    employees: F,
  },
  branch_manager: {
    bankAccounts: F,
    accounts: F,
    customers: F,
    suppliers: F,
    products: F,
    branches: F,
    employees: F,
  },
  // takes payments into an account it may not see the balance of
  // products: read, but without their costs (no costs:read), as a picker leaves them out
  sales: { bankAccounts: P, accounts: N, customers: F, suppliers: N, products: P, branches: F, employees: N },
  storekeeper: {
    bankAccounts: N,
    accounts: N,
    customers: N,
    suppliers: F,
    products: P,
    branches: F,
    employees: N,
  },
  // pays payroll from an account it may not see the balance of
  hr_payroll: {
    bankAccounts: P,
    accounts: N,
    customers: N,
    suppliers: N,
    products: N,
    branches: F,
    employees: F,
  },
  viewer: {
    bankAccounts: F,
    accounts: F,
    customers: F,
    suppliers: F,
    products: F,
    branches: F,
    employees: F,
  },
};

let owner: Awaited<ReturnType<typeof signupCompany>>;
let bankAccountId: string;

beforeAll(async () => {
  owner = await signupCompany(t.app, { branchName: 'Nairobi' });
  const api = apiClient(t.app, owner.token);
  const bank = await api.ok(bankAccountsApi.create, {
    body: { name: 'M-Pesa till', kind: 'mobile_money', openingBalance: 1500, openingDate: '2026-01-02' },
  });
  bankAccountId = bank.id;
  await api.ok(customersApi.create, { body: { name: 'Baraka Traders', paymentTerms: 'net_30' } });
  await api.ok(suppliersApi.create, { body: { name: 'Mombasa Millers', paymentTerms: 'net_30' } });
  await api.ok(productsApi.create, {
    body: { sku: 'UNGA-2', name: 'Maize flour 2 kg', sellingPrice: 150, costPrice: 90, openingStock: 12 },
  });
  await api.ok(payrollApi.createEmployee, {
    body: {
      fullName: 'Achieng Otieno',
      email: 'achieng@example.co.ke',
      department: 'finance',
      employmentType: 'full_time',
      position: 'Clerk',
      salary: 50000,
    },
  });
});

async function tokenFor(role: string): Promise<string> {
  return role === 'owner' ? owner.token : (await staffWithRole(t.app, owner, role)).token;
}

describe('pickers: what each built-in role lists for its forms', () => {
  it.each(Object.keys(MATRIX))('%s', async (role) => {
    const token = await tokenFor(role);
    for (const [name, source] of Object.entries(SOURCES)) {
      const access = MATRIX[role]?.[name];
      const { id } = source.list;
      const res = await call(t.app, 'GET', source.list.path, { token, query: { limit: '250' } });
      if (access === 'no') {
        expect(res.status, `${role} ${id}`).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
        continue;
      }
      expect(res.status, `${role} ${id}: ${res.text}`).toBe(200);
      const record = source.find(res.body.items);
      expect(record, `${role} ${id} lists the record`).toBeDefined();
      for (const [field, value] of Object.entries(source.figures)) {
        if (access === 'full') expect(record[field], `${role} ${id} ${field}`).toEqual(value);
        else expect(record, `${role} ${id} hides ${field}`).not.toHaveProperty(field);
      }
    }
  });

  it('one record answers as its list does; the rest of banking stays closed to a seller', async () => {
    const seller = apiClient(t.app, await tokenFor('sales'));
    const theTill = { params: { id: bankAccountId } };
    const one = await seller.call(bankAccountsApi.get, theTill);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: bankAccountId, name: 'M-Pesa till', kind: 'mobile_money' });
    expect(one.body).not.toHaveProperty('balance');
    const full = await apiClient(t.app, owner.token).ok(bankAccountsApi.get, theTill);
    expect(full.balance).toBe(1500);
    const closed = {
      [bankTransfersApi.list.id]: await seller.call(bankTransfersApi.list),
      [reconciliationsApi.list.id]: await seller.call(reconciliationsApi.list),
      [reportsApi.trialBalance.id]: await seller.call(reportsApi.trialBalance),
    };
    for (const [id, res] of Object.entries(closed)) expect(res.status, id).toBe(403);
    const create = await seller.call(bankAccountsApi.create, { body: { name: 'Side till', kind: 'cash' } });
    expect(create.status).toBe(403);
    expect(create.error).toMatchObject({
      code: 'forbidden',
      message: expect.stringContaining('banking:create'),
    });
  });

  it('a custom role that may only raise bills picks suppliers, products, expense accounts and bank accounts, no figures', async () => {
    const api = apiClient(t.app, owner.token);
    const role = await api.call(rolesApi.create, {
      body: { name: 'Bills clerk', permissions: ['dashboard:read', 'trade:create'] },
    });
    expect(role.status, role.text).toBe(201);
    const roles = (await api.ok(rolesApi.list)).items;
    expect(roles.some((r) => r.name === 'Bills clerk')).toBe(true);
    const clerk = await staffWithRoleId(role.body.id);
    for (const name of ['suppliers', 'products', 'accounts', 'bankAccounts'] as const) {
      const source = SOURCES[name] as Source;
      const res = await call(t.app, 'GET', source.list.path, { token: clerk, query: { limit: '250' } });
      expect(res.status, `${source.list.id}: ${res.text}`).toBe(200);
      const record = source.find(res.body.items);
      expect(record).toBeDefined();
      for (const field of Object.keys(source.figures)) expect(record).not.toHaveProperty(field);
    }
    const denied = await apiClient(t.app, clerk).call(customersApi.list);
    expect(denied.status).toBe(403);
    expect(denied.error?.message).toBe(
      'Your role does not allow this (needs customers:read or customers:create or customers:approve)',
    );
  });
});

async function staffWithRoleId(roleId: string): Promise<string> {
  const email = `clerk.${Date.now().toString(36)}@example.co.ke`;
  const res = await apiClient(t.app, owner.token).call(usersApi.create, {
    body: {
      fullName: 'Bills Clerk',
      email,
      password: 'secret123',
      roleId,
      branchIds: [owner.user.branchId],
      branchId: owner.user.branchId,
    },
  });
  expect(res.status, res.text).toBe(201);
  const login = await apiClient(t.app).ok(authApi.login, { body: { email, password: 'secret123' } });
  return login.accessToken;
}
