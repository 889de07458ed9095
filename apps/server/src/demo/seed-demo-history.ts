import {
  authApi,
  bankAccountsApi,
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  invoicesApi,
  payrollApi,
  productsApi,
  purchaseOrdersApi,
  supplierPaymentsApi,
  suppliersApi,
  taxApi,
} from '@tawi/contracts';
import { type TaxCategoryCode, todayIn } from '@tawi/domain';
import type { FastifyInstance } from 'fastify';
import { client, type DemoCall } from './demo-client';
import { type HistoryShape, type PlannedMonth, type PlannedSale, planHistory } from './demo-history-plan';

const CUSTOMERS = [
  { name: 'Naivas Supermarket Westlands', paymentTerms: 'net_30', kraPin: 'P051100201A' },
  { name: 'Mama Mboga Wholesalers', paymentTerms: 'net_15' },
  { name: 'Kilimani Hotel Ltd', paymentTerms: 'net_30', kraPin: 'P051100202B' },
  { name: 'Ruiru Mini Mart', paymentTerms: 'due_on_receipt' },
  { name: 'Nyali Beach Resort', paymentTerms: 'net_45', kraPin: 'P051100203C' },
  { name: 'Likoni Traders', paymentTerms: 'net_15' },
  { name: 'Kondele Shop', paymentTerms: 'due_on_receipt' },
  { name: 'Lake Basin Schools Supplies', paymentTerms: 'net_30', kraPin: 'P051100204D' },
  { name: 'Dunga Fish Camp Canteen', paymentTerms: 'net_15' },
  { name: 'Thika Road Mall Kiosk', paymentTerms: 'net_30' },
] as const;

/** A year of trading, as a wholesaler's: 30 sales a month. Tests pass a smaller shape. */
export const DEMO_HISTORY: Omit<HistoryShape, 'branches' | 'customers' | 'products'> = {
  months: 12,
  salesPerMonth: 30,
};

/** Unique M-Pesa codes for the demo's receipts (10 letters and digits). */
const mpesaCode = (n: number) => `SDM${String(n).padStart(7, '0')}`;

interface Books {
  call: DemoCall;
  branches: { id: string; name: string }[];
  products: {
    id: string;
    sku: string;
    sellingPrice: number;
    costPrice: number;
    taxCategory: TaxCategoryCode;
  }[];
  customers: { id: string }[];
  supplierId: string;
  accounts: { bank: string; mpesa: string; cash: string };
  /** Units on hand per branch and product, as the seed moves them. */
  stock: Map<string, number>;
  receipts: number;
}

/**
 * The demo company's past year through the API as its owner (`npm run demo`): customers; each month a
 * restocking order per branch (received, billed, paid on the 20th), sales on the days after with
 * receipts by M-Pesa, bank and cash (a fifth left open, some overdue), a few returns, salaries run and
 * paid on the 28th, and the VAT returns of older months filed. Dates never pass today.
 */
export async function seedDemoHistory(
  app: FastifyInstance,
  shape = DEMO_HISTORY,
  signal?: AbortSignal,
): Promise<void> {
  const call = await client(app, signal);
  const me = await call(authApi.me, {});
  const today = todayIn(me.company.timeZone);
  const accounts = (await call(bankAccountsApi.list, { query: { limit: 100 } })).items;
  const account = (kind: string) => accounts.find((a) => a.kind === kind)?.id ?? '';
  const products = (await call(productsApi.list, { query: { limit: 100 } })).items;
  const supplier = (await call(suppliersApi.list, { query: { search: 'Mombasa Millers' } })).items[0];
  if (!supplier) throw new Error('demo history: the demo supplier is missing');
  const customers = [];
  for (const c of CUSTOMERS) customers.push(await call(customersApi.create, { body: c }));
  const books: Books = {
    call,
    branches: me.branches,
    products: products.map((p) => ({ ...p, costPrice: p.costPrice ?? p.sellingPrice * 0.8 })),
    customers,
    supplierId: supplier.id,
    accounts: { bank: account('bank'), mpesa: account('mobile_money'), cash: account('cash') },
    stock: new Map(),
    receipts: 0,
  };
  const plan = planHistory(today, {
    ...shape,
    branches: books.branches.length,
    customers: customers.length,
    products: products.length,
  });
  for (const month of plan) await tradeMonth(books, month, today);
  for (const month of plan) {
    if (month.vatFiledOn)
      await call(taxApi.file, {
        params: { period: month.period },
        body: { filingDate: month.vatFiledOn, reference: `KRA-VAT3-${month.period}` },
      });
  }
}

async function tradeMonth(books: Books, month: PlannedMonth, today: string) {
  if (month.receiveOn <= today) {
    const bills = [];
    for (const [branch, { id }] of books.branches.entries())
      bills.push(await restock(books, month, branch, id));
    if (month.payBillsOn) await payBills(books, bills.flat(), month.payBillsOn);
  }
  for (const sale of month.sales) await sell(books, sale);
  if (month.payrollOn) {
    await books.call(payrollApi.run, { body: { period: month.period } });
    await books.call(payrollApi.pay, {
      body: { period: month.period, bankAccountId: books.accounts.bank, date: month.payrollOn },
    });
  }
}

const stockKey = (branch: number, product: number) => `${branch}:${product}`;

