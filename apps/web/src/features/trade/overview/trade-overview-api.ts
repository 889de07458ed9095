import { useQuery } from '@tanstack/react-query';
import type { Bill, Page, PurchaseOrder, SupplierPayment } from '@tawi/contracts';
import { addDays, Money } from '@tawi/domain';
import { apiAllPages } from '../../../shared/api/api-all-pages';
import { api } from '../../../shared/api/api-client';

export interface Payables {
  count: number;
  amount: Money;
}

export interface TradeOverview {
  /** Unpaid and part-paid bills falling due from today to 30 days on. */
  dueSoon: Payables;
  overdue: Payables;
  pending: Page<PurchaseOrder>;
  partlyReceived: Page<PurchaseOrder>;
  recentPayments: SupplierPayment[];
}

/** How many bills and what they still owe, added exactly. */
export function payablesOf(bills: readonly Pick<Bill, 'outstanding'>[]): Payables {
  return { count: bills.length, amount: Money.sum(bills.map((b) => b.outstanding)) };
}

export const dueSoonRange = (today: string) => ({ dueFrom: today, dueTo: addDays(today, 30) });

async function loadOverview(today: string): Promise<TradeOverview> {
  const range = dueSoonRange(today);
  const orders = (status: string) =>
    api<Page<PurchaseOrder>>('/api/purchase-orders', { query: { status, limit: 5 } });
  const [unpaid, partlyPaid, overdue, pending, partlyReceived, payments] = await Promise.all([
    apiAllPages<Bill>('/api/bills', { status: 'Unpaid', ...range }),
    apiAllPages<Bill>('/api/bills', { status: 'PaidPartially', ...range }),
    apiAllPages<Bill>('/api/bills', { overdue: true }),
    orders('Pending'),
    orders('Partially Received'),
    api<Page<SupplierPayment>>('/api/payments', { query: { limit: 5 } }),
  ]);
  return {
    dueSoon: payablesOf([...unpaid, ...partlyPaid]),
    overdue: payablesOf(overdue),
    pending,
    partlyReceived,
    recentPayments: payments.items,
  };
}

/** The branch's payables, orders waiting for goods and latest payments. */
export function useTradeOverview(today: string) {
  return useQuery({ queryKey: ['trade-overview', today], queryFn: () => loadOverview(today) });
}
