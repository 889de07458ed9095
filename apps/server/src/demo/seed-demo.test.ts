import {
  authApi,
  inventoryApi,
  invoicesApi,
  paymentRemindersApi,
  payrollApi,
  recurringInvoicesApi,
  suppliersApi,
} from '@tawi/contracts';
import { addDays, todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { expectInventoryTieOut } from '../testing/inventory-invariants';
import { expectLedgerInvariants } from '../testing/ledger-invariants';
import { loginAs, useTestApp } from '../testing/test-app';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, demoEmail, seedDemo } from './seed-demo';
import { seedDemoBusiness } from './seed-demo-business';

const t = useTestApp();

describe('demo company (npm run demo)', () => {
  it('has a login per role and business data whose books tie out; seeding twice does nothing', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    await seedDemoBusiness(t.app);
    expect(await seedDemo(t.database.db)).toBe(false);
    const token = await loginAs(t.app, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    expect(await loginAs(t.app, demoEmail('storekeeper'), DEMO_PASSWORD)).toBeTruthy();
    const api = apiClient(t.app, token);
    const me = await api.ok(authApi.me);
    const companyId = me.user.companyId;
    const summary = await api.ok(inventoryApi.summary);
    // opening stock 120 + 35 + 60 + 25 + 96 + 12 + 48 + 40 = 436, received 240, 42 in transit,
    // 12 sold at the counters (4 in Nairobi CBD, 3 in Mombasa, 5 in Kisumu)
    expect(summary.company.units).toBe(436 + 240 - 42 - 12);
    const paidWalkIns: string[] = [];
    for (const branch of me.branches) {
      const invoices = await api.ok(invoicesApi.list, { query: { branchId: branch.id } });
      for (const i of invoices.items)
        if (i.customerName.startsWith('Walk-in customer')) paidWalkIns.push(`${i.customerName} ${i.status}`);
    }
    paidWalkIns.sort();
    expect(paidWalkIns).toEqual([
      'Walk-in customer (Kisumu) Paid',
      'Walk-in customer (Mombasa) Paid',
      'Walk-in customer (Nairobi CBD) Paid',
      'Walk-in customer (Nairobi CBD) Paid',
    ]);
    expect(summary.inTransit).toMatchObject({ transfers: 1, units: 42 });
    const suppliers = await api.ok(suppliersApi.list);
    // 200 x 170 (exempt) + 40 x 192 x 1.16 = 34,000 + 8,908.80, less 20,000 paid
    expect(suppliers.items.find((s) => s.name === 'Mombasa Millers Ltd')?.balance).toBe(22908.8);
    expect(me.company).toMatchObject({ vatRegistered: true, vatRegisteredFrom: '2020-01-01' });
    const employees = await api.ok(payrollApi.listEmployees);
    expect(employees.total).toBe(3);
    // every demo employee has a valid individual KRA PIN, an NSSF and a SHIF number
    for (const e of employees.items) {
      expect(e.kraPin).toMatch(/^A\d{9}[A-Z]$/);
      expect(e.nssfNumber).toBeTruthy();
      expect(e.shifNumber).toBeTruthy();
    }
    // a monthly contract repeats on its own from 30 days on; overdue invoices get reminders
    const schedules = await api.ok(recurringInvoicesApi.list);
    expect(schedules.items).toMatchObject([
      {
        customerName: 'Westlands Office Park Ltd',
        frequency: 'monthly',
        status: 'active',
        nextDate: addDays(todayIn(), 30),
        total: 13920,
        emailCustomer: true,
      },
    ]);
    expect(await api.ok(paymentRemindersApi.get)).toMatchObject({ enabled: true, steps: [7, 30] });
    await expectLedgerInvariants(t.database.db, companyId);
    await expectInventoryTieOut(t.database.db, companyId);
  });
});
