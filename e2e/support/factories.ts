import {
  authApi,
  type BankAccount,
  bankAccountsApi,
  branchesApi,
  companyApi,
  customersApi,
  type Product,
  productsApi,
  purchaseOrdersApi,
  requestOf,
  rolesApi,
  suppliersApi,
  usersApi,
} from '@tawi/contracts';
import { callEntry } from './api-client';

let n = 0;

export interface Owner {
  email: string;
  password: string;
  companyName: string;
  branchName: string;
  fullName: string;
  token: string;
}

/** The KRA PIN and VAT registration date of the specs' VAT-registered companies. */
export const E2E_VAT_REGISTRATION = { kraPin: 'P052000001E', vatRegisteredFrom: '2000-01-01' } as const;

/**
 * Signs up a fresh company through the API (a factory: every test makes its own data). A new
 * sign-up is not VAT-registered; the specs expect VAT on their documents, so the company is
 * registered (E2E_VAT_REGISTRATION) unless `vatRegistered: false`.
 */
export async function createCompany(
  baseUrl: string,
  over: Partial<Omit<Owner, 'token'>> = {},
  { vatRegistered = true }: { vatRegistered?: boolean } = {},
): Promise<Owner> {
  n += 1;
  const body = {
    companyName: `Test Traders ${n} Ltd`,
    branchName: 'Nairobi',
    fullName: 'Jane Wanjiru',
    email: `owner.${Date.now().toString(36)}.${n}@example.co.ke`,
    password: 'secret123',
    ...over,
  };
  const json = await callEntry(baseUrl, undefined, authApi.signup, { body });
  if (vatRegistered) {
    await callEntry(baseUrl, json.accessToken, companyApi.update, {
      body: { ...E2E_VAT_REGISTRATION, vatRegistered: true },
    });
  }
  return { ...body, token: json.accessToken };
}

export interface StaffUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  branchIds: string[];
  branchId: string;
}

/**
 * Adds a user to the owner's company through the API. `role` is a built-in role's key
 * ('sales') or a role's name ('Stock Auditor'); the branches default to the owner's home branch.
 */
export async function createUser(
  baseUrl: string,
  owner: Owner,
  over: { role: string; fullName?: string; password?: string; branchIds?: string[]; branchId?: string },
): Promise<StaffUser> {
  n += 1;
  const { items: roles } = await callEntry(baseUrl, owner.token, rolesApi.list);
  const role = roles.find((r) => r.key === over.role || r.name === over.role);
  if (!role) throw new Error(`no role ${over.role}`);
  const me = await callEntry(baseUrl, owner.token, authApi.me);
  const branchIds = over.branchIds ?? [me.user.branchId];
  const body = {
    fullName: over.fullName ?? `Staff Member ${n}`,
    email: `staff.${Date.now().toString(36)}.${n}@example.co.ke`,
    password: over.password ?? 'staff-secret-1',
    roleId: role.id,
    branchIds,
    branchId: over.branchId ?? branchIds[0] ?? me.user.branchId,
  };
  const created = await callEntry(baseUrl, owner.token, usersApi.create, { body });
  return {
    id: created.id,
    email: body.email,
    password: body.password,
    fullName: body.fullName,
    branchIds,
    branchId: body.branchId,
  };
}

/** Logs in through the API (authApi.login): the status, and the bearer token when it worked. */
export async function loginApi(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ status: number; token: string | undefined }> {
  const request = requestOf(authApi.login, { body: { email, password } });
  const res = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  const json = (await res.json()) as { accessToken?: string };
  return { status: res.status, token: res.ok ? json.accessToken : undefined };
}

/** The owner's home branch id (where their requests act unless they name another). */
export async function homeBranchId(baseUrl: string, owner: Owner): Promise<string> {
  const me = await callEntry(baseUrl, owner.token, authApi.me);
  return me.user.branchId;
}

/** Adds a branch to the owner's company through the API. */
export async function createBranch(
  baseUrl: string,
  owner: Owner,
  name: string,
  code?: string,
): Promise<{ id: string; name: string }> {
  return callEntry(baseUrl, owner.token, branchesApi.create, { body: { name, ...(code && { code }) } });
}

export interface ProductSeed {
  sku: string;
  name: string;
  sellingPrice: number;
  costPrice?: number;
  category?: string;
  minimumStock?: number;
  /** Units the branch holds from the start, in at the cost price. */
  openingStock?: number;
  branchId?: string;
}

/**
 * Adds a product (and its opening stock in the branch given, else the home branch) through the API.
 * `T`: the fields the caller reads (the answer is the whole product).
 */
export async function createProduct<T extends Partial<Product> = Product>(
  baseUrl: string,
  owner: Owner,
  seed: ProductSeed,
): Promise<T> {
  return (await callEntry(baseUrl, owner.token, productsApi.create, { body: seed })) as T;
}

export interface SupplierSeed {
  name: string;
  paymentTerms?: 'net_15' | 'net_30' | 'net_45' | 'net_60' | 'due_on_receipt' | 'cod';
  contactName?: string;
  phone?: string;
  kraPin?: string;
}

/** Adds a supplier (Net 30 unless told) through the API. */
export async function createSupplier(baseUrl: string, owner: Owner, seed: SupplierSeed) {
  return callEntry(baseUrl, owner.token, suppliersApi.create, { body: { paymentTerms: 'net_30', ...seed } });
}

/**
 * Adds a bank, cash or M-Pesa account (a bank account unless told) of the home branch through the API.
 * `T`: the fields the caller reads (the answer is the whole account).
 */
export async function createBankAccount<T extends Partial<BankAccount> = BankAccount>(
  baseUrl: string,
  owner: Owner,
  seed: {
    name: string;
    kind?: 'bank' | 'cash' | 'mobile_money';
    accountNumber?: string;
    openingBalance?: number;
    openingDate?: string;
  },
): Promise<T> {
  const body = { kind: 'bank' as const, ...seed };
  return (await callEntry(baseUrl, owner.token, bankAccountsApi.create, { body })) as T;
}

export interface PurchaseOrderSeed {
  supplierId: string;
  date?: string;
  items: Array<{ itemId: string; qty: number; unitPrice: number; taxCategory: 'A' | 'B' | 'C' | 'D' | 'E' }>;
}

/** Places a purchase order (Pending) with the home branch through the API. */
export async function createPurchaseOrder(baseUrl: string, owner: Owner, seed: PurchaseOrderSeed) {
  return callEntry(baseUrl, owner.token, purchaseOrdersApi.create, { body: seed });
}

export interface CustomerSeed {
  name: string;
  paymentTerms?: 'net_15' | 'net_30' | 'net_45' | 'net_60' | 'due_on_receipt' | 'cod';
  contactName?: string;
  phone?: string;
  kraPin?: string;
}

/** Adds a customer (Net 30 unless told) through the API. */
export async function createCustomer(baseUrl: string, owner: Owner, seed: CustomerSeed) {
  return callEntry(baseUrl, owner.token, customersApi.create, { body: { paymentTerms: 'net_30', ...seed } });
}
