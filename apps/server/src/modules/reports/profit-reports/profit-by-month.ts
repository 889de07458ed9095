import { profitAndLoss } from '../profit-and-loss';
import type { TableReportLoader } from '../tables/table-report';
import { monthsOf } from './months-of';
import { profitRow } from './profit-row';

/**
 * API.md `profit-by-month`: the P&L of every month of the period (the first and last clamped to it),
 * each read from the daily balances, so the rows sum to the P&L of the whole period.
 */
export const profitByMonth: TableReportLoader<unknown, ReturnType<typeof toRow>> = async ({
  db,
  ctx,
  range,
}) => {
  const months = monthsOf(range.from, range.to);
  const statements = await Promise.all(
    months.map((m) => profitAndLoss(db, ctx.companyId, { ...range, from: m.from, to: m.to })),
  );
  return { rows: months.map((m, i) => toRow(m, statements[i])) };
};

function toRow(
  m: { month: string; from: string; to: string },
  pl: Awaited<ReturnType<typeof profitAndLoss>> | undefined,
) {
  if (!pl) throw new Error(`no statement for ${m.month}`);
  return { month: m.month, ...profitRow(m, pl) };
}
