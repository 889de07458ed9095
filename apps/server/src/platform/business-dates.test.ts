import {
  billsApi,
  customerReceiptsApi,
  type ErrorBody,
  invoicesApi,
  ledgerApi,
  payrollApi,
  type RouteEntry,
  supplierPaymentsApi,
} from '@tawi/contracts';
import { addDays, aYearAfter, formatDate, todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { trade } from '../modules/purchasing/purchasing.fixture';
import { sales } from '../modules/sales/sales.fixture';
import { apiClient } from '../testing/api-client';
import { useTestApp } from '../testing/test-app';

const t = useTestApp();

const latest = aYearAfter(todayIn());
const tooLate = `Must be at most a year from today (${formatDate(latest)} at the latest)`;
/** Dates that cannot be real, and what the API says about each. */
const IMPOSSIBLE: ReadonlyArray<[string, string]> = [
  ['1850-06-01', 'Must be on or after 01 Jan 2000'],
  ['1999-12-31', 'Must be on or after 01 Jan 2000'],
  ['2200-01-01', tooLate],
  [addDays(latest, 1), tooLate],
];

/** Sends `entry` (through `send`) with each impossible date: 400, naming only `field`. */
async function expectRefused(
  entry: RouteEntry,
  send: (date: string) => Promise<{ status: number; text: string; error: ErrorBody['error'] | undefined }>,
  field: string,
) {
  for (const [date, message] of IMPOSSIBLE) {
    const res = await send(date);
    expect(res.status, `${entry.id} ${date}: ${res.text}`).toBe(400);
    expect(res.error).toMatchObject({
      code: 'validation-error',
      details: { fields: { [field]: message } },
    });
    expect(Object.keys(res.error?.details?.fields ?? {})).toEqual([field]);
  }
}

const journalTotal = async (token: string) => (await apiClient(t.app, token).ok(ledgerApi.listEntries)).total;

describe('a business date that cannot be real', () => {
  it('is refused on invoices, receipts and journal entries, naming the field; nothing is written', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    const entries = await journalTotal(s.token);
    const line = {
      description: 'Sugar',
      productId: s.sugar.id,
      qty: 1,
      unitPrice: 160,
      taxCategory: 'B' as const,
    };
    await expectRefused(
      invoicesApi.create,
      (date) => api.call(invoicesApi.create, { body: { customerId: s.customer.id, date, lines: [line] } }),
      'date',
    );
    await expectRefused(
      customerReceiptsApi.create,
      (date) =>
        api.call(customerReceiptsApi.create, {
          body: {
            customerId: s.customer.id,
            amount: 100,
            date,
            paymentMethod: 'cash',
            bankAccountId: s.bank.id,
          },
        }),
      'date',
    );
    const accounts = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
    const [cash, equity] = ['1000', '3000'].map((code) => accounts.find((a) => a.code === code)?.id);
    await expectRefused(
      ledgerApi.createEntry,
      (date) =>
        api.call(ledgerApi.createEntry, {
          body: {
            date,
            status: 'Posted',
            lines: [
              { accountId: cash ?? '', debit: 500, credit: 0 },
              { accountId: equity ?? '', debit: 0, credit: 500 },
            ],
          },
        }),
      'date',
    );
    expect((await api.ok(invoicesApi.list)).total).toBe(0);
    expect((await api.ok(customerReceiptsApi.list)).total).toBe(0);
    expect(await journalTotal(s.token)).toBe(entries);

    // the bounds themselves are real dates
    const first = await api.call(invoicesApi.create, {
      body: { customerId: s.customer.id, date: '2000-01-01', lines: [line] },
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body.date).toBe('2000-01-01');
    const ahead = await api.call(invoicesApi.create, {
      body: { customerId: s.customer.id, date: latest, status: 'Draft', lines: [line] },
    });
    expect(ahead.status, ahead.text).toBe(201);
  });

  it('is refused on bills and supplier payments', async () => {
    const s = await trade(t);
    const api = apiClient(t.app, s.token);
    const rent = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items.find(
      (a) => a.code === '6100',
    )!.id;
    const lines = [
      { description: 'Store rent', accountId: rent, unitPrice: 1000, taxCategory: 'A' as const },
    ];
    await expectRefused(
      billsApi.create,
      (date) => api.call(billsApi.create, { body: { supplierId: s.supplier.id, date, lines } }),
      'date',
    );
    expect((await api.ok(billsApi.list)).total).toBe(0);
    const bill = await api.ok(billsApi.create, {
      body: { supplierId: s.supplier.id, date: '2026-11-02', lines },
    });
    await expectRefused(
      supplierPaymentsApi.create,
      (paymentDate) =>
        api.call(supplierPaymentsApi.create, {
          body: {
            supplierId: s.supplier.id,
            amount: 1000,
            paymentMethod: 'cash',
            paymentDate,
            bankAccountId: s.bank.id,
            bills: [{ billId: bill.id, amount: 1000 }],
          },
        }),
      'paymentDate',
    );
    expect((await api.ok(supplierPaymentsApi.list)).total).toBe(0);
  });

  it('is refused as a payroll period', async () => {
    const s = await sales(t);
    const api = apiClient(t.app, s.token);
    for (const [period, message] of [
      ['1850-01', 'Must be 2000-01 or later'],
      ['2200-01', `Must be at most a year from today (${latest.slice(0, 7)} at the latest)`],
      [
        addDays(latest, 31).slice(0, 7),
        `Must be at most a year from today (${latest.slice(0, 7)} at the latest)`,
      ],
    ] as const) {
      const res = await api.call(payrollApi.run, { body: { period } });
      expect(res.status, res.text).toBe(400);
      expect(res.error).toMatchObject({
        code: 'validation-error',
        details: { fields: { period: message } },
      });
    }
    expect((await api.ok(payrollApi.list)).total).toBe(0);
  });
});
