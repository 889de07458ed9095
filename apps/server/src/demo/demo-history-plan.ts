import { addDays } from '@tawi/domain';

/**
 * The demo company's year of trading, planned before anything is sent: the same plan for the same
 * `today` (a seeded random sequence), so the demo and its test see the same books.
 */

export interface PlannedSale {
  date: string;
  branch: number;
  customer: number;
  lines: { product: number; qty: number }[];
  /** Paid on this date (in full), or never (left open: some end up overdue). */
  paidOn: string | null;
  method: 'mpesa' | 'bank_transfer' | 'cash';
  /** One unit of the first line comes back on this date (a credit note with the stock returned). */
  returnedOn: string | null;
}

export interface PlannedMonth {
  /** YYYY-MM */
  period: string;
  first: string;
  last: string;
  /** The day each branch's restocking order is placed and received (the 2nd and 3rd). */
  orderOn: string;
  receiveOn: string;
  /** Its bills paid in full on the 20th, when that day has come. */
  payBillsOn: string | null;
  sales: PlannedSale[];
  /** Salaries run and paid on the 28th of every month that has reached it. */
  payrollOn: string | null;
  /** Filed on the 18th of the next month, when that day has passed and the month is older than last month. */
  vatFiledOn: string | null;
}

/** A small fast generator (mulberry32): the same numbers for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const monthOf = (date: string, back: number) => {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const lastDay = (period: string) => addDays(`${monthOf(`${period}-01`, -1)}-01`, -1);
const day = (period: string, d: number) => `${period}-${String(d).padStart(2, '0')}`;
const upTo = (date: string, today: string) => (date <= today ? date : null);

export interface HistoryShape {
  months: number;
  salesPerMonth: number;
  branches: number;
  customers: number;
  products: number;
}

/** `months` months ending with today's: sales on days up to today, spread over the branches and customers. */
export function planHistory(today: string, shape: HistoryShape): PlannedMonth[] {
  const random = seededRandom(20260101);
  const pick = (n: number) => Math.floor(random() * n);
  const plan: PlannedMonth[] = [];
  for (let back = shape.months - 1; back >= 0; back -= 1) {
    const period = monthOf(today, back);
    const last = lastDay(period);
    const end = last < today ? last : today;
    const days = Number(end.slice(8, 10));
    const sales: PlannedSale[] = [];
    // the first three days restock; sales from the 4th (a month begun fewer than 4 days ago has none)
    const count = days < 4 ? 0 : Math.round((shape.salesPerMonth * (days - 3)) / 28);
    for (let i = 0; i < count; i += 1) {
      const date = day(period, 4 + pick(days - 3));
      const lines = Array.from({ length: 1 + pick(3) }, () => ({
        product: pick(shape.products),
        qty: 1 + pick(6),
      }));
      const unique = lines.filter((l, j) => lines.findIndex((m) => m.product === l.product) === j);
      const paidOn = random() < 0.8 ? upTo(addDays(date, pick(25)), today) : null;
      const returnedOn = random() < 0.06 ? upTo(addDays(date, 1 + pick(5)), today) : null;
      const method = (['mpesa', 'mpesa', 'bank_transfer', 'cash'] as const)[pick(4)] ?? 'cash';
      sales.push({
        date,
        branch: pick(shape.branches),
        customer: pick(shape.customers),
        lines: unique,
        paidOn,
        method,
        returnedOn,
      });
    }
    sales.sort((a, b) => a.date.localeCompare(b.date));
    const filedOn = day(monthOf(`${period}-01`, -1), 18);
    plan.push({
      period,
      first: `${period}-01`,
      last,
      orderOn: day(period, 2),
      receiveOn: day(period, 3),
      payBillsOn: upTo(day(period, 20), today),
      sales,
      payrollOn: upTo(day(period, 28), today),
      vatFiledOn: back >= 2 && filedOn < today ? filedOn : null,
    });
  }
  return plan;
}
