import {
  type billCreate,
  billsApi,
  customerReceiptsApi,
  type invoiceCreate,
  invoicesApi,
  type purchaseOrderCreate,
  purchaseOrdersApi,
  type receiptCreate,
  type receiveGoods,
  type transferCreate,
  transfersApi,
  type WireOf,
} from '@tawi/contracts';
import { timed } from '../timing';
import type { Api } from './api-client';
import type { GrowthCompany } from './company';
import type { ExpenseBillPlan, InvoicePlan, PurchasePlan, TransferPlan, Unit } from './plan';

/** The POSTs the loader makes, by what they do. */
export const REQUEST_KINDS = [
  'invoice',
  'receipt',
  'purchase order',
  'goods receipt',
  'bill',
  'transfer',
  'dispatch',
  'receive',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** What a run of units posted, and how long each request took, by kind. */
export interface PostedCounts {
  invoices: number;
  receipts: number;
  bills: number;
  transfers: number;
  requests: number;
  latency: Record<RequestKind, number[]>;
}

export const noneYet = (): PostedCounts => ({
  invoices: 0,
  receipts: 0,
  bills: 0,
  transfers: 0,
  requests: 0,
  latency: Object.fromEntries(REQUEST_KINDS.map((k) => [k, []])) as unknown as Record<RequestKind, number[]>,
});

/** One request, timed under its kind. */
async function send<T>(counts: PostedCounts, kind: RequestKind, request: () => Promise<T>): Promise<T> {
  const { value, ms } = await timed(request);
  counts.latency[kind].push(ms);
  counts.requests++;
  return value;
}

function at<T>(list: readonly T[], i: number, what: string): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no ${what} ${i}`);
  return item;
}

const cents = (n: number) => Math.round(n * 100) / 100;

async function postInvoice(api: Api, c: GrowthCompany, plan: InvoicePlan, counts: PostedCounts) {
  const branch = at(c.branches, plan.branch, 'branch');
  const customerId = at(c.customerIds, plan.customer, 'customer');
  const body: WireOf<typeof invoiceCreate> = {
    customerId,
    branchId: branch.id,
    date: plan.date,
    lines: plan.lines.map((l) => ({
      ...(l.product !== undefined && { productId: at(c.products, l.product, 'product').id }),
      description: l.description,
      qty: l.qty,
      unitPrice: l.unitPrice,
      taxCategory: l.taxCategory,
    })),
  };
  const invoice = await send(counts, 'invoice', () => api.call(invoicesApi.create, { body }, branch.id));
  counts.invoices++;
  const r = plan.receipt;
  if (!r) return;
  const amount = r.share === 1 ? invoice.total : cents(Math.floor(invoice.total * 50) / 100);
  const receipt: WireOf<typeof receiptCreate> = {
    customerId,
    amount,
    date: r.date,
    paymentMethod: r.method,
    ...(r.reference && { reference: r.reference }),
    bankAccountId:
      r.method === 'mpesa'
        ? branch.mpesaAccountId
        : r.method === 'cash'
          ? branch.cashAccountId
          : c.bankAccountId,
    invoices: [{ invoiceId: invoice.id, amount }],
  };
  await send(counts, 'receipt', () => api.call(customerReceiptsApi.create, { body: receipt }, branch.id));
  counts.receipts++;
}

async function postPurchase(api: Api, c: GrowthCompany, plan: PurchasePlan, counts: PostedCounts) {
  const branch = at(c.branches, plan.branch, 'branch');
  const items = plan.items.map((i) => ({ product: at(c.products, i.product, 'product'), qty: i.qty }));
  const order: WireOf<typeof purchaseOrderCreate> = {
    supplierId: at(c.supplierIds, plan.supplier, 'supplier'),
    branchId: branch.id,
    date: plan.date,
    items: items.map((i) => ({
      itemId: i.product.id,
      qty: i.qty,
      unitPrice: i.product.costPrice,
      taxCategory: i.product.taxCategory,
    })),
  };
  const po = await send(counts, 'purchase order', () =>
    api.call(purchaseOrdersApi.create, { body: order }, branch.id),
  );
  const receipt: WireOf<typeof receiveGoods> = {
    deliveryNoteNumber: `DN-${plan.number}`,
    date: plan.date,
    items: items.map((i) => ({ itemId: i.product.id, qty: i.qty })),
  };
  await send(counts, 'goods receipt', () =>
    api.call(purchaseOrdersApi.receive, { params: { id: po.id }, body: receipt }, branch.id),
  );
  counts.bills++;
}

async function postExpenseBill(api: Api, c: GrowthCompany, plan: ExpenseBillPlan, counts: PostedCounts) {
  const branch = at(c.branches, plan.branch, 'branch');
  const bill: WireOf<typeof billCreate> = {
    supplierId: at(c.supplierIds, plan.supplier, 'supplier'),
    branchId: branch.id,
    date: plan.date,
    supplierInvoiceNumber: `SI-${plan.number}`,
    lines: plan.lines.map((l) => ({
      description: l.description,
      accountId: at(c.expenseAccountIds, l.account, 'expense account'),
      qty: 1,
      unitPrice: l.unitPrice,
      taxCategory: 'B',
    })),
  };
  await send(counts, 'bill', () => api.call(billsApi.create, { body: bill }, branch.id));
  counts.bills++;
}

async function postTransfer(api: Api, c: GrowthCompany, plan: TransferPlan, counts: PostedCounts) {
  const from = at(c.branches, plan.from, 'branch');
  const body: WireOf<typeof transferCreate> = {
    fromBranchId: from.id,
    toBranchId: at(c.branches, plan.to, 'branch').id,
    items: plan.items.map((i) => ({ sku: at(c.products, i.product, 'product').sku, qty: i.qty })),
  };
  const transfer = await send(counts, 'transfer', () => api.call(transfersApi.create, { body }, from.id));
  await send(counts, 'dispatch', () =>
    api.call(transfersApi.dispatch, { params: { id: transfer.id }, body: { date: plan.dispatchDate } }),
  );
  await send(counts, 'receive', () =>
    api.call(transfersApi.receive, { params: { id: transfer.id }, body: { date: plan.receiveDate } }),
  );
  counts.transfers++;
}

/** Posts one unit's documents, in order, through the API. */
export function postUnit(api: Api, c: GrowthCompany, unit: Unit, counts: PostedCounts): Promise<void> {
  switch (unit.kind) {
    case 'invoice':
      return postInvoice(api, c, unit, counts);
    case 'purchase':
      return postPurchase(api, c, unit, counts);
    case 'expense-bill':
      return postExpenseBill(api, c, unit, counts);
    case 'transfer':
      return postTransfer(api, c, unit, counts);
  }
}

/**
 * Posts the units with up to `inFlight` at a time (1: one request after the other). The first
 * failed request stops the others from starting new units and is thrown once the running ones end.
 */
export async function postUnits(
  api: Api,
  c: GrowthCompany,
  units: readonly Unit[],
  inFlight: number,
  counts: PostedCounts,
): Promise<void> {
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < units.length) {
      const unit = units[next++];
      if (!unit) break;
      try {
        await postUnit(api, c, unit, counts);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, inFlight) }, worker));
  if (failure !== undefined) throw failure;
}
