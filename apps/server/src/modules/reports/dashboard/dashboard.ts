import type { AttentionItem, Dashboard, DashboardQuery } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { addDays, businessNow, Money, type Permission } from '@tawi/domain';
import type { RequestContext } from '../../../platform/request-context';
import { failedEmails, failedEtims, topProducts, transfersLongInTransit } from './dashboard.repo';
import { payableFigures, receivableFigures, stockFigures, vatFigures } from './dashboard-figures';
import { branchSales, ledgerFigures, salesByDay } from './dashboard-ledger';
import { dashboardPeriod } from './dashboard-period';

/**
 * Who sees what (packages/domain/src/permissions.ts): sales, profit, VAT and the sales charts need
 * `accounting:read`; cash `banking:read`; receivables `customers:read`; payables `trade:read`; stock
 * `inventory:read`; transfers `stockControl:read`; failed emails and eTIMS submissions `settings:read`.
 * What a role may not see is absent from the answer (not zero).
 */
const SEES = {
  sales: 'accounting:read',
  cash: 'banking:read',
  receivables: 'customers:read',
  payables: 'trade:read',
  stock: 'inventory:read',
  transfers: 'stockControl:read',
  settings: 'settings:read',
} as const satisfies Record<string, Permission>;

/** Transfers in transit longer than this need a look. */
const TRANSIT_DAYS = 3;

const when = <T>(ok: boolean, work: () => Promise<T>): Promise<T | undefined> =>
  ok ? work() : Promise.resolve(undefined);

/** `GET /api/dashboard` (API.md "Reports and dashboard"): KPIs, charts and what needs attention. */
export async function dashboard(
  db: Executor,
  ctx: RequestContext,
  query: DashboardQuery,
): Promise<Dashboard> {
  const period = await dashboardPeriod(db, ctx, query);
  const { current } = period;
  const sees = (what: keyof typeof SEES) => ctx.permissions.has(SEES[what]);
  const ledgerWanted = sees('sales') || sees('cash') || sees('receivables');
  const [ledger, receivable, payable, stock, vat, top, transit, emails, etims] = await Promise.all([
    when(ledgerWanted, () => ledgerFigures(db, ctx.companyId, period)),
    when(sees('receivables'), () => receivableFigures(db, ctx.companyId, period)),
    when(sees('payables'), () => payableFigures(db, ctx.companyId, period)),
    when(sees('stock'), () => stockFigures(db, ctx, current, addDays(current.from, -1))),
    when(sees('sales'), () => vatFigures(db, ctx, current.to)),
    when(sees('sales'), () => topProducts(db, ctx.companyId, current)),
    when(sees('transfers'), () =>
      transfersLongInTransit(
        db,
        ctx.companyId,
        current,
        new Date(businessNow().getTime() - TRANSIT_DAYS * 86_400_000),
      ),
    ),
    when(sees('settings'), () => failedEmails(db, ctx.companyId)),
    when(sees('settings'), () => failedEtims(db, ctx.companyId, current)),
  ]);
  const salesLedger = sees('sales') ? ledger : undefined;
  const [byDay, byBranch] = salesLedger
    ? await Promise.all([
        salesByDay(db, ctx.companyId, period, salesLedger.incomeAccountIds),
        branchSales(db, ctx.companyId, period, {
          income: salesLedger.incomeAccountIds,
          costOfSales: salesLedger.costOfSalesAccountIds,
        }),
      ])
    : [undefined, undefined];
  const cashLedger = sees('cash') ? ledger : undefined;
  const receivableLedger = sees('receivables') ? ledger : undefined;
  const attention: Array<AttentionItem | undefined> = [
    receivable && {
      kind: 'overdue-invoices',
      count: receivable.overdueInvoices,
      link: '/dashboard/invoices?overdue=true',
    },
    payable && {
      kind: 'bills-due-this-week',
      count: payable.billsDueCount,
      link: '/dashboard/bills?status=Unpaid',
    },
    transit !== undefined
      ? { kind: 'transfers-in-transit', count: transit, link: '/dashboard/transfers' }
      : undefined,
    emails !== undefined
      ? { kind: 'failed-emails', count: emails, link: '/dashboard/settings/outbox?status=failed' }
      : undefined,
    etims !== undefined ? { kind: 'failed-etims', count: etims, link: '/dashboard/invoices' } : undefined,
    stock && { kind: 'low-stock', count: stock.lowStockCount.value, link: '/dashboard/inventory-summary' },
  ];
  return {
    from: current.from,
    to: current.to,
    previousFrom: period.previous.from,
    previousTo: period.previous.to,
    kpis: {
      sales: salesLedger?.sales,
      grossProfit: salesLedger?.grossProfit,
      cash: cashLedger?.cash,
      receivables: receivableLedger?.receivables,
      overdueReceivables: receivable?.overdueReceivables,
      payablesDueThisWeek: payable?.payablesDueThisWeek,
      stockValue: stock?.stockValue,
      lowStockCount: stock?.lowStockCount,
      vatDue: vat?.vatDue,
      vatDueDate: vat?.vatDueDate,
      vatPeriod: vat?.vatPeriod,
    },
    series: {
      salesByDay: byDay,
      salesByBranch: byBranch,
      topProducts: top?.map((p) => ({
        ...p,
        quantity: Number(p.quantity),
        netSales: Money.of(p.netSales).toNumber(),
      })),
      receivablesAging: receivable?.aging,
      cashPosition: cashLedger?.cashPosition,
    },
    attention: attention.filter((a): a is AttentionItem => a !== undefined && a.count > 0),
  };
}
