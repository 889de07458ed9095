import { billsApi, supplierPaymentsApi } from '@tawi/contracts';
import { addDays, todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { trade } from './purchasing.fixture';

const t = useTestApp();

describe('what the branch owes on bills', () => {
  it('adds up open bills due within the days asked and those overdue, in the database', async () => {
    const s = await trade(t);
    const rent = await s.accountId('6100');
    const today = todayIn();
    // Net 30: each bill falls due 30 days after its date
    const bill = (daysAgo: number, unitPrice: number) =>
      s.api.ok(billsApi.create, {
        body: {
          supplierId: s.supplier.id,
          date: addDays(today, -daysAgo),
          lines: [{ description: 'Rent', accountId: rent, unitPrice, taxCategory: 'A' }],
        },
      });
    await bill(40, 1000); // due 10 days ago: overdue
    const partPaid = await bill(25, 2000); // due in 5 days
    await bill(0, 700); // due in 30 days: the last day that counts as soon
    const paid = await bill(5, 400);
    const voided = await bill(10, 900);
    await s.api.ok(billsApi.void, { params: { id: 'BILL-0005' }, body: {} });
    expect(voided.billId).toBe('BILL-0005');
    const pay = (billId: string, amount: number) =>
      s.api.ok(supplierPaymentsApi.create, {
        body: {
          supplierId: s.supplier.id,
          bankAccountId: s.bank.id,
          paymentMethod: 'cash',
          paymentDate: today,
          amount,
          bills: [{ billId, amount }],
        },
      });
    await pay(partPaid.id, 500);
    await pay(paid.id, 400);

    const summary = (query: { days?: number } = {}) => s.api.call(billsApi.summary, { query });
    const month = await summary();
    expect(month.status, month.text).toBe(200);
    expect(month.body).toEqual({
      asOf: today,
      days: 30,
      dueSoon: { count: 2, amount: 2200 },
      overdue: { count: 1, amount: 1000 },
    });
    expect((await summary({ days: 7 })).body).toMatchObject({
      days: 7,
      dueSoon: { count: 1, amount: 1500 },
    });
    const bad = await summary({ days: -1 });
    expect(bad.status).toBe(400);
    expect((bad.error?.details?.fields as Record<string, string> | undefined)?.['querystring.days']).toMatch(
      />=0/,
    );

    const other = await trade(t, 'Other Traders Ltd');
    const theirs = await apiClient(t.app, other.token).ok(billsApi.summary);
    expect(theirs).toMatchObject({ dueSoon: { count: 0, amount: 0 }, overdue: { count: 0, amount: 0 } });
  });
});