/** Orders what the branch sells this month plus ten of each, less what it holds; receives it the next day. */
async function restock(books: Books, month: PlannedMonth, branch: number, branchId: string) {
  const demand = new Map<number, number>();
  for (const sale of month.sales.filter((s) => s.branch === branch))
    for (const line of sale.lines) demand.set(line.product, (demand.get(line.product) ?? 0) + line.qty);
  const items = books.products.flatMap((p, i) => {
    const qty = (demand.get(i) ?? 0) + 10 - (books.stock.get(stockKey(branch, i)) ?? 0);
    return qty > 0 ? [{ itemId: p.sku, qty, unitPrice: p.costPrice, taxCategory: p.taxCategory }] : [];
  });
  if (items.length === 0) return [];
  const order = await books.call(
    purchaseOrdersApi.create,
    {
      body: {
        supplierId: books.supplierId,
        branchId,
        date: month.orderOn,
        expectedDate: month.receiveOn,
        items,
      },
    },
    branchId,
  );
  const received = await books.call(
    purchaseOrdersApi.receive,
    {
      params: { id: order.id },
      body: {
        deliveryNoteNumber: `DN-${month.period}-${branch + 1}`,
        supplierInvoiceNumber: `MM-${month.period.replace('-', '')}-${branch + 1}`,
        supplierInvoiceDate: month.receiveOn,
        date: month.receiveOn,
        items: items.map(({ itemId, qty }) => ({ itemId, qty })),
      },
    },
    branchId,
  );
  for (const item of items) {
    const index = books.products.findIndex((p) => p.sku === item.itemId);
    const key = stockKey(branch, index);
    books.stock.set(key, (books.stock.get(key) ?? 0) + item.qty);
  }
  return received.bill ? [received.bill] : [];
}

async function payBills(books: Books, bills: { id: string; totalAmount: number }[], date: string) {
  if (bills.length === 0) return;
  const amount = Math.round(bills.reduce((sum, b) => sum + b.totalAmount * 100, 0)) / 100;
  await books.call(supplierPaymentsApi.create, {
    body: {
      supplierId: books.supplierId,
      amount,
      paymentMethod: 'bank_transfer',
      paymentDate: date,
      bankAccountId: books.accounts.bank,
      reference: `EFT-${date.replaceAll('-', '')}`,
      bills: bills.map((b) => ({ billId: b.id, amount: b.totalAmount })),
    },
  });
}

async function sell(books: Books, sale: PlannedSale) {
  const branch = books.branches[sale.branch];
  const customer = books.customers[sale.customer];
  if (!branch || !customer) return;
  const { lines, firstProduct } = takeFromStock(books, sale);
  if (lines.length === 0) return;
  const invoice = await books.call(
    invoicesApi.create,
    { body: { customerId: customer.id, branchId: branch.id, date: sale.date, lines } },
    branch.id,
  );
  const credited = sale.returnedOn
    ? await returnOne(books, { sale, invoiceId: invoice.id, returnedOn: sale.returnedOn, firstProduct })
    : 0;
  if (!sale.paidOn) return;
  const due = Math.round((invoice.total - credited) * 100) / 100;
  if (due <= 0) return;
  books.receipts += 1;
  const into = { mpesa: books.accounts.mpesa, bank_transfer: books.accounts.bank, cash: books.accounts.cash };
  await books.call(
    customerReceiptsApi.create,
    {
      body: {
        customerId: customer.id,
        amount: due,
        date: sale.paidOn,
        paymentMethod: sale.method,
        reference: sale.method === 'mpesa' ? mpesaCode(books.receipts) : `RCPT-${books.receipts}`,
        bankAccountId: into[sale.method],
        invoices: [{ invoiceId: invoice.id, amount: due }],
      },
    },
    branch.id,
  );
}

/** The sale's lines the branch has stock for, taken off the running stock, as invoice lines. */
function takeFromStock(books: Books, sale: PlannedSale) {
  const sold = sale.lines.filter(
    (line) => (books.stock.get(stockKey(sale.branch, line.product)) ?? 0) >= line.qty,
  );
  const lines = sold.flatMap((line) => {
    const product = books.products[line.product];
    const key = stockKey(sale.branch, line.product);
    if (!product) return [];
    books.stock.set(key, (books.stock.get(key) ?? 0) - line.qty);
    return [
      {
        productId: product.id,
        description: product.sku,
        qty: line.qty,
        unitPrice: product.sellingPrice,
        taxCategory: product.taxCategory,
      },
    ];
  });
  return { lines, firstProduct: sold[0]?.product ?? 0 };
}

/** One unit of the invoice's first line returned damaged (a credit note that restocks it); answers its total. */
async function returnOne(
  books: Books,
  r: { sale: PlannedSale; invoiceId: string; returnedOn: string; firstProduct: number },
) {
  const branchId = books.branches[r.sale.branch]?.id;
  const note = await books.call(
    creditNotesApi.create,
    {
      body: {
        invoiceId: r.invoiceId,
        date: r.returnedOn,
        reason: 'Damaged on delivery',
        returnStock: true,
        lines: [{ lineNo: 1, qty: 1 }],
      },
    },
    branchId,
  );
  const key = stockKey(r.sale.branch, r.firstProduct);
  books.stock.set(key, (books.stock.get(key) ?? 0) + 1);
  return note.total;
}
