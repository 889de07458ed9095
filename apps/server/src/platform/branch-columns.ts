import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The branches a query reads: one (`branchId`), several (`branchIds`), or neither: every branch. */
export interface BranchScope {
  branchId?: string | undefined;
  branchIds?: readonly string[] | undefined;
}

/** `column in (the scope's branches)`, or nothing when it reads every branch. */
export function inBranches(column: PgColumn, scope: BranchScope): SQL | undefined {
  const ids = scope.branchId ? [scope.branchId] : scope.branchIds;
  return ids ? inArray(column, [...ids]) : undefined;
}

/** The scope as text for a cache key: its branches sorted, or '*' for every branch. */
export function branchScopeKey(scope: BranchScope): string {
  const ids = scope.branchId ? [scope.branchId] : scope.branchIds;
  return ids ? [...ids].sort().join(',') : '*';
}
