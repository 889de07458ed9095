import {
  type bankAccountCreate,
  bankAccountsApi,
  branchesApi,
  type customerCreate,
  customersApi,
  ledgerApi,
  type productCreate,
  productsApi,
  type purchaseOrderCreate,
  purchaseOrdersApi,
  type receiveGoods,
  type supplierCreate,
  suppliersApi,
  type WireOf,
} from '@tawi/contracts';
import { Random } from '../ledger/random';
import type { Api } from './api-client';
import { FIRST_DAY } from './calendar';

type TaxCategory = 'A' | 'B' | 'E';

export interface GrowthProduct {
  id: string;
  sku: string;
  name: string;
  sellingPrice: number;
  costPrice: number;
  taxCategory: TaxCategory;
}

/** One branch: its id and the accounts receipts of that branch are paid into. */
export interface GrowthBranch {
  id: string;
  name: string;
  mpesaAccountId: string;
  cashAccountId: string;
}

/** What the loader needs of the company set up through the API. */
export interface GrowthCompany {
  companyId: string;
  branches: GrowthBranch[];
  bankAccountId: string;
  customerIds: string[];
  supplierIds: string[];
  products: GrowthProduct[];
  /** Operating expense accounts a direct bill may charge (rent, utilities, ...). */
  expenseAccountIds: string[];
  /** Units of every product in every branch after the opening goods receipts. */
  openingStock: number;
}

export interface CompanySizes {
  branches: number;
  customers: number;
  suppliers: number;
  products: number;
  openingStock: number;
}

const BRANCH_NAMES = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Nyeri', 'Machakos'];
const ITEMS = [
  'Sugar',
  'Rice',
  'Maize flour',
  'Wheat flour',
  'Cooking oil',
  'Bar soap',
  'Tea leaves',
  'Milk powder',
  'Salt',
  'Detergent',
  'Toothpaste',
  'Matches',
  'Candles',
  'Biscuits',
  'Soda',
  'Juice',
  'Drinking water',
  'Margarine',
  'Beans',
  'Exercise books',
];
const BRANDS = [
  'Kabras',
  'Pembe',
  'Jogoo',
  'Elianto',
  'Menengai',
  'Ketepa',
  'Dola',
  'Exe',
  'Kensalt',
  'Tuzo',
];
const SIZES = ['250 g', '500 g', '1 kg', '2 kg', '5 kg', '10 kg', '12 pack', '24 pack'];
const TOWNS = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Nyeri', 'Kitale', 'Garissa'];
const TRADES = ['Hardware', 'Supermarket', 'Wholesalers', 'Traders', 'Stores', 'Agencies', 'Kiosk'];
const TERMS = ['due_on_receipt', 'net_15', 'net_30'] as const;
/** The operating expense accounts of the default chart a direct bill may charge. */
const EXPENSE_CODES = ['6100', '6110', '6150', '6160', '6170', '6180', '6190'];

