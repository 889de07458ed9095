import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { branchesOf, type ReportRange } from './report-range';

/** `column in (the range's branches)`, or nothing when the range reads every branch. */
export function inBranches(column: PgColumn, range: ReportRange): SQL | undefined {
  const ids = branchesOf(range);
  return ids ? inArray(column, [...ids]) : undefined;
}
