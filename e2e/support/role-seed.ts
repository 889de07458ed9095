import { invoicesApi, ledgerApi, payrollApi } from '@tawi/contracts';
import { callEntry } from './api-client';
import {
  createBankAccount,
  createBranch,
  createCompany,
  createCustomer,
  createProduct,
  createSupplier,
  type Owner,
} from './factories';

/** The shared records every role's forms pick from, made once through the API. */
export interface RoleSeed {
  owner: Owner;
  customer: { id: string; name: string };
  product: { id: string; sku: string; name: string };
  supplier: { id: string; name: string };
  expenseAccountId: string;
}

export const SEED = {
  customer: 'Baraka Traders',
  product: { sku: 'RICE-5', name: 'Pishori rice 5 kg', sellingPrice: 1200, costPrice: 900 },
  supplier: 'Mombasa Millers',
  bank: 'Equity Current',
  till: 'M-Pesa till',
  employee: 'Achieng Otieno',
  otherBranch: 'Mombasa',
} as const;

/** A company in Nairobi (and Mombasa) with a customer, a stocked product, a supplier, accounts, an employee. */
export async function seedCompany(baseUrl: string): Promise<RoleSeed> {
  const owner = await createCompany(baseUrl, { companyName: 'Duka Bora Traders Ltd', branchName: 'Nairobi' });
  await createBranch(baseUrl, owner, SEED.otherBranch);
  const customer = await createCustomer(baseUrl, owner, { name: SEED.customer });
  const product = await createProduct<{ id: string; sku: string; name: string }>(baseUrl, owner, {
    ...SEED.product,
    openingStock: 500,
  });
  const supplier = await createSupplier(baseUrl, owner, { name: SEED.supplier });
  await createBankAccount(baseUrl, owner, { name: SEED.bank, openingBalance: 1_000_000 });
  await createBankAccount(baseUrl, owner, { name: SEED.till, kind: 'mobile_money', openingBalance: 50_000 });
  await callEntry(baseUrl, owner.token, payrollApi.createEmployee, {
    body: {
      fullName: SEED.employee,
      email: 'achieng@example.co.ke',
      department: 'finance',
      employmentType: 'full_time',
      position: 'Clerk',
      salary: 50_000,
      hireDate: '2024-01-02',
    },
  });
  const accounts = await callEntry(baseUrl, owner.token, ledgerApi.listAccounts, {
    query: { type: 'expense', limit: 250 },
  });
  const expense = accounts.items.find((a) => a.name === 'Telephone and Internet');
  if (!expense) throw new Error('no Telephone and Internet account in the default chart');
  return { owner, customer, product, supplier, expenseAccountId: expense.id };
}

/** An issued invoice of one product line to the seeded customer, described with `description`. */
export function issueInvoice(baseUrl: string, seed: RoleSeed, description: string) {
  return callEntry(baseUrl, seed.owner.token, invoicesApi.create, {
    body: {
      customerId: seed.customer.id,
      lines: [
        {
          productId: seed.product.id,
          description,
          qty: 1,
          unitPrice: SEED.product.sellingPrice,
          taxCategory: 'B',
        },
      ],
    },
  });
}
