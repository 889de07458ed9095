import { authApi, invoicesApi, payrollApi, reportsApi, taxApi } from '@tawi/contracts';
import { addDays, todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { expectInventoryTieOut } from '../testing/inventory-invariants';
import { expectLedgerInvariants } from '../testing/ledger-invariants';
import { loginAs, useTestApp } from '../testing/test-app';
import { planHistory } from './demo-history-plan';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo';
import { seedDemoBusiness } from './seed-demo-business';
import { seedDemoHistory } from './seed-demo-history';

const t = useTestApp();
const SHAPE = { months: 3, salesPerMonth: 6 };

describe('demo history (npm run demo)', () => {
  it('plans the same months for the same day, none after it, filing VAT only for older months', () => {
    const shape = { ...SHAPE, branches: 3, customers: 10, products: 8 };
    const plan = planHistory('2026-11-26', shape);
    expect(planHistory('2026-11-26', shape)).toEqual(plan);
    expect(plan.map((m) => m.period)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(plan.map((m) => m.vatFiledOn)).toEqual(['2026-10-18', null, null]);
    expect(plan.map((m) => m.payrollOn)).toEqual(['2026-09-28', '2026-10-28', null]);
    const dates = plan.flatMap((m) => m.sales.flatMap((s) => [s.date, s.paidOn, s.returnedOn]));
    expect(dates.every((d) => d === null || d <= '2026-11-26')).toBe(true);
  });

  it('trades through the API over the months before today; the books tie out', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    await seedDemoBusiness(t.app);
    await seedDemoHistory(t.app, SHAPE);
    const token = await loginAs(t.app, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const api = apiClient(t.app, token);
    const balance = await api.ok(reportsApi.trialBalance, {});
    expect(balance.totals.debit).toBe(balance.totals.credit);
    const start = addDays(todayIn('Africa/Nairobi'), -95);
    const me = await api.ok(authApi.me, {});
    const invoices = [];
    for (const branch of me.branches) {
      const inBranch = apiClient(t.app, token, { 'x-branch-id': branch.id });
      invoices.push(...(await inBranch.ok(invoicesApi.list, { query: { from: start, limit: 200 } })).items);
    }
    // sales in each branch and in at least the two whole months before this one, some paid and some open
    expect(new Set(invoices.map((i) => i.branchId)).size).toBe(3);
    expect(new Set(invoices.map((i) => i.date.slice(0, 7))).size).toBeGreaterThanOrEqual(2);
    expect(invoices.length).toBeGreaterThanOrEqual(12);
    expect(invoices.some((i) => i.status === 'Paid')).toBe(true);
    expect(invoices.some((i) => i.status === 'Unpaid' || i.status === 'PaidPartially')).toBe(true);
    const payroll = await api.ok(payrollApi.list, { query: { status: 'Paid', limit: 100 } });
    // three employees paid in each month whose 28th has come (two or three of the three months)
    expect(payroll.total % 3).toBe(0);
    expect(payroll.total).toBeGreaterThanOrEqual(6);
    const vat = await api.ok(taxApi.list, {});
    expect(vat.items.filter((s) => s.status === 'Filed').length).toBeGreaterThanOrEqual(1);
    const companyId = (
      await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, DEMO_OWNER_EMAIL) })
    )?.companyId;
    await expectLedgerInvariants(t.database.db, companyId ?? '');
    await expectInventoryTieOut(t.database.db, companyId ?? '');
  }, 240_000);
});
