import { reportsApi, tableReportsApi } from '@tawi/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { stockTradeCompany } from '../inventory-reports/stock-trade.fixture';

const t = useTestApp();
let c: Awaited<ReturnType<typeof stockTradeCompany>>;
const PERIOD = { from: '2026-09-01', to: '2026-11-25' };

/** Figures of stockTradeCompany (see its comment). */
beforeAll(async () => {
  c = await stockTradeCompany(t);
});

/** The payables control account's credit balance in the trial balance as at `to`. */
async function payablesAccount(to: string, branchId?: string) {
  const tb = await c.api.ok(reportsApi.trialBalance, { query: { to, ...(branchId && { branchId }) } });
  const row = tb.rows.find((r) => r.accountCode === '2000');
  return (row?.credit ?? 0) - (row?.debit ?? 0);
}

describe('purchases by supplier', () => {
  it('nets bills less voids per supplier, summing to what bills moved on accounts payable', async () => {
    const report = tableReportsApi.purchasesBySupplier;
    const answer = await c.api.ok(report, { query: PERIOD });
    expect(answer.rows.map((r) => [r.supplierName, r.bills, r.netPurchases, r.tax, r.total])).toEqual([
      // 27,000 + 4,500; VAT 16%
      ['Mombasa Millers Ltd', 2, 31500, 5040, 36540],
      // 2,000 + 1,000 - 1,000 voided
      ['Kenya Power', 1, 2000, 320, 2320],
    ]);
    expect(answer.totals).toEqual({ bills: 3, netPurchases: 33500, tax: 5360, total: 38860 });
    const result = await t.database.db.execute(sql`
      select coalesce(sum(l.credit - l.debit), 0)::text as moved
        from journal_lines l join accounts a on a.id = l.account_id join journal_entries e on e.id = l.entry_id
       where l.company_id = ${c.companyId} and a.system_key = 'accounts_payable' and e.status = 'Posted'
         and e.source_type in ('bill', 'bill-void') and e.date between ${PERIOD.from} and ${PERIOD.to}`);
    const [row] = (result as unknown as { rows: { moved: string }[] }).rows;
    expect(answer.totals.total).toBe(Number(row?.moved));

    const voidedLater = await c.api.ok(report, { query: { from: '2026-11-04', to: '2026-11-05' } });
    expect(voidedLater.rows).toEqual([
      expect.objectContaining({ supplierName: 'Kenya Power', bills: 1, netPurchases: 1000 }),
    ]);
    const mombasa = await c.api.ok(report, {
      query: { ...PERIOD, branchId: c.mombasa.id, sort: 'supplierName' },
    });
    expect(mombasa.rows.map((r) => [r.supplierName, r.netPurchases])).toEqual([['Kenya Power', 2000]]);
  });
});

describe('supplier reliability', () => {
  it('counts orders received by their expected date and in full, with percents to one decimal', async () => {
    const answer = await c.api.ok(tableReportsApi.supplierReliability, { query: PERIOD });
    // LPO-0001 on time and complete; LPO-0002 late and short (30 of 50): 31,500 of 34,500 received
    expect(answer.rows).toEqual([
      {
        supplierId: c.supplier.id,
        supplierName: 'Mombasa Millers Ltd',
        orders: 2,
        onTimeReceipts: 1,
        completeReceipts: 1,
        onTimePercent: 50,
        fillRatePercent: 91.3,
      },
    ]);
    expect(answer.totals).toEqual({
      orders: 2,
      onTimeReceipts: 1,
      completeReceipts: 1,
      onTimePercent: 50,
      fillRatePercent: 91.3,
    });
    const october = await c.api.ok(tableReportsApi.supplierReliability, {
      query: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(october.rows.map((r) => [r.orders, r.onTimePercent, r.fillRatePercent])).toEqual([[1, 0, 60]]);
  });
});

describe('payables aging', () => {
  it('ages what each supplier is owed as at a day and equals the payables account', async () => {
    const report = tableReportsApi.payablesAging;
    const now = await c.api.ok(report, { query: { to: '2026-11-25' } });
    expect(
      now.rows.map((r) => [r.supplierName, r.current, r.days1to30, r.days31to60, r.unappliedCredit, r.total]),
    ).toEqual([
      // BILL-0001 11,320 left, 48 days past due; BILL-0002 5,220 (its payment voided), 16 days
      ['Mombasa Millers Ltd', 0, 5220, 11320, 0, 16540],
      // BILL-0003 due 3 Dec
      ['Kenya Power', 2320, 0, 0, 0, 2320],
    ]);
    expect(now.totals).toMatchObject({
      current: 2320,
      days1to30: 5220,
      days31to60: 11320,
      over90: 0,
      total: 18860,
    });
    // on 21 Nov the payment of 1,000 on BILL-0002 still stood
    const paidThen = await c.api.ok(report, { query: { to: '2026-11-21' } });
    expect(paidThen.rows.find((r) => r.supplierName === 'Mombasa Millers Ltd')).toMatchObject({
      days1to30: 4220,
      total: 15540,
    });
    const october = await c.api.ok(report, { query: { to: '2026-10-31' } });
    expect(october.rows.map((r) => [r.supplierName, r.current, r.days1to30, r.total])).toEqual([
      ['Mombasa Millers Ltd', 5220, 11320, 16540],
    ]);
    for (const [to, branchId] of [
      ['2026-11-25', undefined],
      ['2026-11-21', undefined],
      ['2026-10-31', undefined],
      ['2026-11-25', c.mombasa.id],
      ['2026-11-25', c.branchId],
    ] as const) {
      const answer = await c.api.ok(report, { query: { to, ...(branchId && { branchId }) } });
      expect(answer.totals.total, `${to} ${branchId ?? 'all'}`).toBe(await payablesAccount(to, branchId));
    }
  });

  it('sorts, pages and downloads', async () => {
    const report = tableReportsApi.payablesAging;
    const page = await c.api.ok(report, {
      query: { to: '2026-11-25', sort: 'supplierName', limit: 1, page: 2 },
    });
    expect(page.rows.map((r) => r.supplierName)).toEqual(['Mombasa Millers Ltd']);
    expect(page).toMatchObject({ total: 2, totals: { total: 18860 } });
    const csv = await c.api.call(report, { query: { to: '2026-11-25', format: 'csv' } });
    expect(csv.text.trim().split(/\r?\n/)).toEqual([
      'Supplier,Current,1-30 Days,31-60 Days,61-90 Days,Over 90 Days,Total,Unapplied credit',
      'Mombasa Millers Ltd,0.00,5220.00,11320.00,0.00,0.00,16540.00,0.00',
      'Kenya Power,2320.00,0.00,0.00,0.00,0.00,2320.00,0.00',
      'Total,2320.00,5220.00,11320.00,0.00,0.00,18860.00,0.00',
    ]);
  });
});
