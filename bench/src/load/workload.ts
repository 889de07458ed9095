import {
  type ApiInput,
  type ApiOutput,
  billsApi,
  customerReceiptsApi,
  inventoryApi,
  invoicesApi,
  productsApi,
  purchaseOrdersApi,
  type RouteEntry,
  reportsApi,
  transfersApi,
} from '@tawi/contracts';
import { Random } from '../ledger/random';
import type { Answer, ApiClient } from './http-client';
import type { LoadCompany } from './seed';

/** The tables acknowledged writes are looked up in at the end. */
export type DocTable =
  | 'invoices'
  | 'customer_receipts'
  | 'bills'
  | 'purchase_orders'
  | 'purchase_receipts'
  | 'transfers';

/** A write the server acknowledged (2xx): it must be there at the end, with this number. */
export interface AckedWrite {
  op: string;
  key: string;
  table: DocTable;
  id: string;
  number: string;
  /** Invoices, receipts and bills: the total (or amount) answered. */
  total?: number;
  /** Transfers: the status the acknowledged dispatch or receive answered. */
  status?: string;
}

/**
 * A write resent after no answer that got 409: the killed process committed it and lost its answer. It must
 * be there once: the document carrying `marker` (its key), or the transfer `id` at least at `status`.
 */
export interface LostAnswer {
  op: string;
  table: DocTable;
  marker?: string;
  id?: string;
  status?: string;
}

const ok = (status: number) => status >= 200 && status < 300;

/** One client of the mix: invoices, receipts, bills, transfers, goods receipts and reads, until `until`. */
export class LoadClient {
  private readonly random: Random;
  private readonly unpaid: Array<{ id: string; total: number; branchId: string; customerId: string }> = [];
  private n = 0;

  constructor(
    private readonly index: number,
    private readonly api: ApiClient,
    private readonly company: LoadCompany,
    private readonly acked: AckedWrite[],
    private readonly lostAnswers: LostAnswer[],
    seed: number,
  ) {
    this.random = new Random(seed * 1000 + index);
  }

  async run(until: () => boolean): Promise<void> {
    while (!until()) {
      const r = this.random.next();
      if (r < 0.24) await this.invoice();
      else if (r < 0.38) await (this.unpaid.length > 0 ? this.receipt() : this.invoice());
      else if (r < 0.48) await this.bill();
      else if (r < 0.6) await this.transfer();
      else if (r < 0.7) await this.goodsReceipt();
      else await this.read();
    }
  }

  private key(what: string): string {
    this.n += 1;
    return `load-${this.index}-${this.n}-${what}`;
  }

