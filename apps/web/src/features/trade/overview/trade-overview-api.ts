import { useQuery } from '@tanstack/react-query';
import {
  type BillsSummary,
  billsApi,
  type Page,
  type PurchaseOrder,
  purchaseOrdersApi,
  type SupplierPayment,
  supplierPaymentsApi,
} from '@tawi/contracts';
import { addDays, type PurchaseOrderStatus } from '@tawi/domain';
import { callApi } from '../../../shared/api/call-api';

const DUE_SOON_DAYS = 30;

export type Payables = BillsSummary['dueSoon'];

export interface TradeOverview {
  /** Unpaid and part-paid bills falling due from today to 30 days on. */
  dueSoon: Payables;
  overdue: Payables;
  pending: Page<PurchaseOrder>;
  partlyReceived: Page<PurchaseOrder>;
  recentPayments: SupplierPayment[];
}

/** The bills list's filter for what falls due soon, as the summary counts it. */
export const dueSoonRange = (today: string) => ({ dueFrom: today, dueTo: addDays(today, DUE_SOON_DAYS) });

async function loadOverview(): Promise<TradeOverview> {
  const orders = (status: PurchaseOrderStatus) =>
    callApi(purchaseOrdersApi.list, { query: { status, limit: 5 } });
  const [summary, pending, partlyReceived, payments] = await Promise.all([
    callApi(billsApi.summary, { query: { days: DUE_SOON_DAYS } }),
    orders('Pending'),
    orders('Partially Received'),
    callApi(supplierPaymentsApi.list, { query: { limit: 5 } }),
  ]);
  return {
    dueSoon: summary.dueSoon,
    overdue: summary.overdue,
    pending,
    partlyReceived,
    recentPayments: payments.items,
  };
}

/** The branch's payables, orders waiting for goods and latest payments. */
export function useTradeOverview(today: string) {
  return useQuery({ queryKey: ['trade-overview', today], queryFn: loadOverview });
}
