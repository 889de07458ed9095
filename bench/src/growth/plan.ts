import { Random } from '../ledger/random';
import { addDays, DAYS, dayAt } from './calendar';
import type { GrowthCompany } from './company';

export type PaymentMethod = 'mpesa' | 'bank_transfer' | 'cash';

export interface LinePlan {
  /** Index into company.products; none for a service line. */
  product?: number;
  description: string;
  qty: number;
  unitPrice: number;
  taxCategory: 'A' | 'B' | 'E';
}

export interface ReceiptPlan {
  date: string;
  method: PaymentMethod;
  /** 1: pays the invoice in full; 0.5: half of it. */
  share: 1 | 0.5;
  /** The M-Pesa code (10 letters and digits, unique), for method mpesa. */
  reference?: string;
}

export interface InvoicePlan {
  kind: 'invoice';
  /** 0-based position of the invoice in the whole load. */
  index: number;
  branch: number;
  customer: number;
  date: string;
  lines: LinePlan[];
  receipt?: ReceiptPlan;
}

/** Goods bought for a branch: a purchase order received in full (the receipt makes the bill). */
export interface PurchasePlan {
  kind: 'purchase';
  number: number;
  branch: number;
  supplier: number;
  date: string;
  items: Array<{ product: number; qty: number }>;
}

/** A bill without an order: services and expenses charged to operating expense accounts. */
export interface ExpenseBillPlan {
  kind: 'expense-bill';
  number: number;
  branch: number;
  supplier: number;
  date: string;
  lines: Array<{ account: number; description: string; unitPrice: number }>;
}

export interface TransferPlan {
  kind: 'transfer';
  from: number;
  to: number;
  dispatchDate: string;
  receiveDate: string;
  items: Array<{ product: number; qty: number }>;
}

/** One unit of work: its requests run in order; different units may run at the same time. */
export type Unit = InvoicePlan | PurchasePlan | ExpenseBillPlan | TransferPlan;

const SERVICES = ['Delivery', 'Installation', 'Repairs', 'Consultancy', 'Packaging', 'Storage'];
const EXPENSES = ['Shop rent', 'KPLC electricity', 'Fuel', 'Safaricom airtime', 'Repairs', 'Audit fees'];
const MPESA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/**
 * The workload, planned in JavaScript from a seeded PRNG so the same seed gives the same documents
 * whatever order the requests finish in. Per invoice: 1-4 lines (3 in 4 a stocked product, else a
 * service), a random branch, customer and day of the year, and for about half a receipt (mostly in
 * full, some half). After every 10th invoice a bill (goods received on an order and a direct expense
 * bill by turns), after every 20th a transfer between two branches.
 *
 * Stock is planned too: a line or a transfer takes only what the planned stock of its branch holds,
 * and stock that arrives (goods receipts, transfers received) counts only from the next chunk, so
 * requests of one chunk running concurrently never take stock that has not arrived yet.
 */
export class GrowthPlanner {
  private readonly random: Random;
  /** stock[product][branch]: units a line may take in this chunk. */
  private readonly stock: number[][];
  /** Units arriving during this chunk, usable from the next one. */
  private readonly arriving: number[][];
  private bills = 0;
  private receipts = 0;

  constructor(
    private readonly company: GrowthCompany,
    seed: number,
  ) {
    this.random = new Random(seed);
    const branches = company.branches.length;
    this.stock = company.products.map(() => Array.from({ length: branches }, () => company.openingStock));
    this.arriving = company.products.map(() => Array.from({ length: branches }, () => 0));
  }

  /** The units of invoices [from, to), in order; call with consecutive ranges. */
  chunk(from: number, to: number): Unit[] {
    const units: Unit[] = [];
    for (let index = from; index < to; index++) {
      units.push(this.invoice(index));
      if (index % 10 === 9) units.push((index + 1) % 20 === 0 ? this.expenseBill() : this.purchase());
      if (index % 20 === 19 && this.company.branches.length > 1) {
        const transfer = this.transfer();
        if (transfer) units.push(transfer);
      }
    }
    for (const [p, row] of this.arriving.entries()) {
      for (const [b, qty] of row.entries()) {
        const have = this.stock[p];
        if (have && qty > 0) have[b] = (have[b] ?? 0) + qty;
        row[b] = 0;
      }
    }
    return units;
  }

