import { type TableReportInfo, tableReportsApi } from '@tawi/contracts';
import { ALL_PERMISSIONS } from '@tawi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../platform/request-context';
import { useTestApp } from '../../../testing/test-app';
import { userHistory, userHistoryPages } from '../activity-reports/user-history';
import { customerPaymentPages, customerPayments } from '../customer-reports/customer-payments';
import { stockMovementPages, stockMovementsReport } from '../inventory-reports/stock-movements';
import { salesTablesCompany } from '../sales-reports/sales-tables.fixture';
import type { TableReportPager } from './table-pages';
import type { TableReportInput, TableReportLoader } from './table-report';
import { sortRows, type TableRow, totalsOf } from './table-rows';

const t = useTestApp();
let input: TableReportInput<Record<string, never>>;
beforeAll(async () => {
  const c = await salesTablesCompany(t);
  const ctx: RequestContext = {
    companyId: c.companyId,
    userId: c.owner.user.uid,
    sessionId: 'test',
    roleId: 'owner',
    roleKey: 'owner',
    permissions: new Set(ALL_PERMISSIONS),
    allBranches: true,
    branchIds: [],
    homeBranchId: c.branchId,
    requestedBranchId: undefined,
    viaCookie: false,
  };
  input = { db: t.app.db, ctx, range: { from: '2026-01-01', to: '2026-12-31' }, query: {} };
});

/** Every page of `limit` rows from the pager, as one list, with the pager's count and totals. */
async function allPages<R extends TableRow>(
  pager: TableReportPager<Record<string, never>, R>,
  key: string,
  descending: boolean,
  limit: number,
) {
  const rows: R[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await pager.page(input, { key, descending, offset, limit });
    rows.push(...page.rows);
    if (page.rows.length < limit) return { rows, total: page.total, totals: page.totals };
  }
}

const cases: Array<{
  info: TableReportInfo;
  load: TableReportLoader<Record<string, never>, TableRow>;
  pager: TableReportPager<Record<string, never>, TableRow>;
}> = [
  { info: tableReportsApi.customerPayments.info, load: customerPayments, pager: customerPaymentPages },
  { info: tableReportsApi.stockMovements.info, load: stockMovementsReport, pager: stockMovementPages },
  { info: tableReportsApi.userHistory.info, load: userHistory, pager: userHistoryPages },
];

describe('reports paged in SQL answer as the kit sorting every row in memory', () => {
  for (const { info, load, pager } of cases) {
    for (const key of pager.sorts) {
      for (const descending of [true, false]) {
        it(`${info.name} by ${descending ? '-' : ''}${key}, pages of 2`, async () => {
          const loaded = await load(input);
          const sorted = sortRows(loaded.rows, key, descending);
          expect(sorted.length).toBeGreaterThanOrEqual(3);
          const paged = await allPages(pager, key, descending, 2);
          expect(paged.rows).toEqual(sorted);
          expect(paged.total).toBe(sorted.length);
          const totals = totalsOf(info.columns, sorted);
          expect(Object.fromEntries(Object.keys(totals).map((k) => [k, Number(paged.totals[k])]))).toEqual(
            totals,
          );
        });
      }
    }
  }
});
