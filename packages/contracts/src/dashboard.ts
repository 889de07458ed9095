import { z } from 'zod';
import { blankToUndefined, isoDate } from './common';
import { namedRef } from './record-fields';
import { agingFigures } from './sales-credits';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * `GET /api/dashboard` (API.md "Reports and dashboard"). `to` defaults to today and `from` to the first
 * day of `to`'s month (this month to date, company time zone). No `branchId`: every branch the user
 * reaches.
 */
export const dashboardQuery = z
  .object({
    from: optional(isoDate),
    to: optional(isoDate),
    branchId: optional(z.uuid({ message: 'Not a valid id' })),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Must not be after to', path: ['from'] });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** A figure and the same figure for the previous period of equal length (balances: at `from - 1 day`). */
export const dashboardKpi = z.object({ value: z.number(), previous: z.number() });
export type DashboardKpi = z.infer<typeof dashboardKpi>;

/** Every KPI is absent when the user's role may not see it. Money in KES (2 decimals). */
export const dashboardKpis = z.object({
  sales: dashboardKpi.optional(),
  grossProfit: dashboardKpi.optional(),
  cash: dashboardKpi.optional(),
  receivables: dashboardKpi.optional(),
  overdueReceivables: dashboardKpi.optional(),
  payablesDueThisWeek: dashboardKpi.optional(),
  stockValue: dashboardKpi.optional(),
  lowStockCount: dashboardKpi.optional(),
  vatDue: dashboardKpi.optional(),
  /** The due date of `vatDue` (20th of the month after the VAT period). */
  vatDueDate: z.string().optional(),
  /** The VAT period (YYYY-MM) `vatDue` is for. */
  vatPeriod: z.string().optional(),
});
export type DashboardKpis = z.infer<typeof dashboardKpis>;

export const dashboardSeries = z.object({
  salesByDay: z.array(z.object({ date: z.string(), netSales: z.number() })).optional(),
  salesByBranch: z
    .array(
      z.object({
        ...namedRef('branch'),
        netSales: z.number(),
        /** Absent without costs:read. */
        grossProfit: z.number().optional(),
      }),
    )
    .optional(),
  topProducts: z
    .array(
      z.object({
        productId: z.string(),
        sku: z.string(),
        name: z.string(),
        quantity: z.number(),
        netSales: z.number(),
      }),
    )
    .optional(),
  receivablesAging: z.object(agingFigures).optional(),
  cashPosition: z
    .array(
      z.object({
        ...namedRef('account'),
        kind: z.enum(['cash', 'bank', 'mobile_money']),
        balance: z.number(),
      }),
    )
    .optional(),
});
export type DashboardSeries = z.infer<typeof dashboardSeries>;

export const ATTENTION_KINDS = [
  'overdue-invoices',
  'bills-due-this-week',
  'transfers-in-transit',
  'failed-emails',
  'failed-etims',
  'low-stock',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** Something to act on: how many, and the web page (path) that lists them. Only kinds with a count > 0. */
export const attentionItem = z.object({
  kind: z.enum(ATTENTION_KINDS),
  count: z.number().int(),
  link: z.string(),
});
export type AttentionItem = z.infer<typeof attentionItem>;

export const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  kpis: dashboardKpis,
  series: dashboardSeries,
  attention: z.array(attentionItem),
});
export type Dashboard = z.infer<typeof dashboard>;
