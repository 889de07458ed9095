import { addDays, aYearAfter, formatDate, todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { trade } from '../modules/purchasing/purchasing.fixture';
import { sales } from '../modules/sales/sales.fixture';
import { call, useTestApp } from '../testing/test-app';

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

async function expectRefused(
  token: string,
  url: string,
  body: (date: string) => Record<string, unknown>,
  field: string,
) {
  for (const [date, message] of IMPOSSIBLE) {
    const res = await call(t.app, 'POST', url, { token, body: body(date) });
    expect(res.status, `${url} ${date}: ${res.text}`).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'validation-error',
      details: { fields: { [field]: message } },
    });
    expect(Object.keys(res.body.error.details.fields)).toEqual([field]);
  }
}

const journalTotal = async (token: string) =>
  (await call(t.app, 'GET', '/api/journal-entries', { token })).body.total as number;

describe('a business date that cannot be real', () => {
  it('is refused on invoices, receipts and journal entries, naming the field; nothing is written', async () => {
    const s = await sales(t);
    const entries = await journalTotal(s.token);
    const line = { description: 'Sugar', productId: s.sugar.id, qty: 1, unitPrice: 160, taxCategory: 'B' };
    await expectRefused(
      s.token,
      '/api/invoices',
      (date) => ({ customerId: s.customer.id, date, lines: [line] }),
      'date',
    );
    await expectRefused(
      s.token,
      '/api/receipts',
      (date) => ({
        customerId: s.customer.id,
        amount: 100,
        date,
        paymentMethod: 'cash',
        bankAccountId: s.bank.id,
      }),
      'date',
    );
    const accounts = (await call(t.app, 'GET', '/api/accounts', { token: s.token, query: { limit: '250' } }))
      .body.items as Array<{ id: string; code: string }>;
    const [cash, equity] = ['1000', '3000'].map((code) => accounts.find((a) => a.code === code)?.id);
    await expectRefused(
      s.token,
      '/api/journal-entries',
      (date) => ({
        date,
        status: 'Posted',
        lines: [
          { accountId: cash, debit: 500, credit: 0 },
          { accountId: equity, debit: 0, credit: 500 },
        ],
      }),
      'date',
    );
    expect((await call(t.app, 'GET', '/api/invoices', { token: s.token })).body.total).toBe(0);
    expect((await call(t.app, 'GET', '/api/receipts', { token: s.token })).body.total).toBe(0);
    expect(await journalTotal(s.token)).toBe(entries);

    // the bounds themselves are real dates
    const first = await call(t.app, 'POST', '/api/invoices', {
      token: s.token,
      body: { customerId: s.customer.id, date: '2000-01-01', lines: [line] },
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body.date).toBe('2000-01-01');
    const ahead = await call(t.app, 'POST', '/api/invoices', {
      token: s.token,
      body: { customerId: s.customer.id, date: latest, status: 'Draft', lines: [line] },
    });
    expect(ahead.status, ahead.text).toBe(201);
  });

  it('is refused on bills and supplier payments', async () => {
    const s = await trade(t);
    const rent = (
      await call(t.app, 'GET', '/api/accounts', { token: s.token, query: { limit: '250' } })
    ).body.items.find((a: { code: string }) => a.code === '6100').id;
    const lines = [{ description: 'Store rent', accountId: rent, unitPrice: 1000, taxCategory: 'A' }];
    await expectRefused(
      s.token,
      '/api/bills',
      (date) => ({ supplierId: s.supplier.id, date, lines }),
      'date',
    );
    expect((await call(t.app, 'GET', '/api/bills', { token: s.token })).body.total).toBe(0);
    const bill = await s.post('/api/bills', { supplierId: s.supplier.id, date: '2026-11-02', lines });
    await expectRefused(
      s.token,
      '/api/payments',
      (paymentDate) => ({
        supplierId: s.supplier.id,
        amount: 1000,
        paymentMethod: 'cash',
        paymentDate,
        bankAccountId: s.bank.id,
        bills: [{ billId: bill.id, amount: 1000 }],
      }),
      'paymentDate',
    );
    expect((await call(t.app, 'GET', '/api/payments', { token: s.token })).body.total).toBe(0);
  });

  it('is refused as a payroll period', async () => {
    const s = await sales(t);
    for (const [period, message] of [
      ['1850-01', 'Must be 2000-01 or later'],
      ['2200-01', `Must be at most a year from today (${latest.slice(0, 7)} at the latest)`],
      [
        addDays(latest, 31).slice(0, 7),
        `Must be at most a year from today (${latest.slice(0, 7)} at the latest)`,
      ],
    ] as const) {
      const res = await call(t.app, 'POST', '/api/payroll/run', { token: s.token, body: { period } });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'validation-error',
        details: { fields: { period: message } },
      });
    }
    expect((await call(t.app, 'GET', '/api/payroll', { token: s.token })).body.total).toBe(0);
  });
});