  private pick<T>(list: readonly T[]): T {
    const item = list[this.random.int(0, list.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  private day(): string {
    return dayAt(this.random.int(0, DAYS - 1));
  }

  private take(product: number, branch: number, qty: number): boolean {
    const row = this.stock[product];
    if (!row || (row[branch] ?? 0) < qty) return false;
    row[branch] = (row[branch] ?? 0) - qty;
    return true;
  }

  private arrive(product: number, branch: number, qty: number) {
    const row = this.arriving[product];
    if (row) row[branch] = (row[branch] ?? 0) + qty;
  }

  private invoice(index: number): InvoicePlan {
    const { products, branches, customerIds } = this.company;
    const branch = this.random.int(0, branches.length - 1);
    const customer = this.random.int(0, customerIds.length - 1);
    const date = this.day();
    const lines: LinePlan[] = [];
    const used = new Set<number>();
    const count = this.random.int(1, 4);
    for (let l = 0; l < count; l++) {
      const stocked = this.random.chance(0.75);
      const p = this.random.int(0, products.length - 1);
      const qty = this.random.int(1, 5);
      const product = products[p];
      if (stocked && product && !used.has(p) && this.take(p, branch, qty)) {
        used.add(p);
        lines.push({
          product: p,
          description: product.name,
          qty,
          unitPrice: product.sellingPrice,
          taxCategory: product.taxCategory,
        });
      } else {
        lines.push({
          description: this.pick(SERVICES),
          qty: 1,
          unitPrice: this.random.int(20, 300) * 10,
          taxCategory: 'B',
        });
      }
    }
    const plan: InvoicePlan = { kind: 'invoice', index, branch, customer, date, lines };
    if (this.random.chance(0.5)) {
      const method = this.pick<PaymentMethod>(['mpesa', 'mpesa', 'bank_transfer', 'cash']);
      plan.receipt = {
        date: addDays(date, this.random.int(0, 21)),
        method,
        share: this.random.chance(0.8) ? 1 : 0.5,
        ...(method === 'mpesa' && { reference: this.mpesaCode() }),
      };
    }
    return plan;
  }

  /** A unique M-Pesa code: the receipt's sequence number in base 34, after a random prefix. */
  private mpesaCode(): string {
    let n = ++this.receipts;
    let code = '';
    for (let i = 0; i < 6; i++) {
      code = (MPESA_ALPHABET[n % MPESA_ALPHABET.length] ?? 'A') + code;
      n = Math.floor(n / MPESA_ALPHABET.length);
    }
    let prefix = 'Q';
    for (let i = 0; i < 3; i++) prefix += MPESA_ALPHABET[this.random.int(0, MPESA_ALPHABET.length - 1)];
    return prefix + code;
  }

  /** Restocks the three products the branch holds least of. */
  private purchase(): PurchasePlan {
    const branch = this.random.int(0, this.company.branches.length - 1);
    const lowest = this.stock
      .map((row, p) => ({ p, have: (row[branch] ?? 0) + (this.arriving[p]?.[branch] ?? 0) }))
      .sort((a, b) => a.have - b.have || a.p - b.p)
      .slice(0, 3);
    const items = lowest.map(({ p }) => ({ product: p, qty: this.random.int(40, 100) }));
    for (const item of items) this.arrive(item.product, branch, item.qty);
    return {
      kind: 'purchase',
      number: ++this.bills,
      branch,
      supplier: this.random.int(0, this.company.supplierIds.length - 1),
      date: this.day(),
      items,
    };
  }

  private expenseBill(): ExpenseBillPlan {
    const accounts = this.company.expenseAccountIds.length;
    const lines = Array.from({ length: this.random.int(1, 2) }, () => ({
      account: this.random.int(0, accounts - 1),
      description: this.pick(EXPENSES),
      unitPrice: this.random.int(50, 5000) * 10,
    }));
    return {
      kind: 'expense-bill',
      number: ++this.bills,
      branch: this.random.int(0, this.company.branches.length - 1),
      supplier: this.random.int(0, this.company.supplierIds.length - 1),
      date: this.day(),
      lines,
    };
  }

  private transfer(): TransferPlan | undefined {
    const branches = this.company.branches.length;
    const from = this.random.int(0, branches - 1);
    const to = (from + this.random.int(1, branches - 1)) % branches;
    const items: TransferPlan['items'] = [];
    const used = new Set<number>();
    const count = this.random.int(1, 3);
    for (let i = 0; i < count; i++) {
      const product = this.random.int(0, this.company.products.length - 1);
      const qty = this.random.int(5, 20);
      if (used.has(product) || !this.take(product, from, qty)) continue;
      used.add(product);
      items.push({ product, qty });
      this.arrive(product, to, qty);
    }
    const dispatchDate = this.day();
    const receiveDate = addDays(dispatchDate, this.random.int(0, 3));
    return items.length > 0 ? { kind: 'transfer', from, to, dispatchDate, receiveDate, items } : undefined;
  }
}
