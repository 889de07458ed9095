import { branches } from '@tawi/db';
import { asc } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import { ofCompany } from '../../../platform/company-rows';
import { profitAndLoss } from '../profit-and-loss';
import type { TableReportLoader } from '../tables/table-report';
import { profitRow } from './profit-row';

/**
 * API.md `profit-by-branch`: the P&L of each branch in the scope side by side (read from the daily
 * balances), so the rows sum to the P&L of all of them together.
 */
export const profitByBranch: TableReportLoader<unknown, BranchProfit> = async ({ db, ctx, range }) => {
  const scope = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(ofCompany(branches, ctx.companyId, inBranches(branches.id, range)))
    .orderBy(asc(branches.name));
  const rows = await Promise.all(
    scope.map(async (b) => {
      const pl = await profitAndLoss(db, ctx.companyId, { from: range.from, to: range.to, branchId: b.id });
      return { branchId: b.id, branchName: b.name, ...profitRow(range, pl) };
    }),
  );
  return { rows };
};

type BranchProfit = ReturnType<typeof profitRow> & { branchId: string; branchName: string };