/** The product names: item x brand x size, in a fixed order (`search` finds e.g. every "soap"). */
export function productName(n: number): { name: string; category: string } {
  const item = ITEMS[n % ITEMS.length] ?? 'Item';
  const brand = BRANDS[Math.floor(n / ITEMS.length) % BRANDS.length] ?? 'Brand';
  const size = SIZES[Math.floor(n / (ITEMS.length * BRANDS.length)) % SIZES.length] ?? '';
  const round = Math.floor(n / (ITEMS.length * BRANDS.length * SIZES.length));
  return { name: `${brand} ${item} ${size}${round > 0 ? ` #${round + 1}` : ''}`, category: item };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function branches(api: Api, homeBranchId: string, count: number) {
  const ids = [homeBranchId];
  for (let b = 1; b < count; b++) {
    const name = BRANCH_NAMES[b] ?? `Branch ${b + 1}`;
    ids.push((await api.call(branchesApi.create, { body: { name } })).id);
  }
  const result: GrowthBranch[] = [];
  for (const [b, id] of ids.entries()) {
    const name = BRANCH_NAMES[b] ?? `Branch ${b + 1}`;
    const account = async (body: WireOf<typeof bankAccountCreate>) =>
      (await api.call(bankAccountsApi.create, { body }, id)).id;
    const mpesaAccountId = await account({ name: `M-Pesa till ${name}`, kind: 'mobile_money', branchId: id });
    const cashAccountId = await account({ name: `Cash ${name}`, kind: 'cash', branchId: id });
    result.push({ id, name, mpesaAccountId, cashAccountId });
  }
  return result;
}

async function contacts(api: Api, random: Random, sizes: CompanySizes) {
  const customerIds: string[] = [];
  for (let c = 0; c < sizes.customers; c++) {
    const town = TOWNS[c % TOWNS.length];
    const trade = TRADES[random.int(0, TRADES.length - 1)];
    const body: WireOf<typeof customerCreate> = {
      name: `${town} ${trade} ${String(c + 1).padStart(3, '0')} Ltd`,
      paymentTerms: TERMS[random.int(0, TERMS.length - 1)],
    };
    customerIds.push((await api.call(customersApi.create, { body })).id);
  }
  const supplierIds: string[] = [];
  for (let s = 0; s < sizes.suppliers; s++) {
    const body: WireOf<typeof supplierCreate> = {
      name: `${TOWNS[s % TOWNS.length]} Distributors ${s + 1} Ltd`,
      paymentTerms: 'net_30',
    };
    supplierIds.push((await api.call(suppliersApi.create, { body })).id);
  }
  return { customerIds, supplierIds };
}

async function products(api: Api, random: Random, count: number): Promise<GrowthProduct[]> {
  const result: GrowthProduct[] = [];
  for (let n = 0; n < count; n++) {
    const { name, category } = productName(n);
    const costPrice = round2(random.int(4000, 90000) / 100);
    const draw = random.next();
    const taxCategory: TaxCategory = draw < 0.8 ? 'B' : draw < 0.9 ? 'A' : 'E';
    const body: WireOf<typeof productCreate> = {
      sku: `GR-${String(n + 1).padStart(5, '0')}`,
      name,
      category,
      sellingPrice: Math.round(costPrice * (1.25 + random.next() * 0.35)),
      costPrice,
      taxCategory,
      minimumStock: 10,
    };
    const created = await api.call(productsApi.create, { body });
    result.push({
      id: created.id,
      sku: body.sku,
      name,
      sellingPrice: body.sellingPrice,
      costPrice,
      taxCategory,
    });
  }
  return result;
}

/** Opening stock: one purchase order per branch for every product, received in full on the first day. */
async function openingStock(api: Api, company: GrowthCompany, qty: number): Promise<void> {
  const supplierId = company.supplierIds[0];
  if (!supplierId) throw new Error('no supplier');
  for (const [b, branch] of company.branches.entries()) {
    for (let from = 0; from < company.products.length; from += 250) {
      const batch = company.products.slice(from, from + 250);
      const order: WireOf<typeof purchaseOrderCreate> = {
        supplierId,
        branchId: branch.id,
        date: FIRST_DAY,
        items: batch.map((p) => ({ itemId: p.id, qty, unitPrice: p.costPrice, taxCategory: p.taxCategory })),
      };
      const po = await api.call(purchaseOrdersApi.create, { body: order }, branch.id);
      const receipt: WireOf<typeof receiveGoods> = {
        deliveryNoteNumber: `OPEN-${b + 1}-${from / 250 + 1}`,
        date: FIRST_DAY,
        items: batch.map((p) => ({ itemId: p.id, qty })),
      };
      await api.call(purchaseOrdersApi.receive, { params: { id: po.id }, body: receipt });
    }
  }
}

/**
 * The company the growth benchmark posts into, set up through the API as a user would: branches,
 * M-Pesa and cash accounts per branch, a bank account, customers, suppliers, products, and opening
 * stock of every product in every branch through goods receipts dated the first day of the year.
 */
export async function setUpCompany(
  api: Api,
  start: { companyId: string; homeBranchId: string },
  sizes: CompanySizes,
  seed: number,
): Promise<GrowthCompany> {
  const random = new Random(seed ^ 0x5eed);
  const branchList = await branches(api, start.homeBranchId, sizes.branches);
  const bankAccountId = (
    await api.call(bankAccountsApi.create, {
      body: { name: 'Equity Bank current', bankName: 'Equity Bank', kind: 'bank' },
    })
  ).id;
  const { customerIds, supplierIds } = await contacts(api, random, sizes);
  const productList = await products(api, random, sizes.products);
  const accounts = await api.call(ledgerApi.listAccounts, { query: { type: 'expense', limit: 250 } });
  const expenseAccountIds = accounts.items.filter((a) => EXPENSE_CODES.includes(a.code)).map((a) => a.id);
  if (expenseAccountIds.length === 0) throw new Error('no operating expense accounts in the chart');
  const company: GrowthCompany = {
    companyId: start.companyId,
    branches: branchList,
    bankAccountId,
    customerIds,
    supplierIds,
    products: productList,
    expenseAccountIds,
    openingStock: sizes.openingStock,
  };
  await openingStock(api, company, sizes.openingStock);
  return company;
}
