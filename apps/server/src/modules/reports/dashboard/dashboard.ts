import type { Dashboard, DashboardQuery } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { addDays, Money, type Permission } from '@tawi/domain';
import { figuresVersion } from '../../../platform/figures-version';
import { FiguresVersionCache } from '../../../platform/figures-version-cache';
import type { RequestContext } from '../../../platform/request-context';
import { topProducts } from './dashboard.repo';
import { attentionOf } from './dashboard-attention';
import { dashboardCacheKey } from './dashboard-cache';
import { payableFigures, receivableFigures, stockFigures, vatFigures } from './dashboard-figures';
import { branchSales, ledgerFigures, salesByDay } from './dashboard-ledger';
import { type DashboardPeriod, dashboardPeriod } from './dashboard-period';

/**
 * Who sees what (packages/domain/src/permissions.ts): sales, profit, VAT and the sales charts need
 * `accounting:read`; cash `banking:read`; receivables `customers:read`; payables `trade:read`; stock
 * `inventory:read`; the attention items as `attentionOf` says.
 * What a role may not see is absent from the answer (not zero).
 */
const SEES = {
  sales: 'accounting:read',
  cash: 'banking:read',
  receivables: 'customers:read',
  payables: 'trade:read',
  stock: 'inventory:read',
} as const satisfies Record<string, Permission>;

const when = <T>(ok: boolean, work: () => Promise<T>): Promise<T | undefined> =>
  ok ? work() : Promise.resolve(undefined);

/** Net sales per day and per branch (income and cost-of-sales accounts from the ledger figures). */
async function salesSeries(
  db: Executor,
  companyId: string,
  period: DashboardPeriod,
  ledger: Awaited<ReturnType<typeof ledgerFigures>> | undefined,
) {
  const income = ledger?.incomeAccountIds ?? [];
  const [byDay, byBranch] = await Promise.all([
    salesByDay(db, companyId, period, income),
    branchSales(db, companyId, period, { income, costOfSales: ledger?.costOfSalesAccountIds ?? [] }),
  ]);
  return { byDay, byBranch };
}

/** The part of the dashboard that follows from the books alone (cached until the next posting or product edit). */
async function postedFigures(db: Executor, ctx: RequestContext, period: DashboardPeriod) {
  const { current } = period;
  const sees = (what: keyof typeof SEES) => ctx.permissions.has(SEES[what]);
  const ledgerWanted = sees('sales') || sees('cash') || sees('receivables');
  const [ledger, receivable, payable, stock, top] = await Promise.all([
    when(ledgerWanted, () => ledgerFigures(db, ctx.companyId, period)),
    when(sees('receivables'), () => receivableFigures(db, ctx.companyId, period)),
    when(sees('payables'), () => payableFigures(db, ctx.companyId, period)),
    when(sees('stock'), () => stockFigures(db, ctx, current, addDays(current.from, -1))),
    when(sees('sales'), () => topProducts(db, ctx.companyId, current)),
  ]);
  const salesLedger = sees('sales') ? ledger : undefined;
  const sales = await when(salesLedger !== undefined, () =>
    salesSeries(db, ctx.companyId, period, salesLedger),
  );
  const cashLedger = sees('cash') ? ledger : undefined;
  const receivableLedger = sees('receivables') ? ledger : undefined;
  return {
    known: {
      overdueInvoices: receivable?.overdueInvoices,
      billsDue: payable?.billsDueCount,
      lowStock: stock?.lowStockCount.value,
    },
    kpis: {
      sales: salesLedger?.sales,
      grossProfit: salesLedger?.grossProfit,
      cash: cashLedger?.cash,
      receivables: receivableLedger?.receivables,
      overdueReceivables: receivable?.overdueReceivables,
      payablesDueThisWeek: payable?.payablesDueThisWeek,
      stockValue: stock?.stockValue,
      lowStockCount: stock?.lowStockCount,
    },
    series: {
      salesByDay: sales?.byDay,
      salesByBranch: sales?.byBranch,
      topProducts: top?.map((p) => ({
        ...p,
        quantity: Number(p.quantity),
        netSales: Money.of(p.netSales).toNumber(),
      })),
      receivablesAging: receivable?.aging,
      cashPosition: cashLedger?.cashPosition,
    },
  };
}

/** The books' part of dashboards, per company, period, branches and permissions (see FiguresVersionCache). */
export type DashboardCache = FiguresVersionCache<Awaited<ReturnType<typeof postedFigures>>>;

/** A cache for `dashboard` (one per app). */
export const dashboardCache = (): DashboardCache => new FiguresVersionCache();

/**
 * `GET /api/dashboard` (API.md "Reports and dashboard"): KPIs, charts and what needs attention.
 * The figures from the books come from `cache` while no posting (nor product edit) was made in the
 * company since they were computed; the VAT due (filing changes it) and the attention counts (the clock, the outboxes)
 * are read on every call. Without `cache`, everything is computed.
 */
export async function dashboard(
  db: Executor,
  ctx: RequestContext,
  query: DashboardQuery,
  cache?: DashboardCache,
): Promise<Dashboard> {
  const period = await dashboardPeriod(db, ctx, query);
  const { current } = period;
  const compute = () => postedFigures(db, ctx, period);
  const [posted, vat] = await Promise.all([
    cache
      ? figuresVersion(db, ctx.companyId).then((v) => cache.get(dashboardCacheKey(ctx, period), v, compute))
      : compute(),
    when(ctx.permissions.has(SEES.sales), () => vatFigures(db, ctx, current.to)),
  ]);
  const attention = await attentionOf(db, ctx, current, posted.known);
  return {
    from: current.from,
    to: current.to,
    previousFrom: period.previous.from,
    previousTo: period.previous.to,
    kpis: {
      ...posted.kpis,
      vatDue: vat?.vatDue,
      vatDueDate: vat?.vatDueDate,
      vatPeriod: vat?.vatPeriod,
    },
    series: posted.series,
    attention,
  };
}
