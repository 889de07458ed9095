import { accountBalances, accountMonthBalances, type Executor } from '@tawi/db';
import { type DayRange, Money, splitByMonths } from '@tawi/domain';
import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ofCompany } from '../../platform/company-rows';
import { inMonthsOf, onDaysOf } from '../../platform/month-split-where';

export interface Totals {
  debit: Money;
  credit: Money;
  /** How many posted lines make up the totals. */
  lines: number;
}

/** Where a period's rows are in the daily table and in the monthly one (undefined: none). */
interface PeriodCondition {
  daily: SQL | undefined;
  monthly: SQL | undefined;
}

function conditionOf(period: DayRange): PeriodCondition {
  const split = splitByMonths(period);
  return {
    daily: onDaysOf(split, accountBalances.day),
    monthly: inMonthsOf(split, accountMonthBalances.month),
  };
}

type Row = { accountId: string } & Record<string, string>;

/** One grouped query: per account, debit and credit summed under each period's condition. */
async function sumsOf(
  db: Executor,
  table: typeof accountBalances | typeof accountMonthBalances,
  where: SQL | undefined,
  conditions: [string, SQL | undefined][],
): Promise<Row[]> {
  const live = conditions.filter((c): c is [string, SQL] => c[1] !== undefined);
  if (!live.length) return [];
  const selection: Record<string, SQL | PgColumn> = { accountId: table.accountId };
  for (const [key, when] of live) {
    selection[`${key}Debit`] = sql<string>`coalesce(sum(${table.debit}) filter (where ${when}), 0)::text`;
    selection[`${key}Credit`] = sql<string>`coalesce(sum(${table.credit}) filter (where ${when}), 0)::text`;
    selection[`${key}Lines`] = sql<string>`coalesce(sum(${table.lineCount}) filter (where ${when}), 0)::text`;
  }
  const rows = await db
    .select(selection)
    .from(table)
    .where(and(where, or(...live.map(([, when]) => when))))
    .groupBy(table.accountId);
  return rows as Row[];
}

/**
 * Per account, the posted debit and credit totals of each named period (inclusive day ranges, either
 * end open: no `from` counts everything posted up to `to`, however early) in the
 * given branches (undefined: all). Whole months come from the monthly balances and only the partial
 * months at a period's ends from the daily ones, so the cost follows accounts x months, not lines.
 */
export async function postedTotals<K extends string>(
  db: Executor,
  companyId: string,
  branchIds: readonly string[] | undefined,
  periods: Record<K, DayRange>,
): Promise<Map<string, Record<K, Totals>>> {
  const keys = Object.keys(periods) as K[];
  const conditions = keys.map((k) => [k, conditionOf(periods[k])] as const);
  const scope = (table: typeof accountBalances | typeof accountMonthBalances) =>
    ofCompany(table, companyId, branchIds ? inArray(table.branchId, [...branchIds]) : undefined);
  const rows = [
    ...(await sumsOf(
      db,
      accountBalances,
      scope(accountBalances),
      conditions.map(([k, c]) => [k, c.daily]),
    )),
    ...(await sumsOf(
      db,
      accountMonthBalances,
      scope(accountMonthBalances),
      conditions.map(([k, c]) => [k, c.monthly]),
    )),
  ];
  const totals = new Map<string, Record<K, Totals>>();
  for (const row of rows) {
    let entry = totals.get(row.accountId);
    if (!entry) {
      entry = Object.fromEntries(
        keys.map((k) => [k, { debit: Money.zero(), credit: Money.zero(), lines: 0 }]),
      ) as Record<K, Totals>;
      totals.set(row.accountId, entry);
    }
    for (const k of keys) {
      entry[k] = {
        debit: entry[k].debit.plus(Money.of(row[`${k}Debit`] ?? '0')),
        credit: entry[k].credit.plus(Money.of(row[`${k}Credit`] ?? '0')),
        lines: entry[k].lines + Number(row[`${k}Lines`] ?? 0),
      };
    }
  }
  return totals;
}