  private pick<T>(items: readonly T[]): T {
    const item = items[this.random.int(0, items.length - 1)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  }

  private branch(): string {
    return this.pick(this.company.branches);
  }

  private post<E extends RouteEntry>(
    op: string,
    entry: E,
    input: ApiInput<E>,
    key: string,
    branchId?: string,
  ): Promise<Answer<ApiOutput<E>>> {
    return this.api.send(op, entry, input, { key, ...(branchId && { branchId }) });
  }

  /** Notes an acknowledged write (the document the answer names), or a resent one whose answer was lost. */
  private record(
    res: Answer<{ id: string }>,
    write: Omit<AckedWrite, 'id'> & { id?: string },
    marker: string | undefined = write.key,
  ): boolean {
    if (res.status === 409 && res.resent) {
      const lost = { op: write.op, table: write.table, ...(write.id ? { id: write.id } : { marker }) };
      this.lostAnswers.push(write.status ? { ...lost, status: write.status } : lost);
    }
    if (!ok(res.status)) return false;
    this.acked.push({ ...write, id: write.id ?? res.body.id });
    return true;
  }

  private lines(count: number) {
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(this.random.int(0, this.company.products.length - 1));
    return [...chosen].map((i) => this.company.products[i]).filter((p) => p !== undefined);
  }

  private async invoice() {
    const key = this.key('inv');
    const branchId = this.branch();
    const lines = this.lines(this.random.int(1, 3)).map((p) => ({
      productId: p.id,
      description: p.sku,
      qty: this.random.int(1, 3),
      unitPrice: p.sellingPrice,
      taxCategory: 'B' as const,
    }));
    const body = { customerId: this.pick(this.company.customers), branchId, notes: key, lines };
    const res = await this.post('invoice', invoicesApi.create, { body }, key, branchId);
    const number = res.body.invoiceNumber ?? '';
    if (this.record(res, { op: 'invoice', key, table: 'invoices', number, total: res.body.total })) {
      this.unpaid.push({
        id: res.body.id,
        total: res.body.total ?? 0,
        branchId,
        customerId: body.customerId,
      });
    }
  }

  private async receipt() {
    const invoice = this.unpaid.shift();
    if (!invoice) return;
    const key = this.key('rct');
    const bankAccountId = this.company.bankAccounts[invoice.branchId];
    if (!bankAccountId) throw new Error(`no bank account in branch ${invoice.branchId}`);
    const body = {
      customerId: invoice.customerId,
      amount: invoice.total,
      paymentMethod: 'bank_transfer' as const,
      bankAccountId,
      notes: key,
      invoices: [{ invoiceId: invoice.id, amount: invoice.total }],
    };
    const res = await this.post('receipt', customerReceiptsApi.create, { body }, key, invoice.branchId);
    const number = res.body.receiptNumber ?? '';
    this.record(res, { op: 'receipt', key, table: 'customer_receipts', number, total: res.body.amount });
  }

  private async bill() {
    const key = this.key('bill');
    const body = {
      supplierId: this.pick(this.company.suppliers),
      branchId: this.branch(),
      notes: key,
      lines: [
        {
          description: 'Electricity',
          accountId: this.company.expenseAccountId,
          unitPrice: this.random.int(500, 5000),
          taxCategory: 'B' as const,
        },
      ],
    };
    const res = await this.post('bill', billsApi.create, { body }, key);
    const number = res.body.billId ?? '';
    this.record(res, { op: 'bill', key, table: 'bills', number, total: res.body.totalAmount });
  }

  /** Create, dispatch, receive; even clients send Nairobi -> Mombasa, odd ones the other way. */
  private async transfer() {
    const [a, b] = this.company.branches;
    const [fromBranchId, toBranchId] = this.index % 2 === 0 ? [a, b] : [b, a];
    const key = this.key('trn');
    const items = this.lines(this.random.int(1, 2)).map((p) => ({ sku: p.sku, qty: this.random.int(1, 4) }));
    const body = { fromBranchId, toBranchId, items, notes: key };
    const created = await this.post('transfer', transfersApi.create, { body }, key, fromBranchId);
    const number = created.body.transferNumber ?? '';
    if (!this.record(created, { op: 'transfer', key, table: 'transfers', number, status: 'Pending' })) return;
    const { id } = created.body;
    for (const action of ['dispatch', 'receive'] as const) {
      const branchId = action === 'dispatch' ? fromBranchId : toBranchId;
      const res = await this.post(
        `transfer ${action}`,
        transfersApi[action],
        { params: { id }, body: {} },
        `${key}-${action}`,
        branchId,
      );
      if (
        !this.record(res, {
          op: `transfer ${action}`,
          key,
          table: 'transfers',
          id,
          number,
          status: res.body.status ?? (action === 'dispatch' ? 'In Transit' : 'Received'),
        })
      ) {
        return;
      }
    }
  }

  /** A purchase order, then its goods received in full (which makes a bill). */
  private async goodsReceipt() {
    const key = this.key('lpo');
    const branchId = this.branch();
    const items = this.lines(this.random.int(1, 3)).map((p) => ({
      itemId: p.id,
      qty: this.random.int(5, 20),
      unitPrice: p.costPrice,
      taxCategory: 'B' as const,
    }));
    const order = await this.post(
      'purchase order',
      purchaseOrdersApi.create,
      { body: { supplierId: this.pick(this.company.suppliers), branchId, notes: key, items } },
      key,
      branchId,
    );
    const orderNumber = order.body.purchaseId ?? '';
    if (!this.record(order, { op: 'purchase order', key, table: 'purchase_orders', number: orderNumber }))
      return;
    const receive = {
      deliveryNoteNumber: `${key}-grn`,
      items: items.map((i) => ({ itemId: i.itemId, qty: i.qty })),
    };
    const res = await this.post(
      'goods receipt',
      purchaseOrdersApi.receive,
      { params: { id: order.body.id }, body: receive },
      `${key}-grn`,
      branchId,
    );
    // the goods receipt is the document this write made; a refusal's envelope names none
    const made = { ...res, body: { id: res.body.receiptId } };
    const grn = { op: 'goods receipt', key, table: 'purchase_receipts' as const };
    const number = res.body.receiptNumber ?? '';
    if (!this.record(made, { ...grn, number }, receive.deliveryNoteNumber)) return;
    const bill = res.body.bill;
    if (bill)
      this.record(made, {
        op: 'goods receipt bill',
        key,
        table: 'bills',
        id: bill.id,
        number: bill.billId ?? '',
        total: bill.totalAmount,
      });
  }

  private async read() {
    const branchId = this.branch();
    const page = { page: 1, limit: 25 };
    const reads = [
      () => this.api.send('list invoices', invoicesApi.list, { query: page }, { branchId }),
      () => this.api.send('list products', productsApi.list, { query: { ...page, branchId } }, { branchId }),
      () => this.api.send('list bills', billsApi.list, { query: page }, { branchId }),
      () => this.api.send('trial balance', reportsApi.trialBalance, {}, { branchId }),
      () => this.api.send('inventory summary', inventoryApi.summary, {}, { branchId }),
    ];
    await this.pick(reads)();
  }
}
