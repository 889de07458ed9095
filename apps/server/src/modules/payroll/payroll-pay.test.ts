import { ledgerApi, payrollApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { addBankAccount, addEmployee, balances, runPayroll } from './payroll.fixture';

const t = useTestApp();

/** The field errors of a failed call (400/409/422). */
const fields = (res: { error?: { details?: Record<string, unknown> } | undefined }) =>
  (res.error?.details?.fields ?? {}) as Record<string, string>;

describe('approve and pay', () => {
  it('posts salaries and employer costs against the liabilities and pays net salaries from the bank', async () => {
    const owner = await signupCompany(t.app);
    const { token } = owner;
    const bank = await addBankAccount(t.app, token);
    await addEmployee(t.app, token, { salary: 50000 });
    await addEmployee(t.app, token, { salary: 30000 });
    expect((await runPayroll(t.app, token, { period: '2025-06' })).status).toBe(201);

    const paid = await apiClient(t.app, token).call(payrollApi.pay, {
      body: { period: '2025-06', bankAccountId: bank.id, date: '2025-07-03' },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.items).toHaveLength(2);
    for (const r of paid.body.items) {
      expect(r).toMatchObject({ status: 'Paid', payDate: '2025-07-03', bankAccountId: bank.id });
    }
    expect(paid.body.journalEntryIds).toHaveLength(2);
    const [accrualId = '', paymentId = ''] = paid.body.journalEntryIds;
    const accrual = await apiClient(t.app, token).call(ledgerApi.getEntry, { params: { id: accrualId } });
    expect(accrual.body).toMatchObject({ status: 'Posted', date: '2025-06-30', totalDebit: 86100 });
    const payment = await apiClient(t.app, token).call(ledgerApi.getEntry, { params: { id: paymentId } });
    expect(payment.body).toMatchObject({ date: '2025-07-03', totalDebit: 65222.9 });

    expect(await balances(t.app, token)).toMatchObject({
      'Salaries and Wages': 80000,
      'Employer NSSF': 4800,
      'Employer Housing Levy': 1200,
      'NITA Levy': 100,
      'PAYE Payable': 6577.1,
      'NSSF Payable': 9600,
      'SHIF Payable': 2200,
      'Housing Levy Payable': 2400,
      'NITA Payable': 100,
      'Salaries Payable': 0,
      'KCB Payroll': 934777.1,
    });
    await expectLedgerInvariants(t.database.db, owner.user.companyId);

    // Paid records never change: re-running or paying again is 409
    const rerun = await runPayroll(t.app, token, { period: '2025-06' });
    expect(rerun.status).toBe(409);
    expect(rerun.error?.code).toBe('invalid-state');
    const again = await apiClient(t.app, token).call(payrollApi.pay, {
      body: { period: '2025-06', bankAccountId: bank.id, date: '2025-07-03' },
    });
    expect(again.status).toBe(409);
    const periods = await apiClient(t.app, token).call(payrollApi.periods);
    expect(periods.body.items).toEqual([
      expect.objectContaining({
        period: '2025-06',
        employees: 2,
        gross: 80000,
        paye: 6577.1,
        netPay: 65222.9,
        employerContributions: 6100,
        paid: 2,
        processed: 0,
        status: 'Paid',
      }),
    ]);
  });

  it('refuses without the approve permission, with a foreign bank account, or before the period', async () => {
    const owner = await signupCompany(t.app);
    const other = await signupCompany(t.app, { companyName: 'Other Ltd' });
    const theirBank = await addBankAccount(t.app, other.token);
    const bank = await addBankAccount(t.app, owner.token);
    await addEmployee(t.app, owner.token, { salary: 70000 });
    await runPayroll(t.app, owner.token, { period: '2025-08' });
    const before = await balances(t.app, owner.token);
    const body = { period: '2025-08', bankAccountId: bank.id, date: '2025-08-29' };
    for (const role of ['viewer', 'accountant']) {
      const staff = await staffWithRole(t.app, owner, role);
      const res = await apiClient(t.app, staff.token).call(payrollApi.pay, { body });
      expect(res.status).toBe(403);
    }
    const foreign = await apiClient(t.app, owner.token).call(payrollApi.pay, {
      body: { ...body, bankAccountId: theirBank.id },
    });
    expect(foreign.status).toBe(404);
    const early = await apiClient(t.app, owner.token).call(payrollApi.pay, {
      body: { ...body, date: '2025-07-31' },
    });
    expect(early.status).toBe(400);
    expect(fields(early).date).toBeTruthy();
    const nothing = await apiClient(t.app, owner.token).call(payrollApi.pay, {
      body: { ...body, period: '2025-09', date: '2025-09-30' },
    });
    expect(nothing.status).toBe(409);
    expect(await balances(t.app, owner.token)).toEqual(before);

    // HR & Payroll approves: paid before the month ends, the accrual takes the payment date
    const hr = await staffWithRole(t.app, owner, 'hr_payroll');
    const accounts = await apiClient(t.app, hr.token).call(payrollApi.paymentAccounts);
    expect(accounts.body.items).toEqual([
      { id: bank.id, name: 'KCB Payroll', kind: 'bank', bankName: null, accountNumber: null },
    ]);
    const viewer = await staffWithRole(t.app, owner, 'viewer');
    expect((await apiClient(t.app, viewer.token).call(payrollApi.paymentAccounts)).status).toBe(403);
    const res = await apiClient(t.app, hr.token).call(payrollApi.pay, { body });
    expect(res.status, res.text).toBe(200);
    const accrual = await apiClient(t.app, owner.token).call(ledgerApi.getEntry, {
      params: { id: res.body.journalEntryIds[0] ?? '' },
    });
    expect(accrual.body.date).toBe('2025-08-29');
    await expectLedgerInvariants(t.database.db, owner.user.companyId);
  });

  it('posts NHIF months to the health fund payable and stays balanced', async () => {
    const owner = await signupCompany(t.app);
    const bank = await addBankAccount(t.app, owner.token);
    await addEmployee(t.app, owner.token, { salary: 25000, overtimeRate: 200 });
    const run = await runPayroll(t.app, owner.token, { period: '2024-06' });
    const [rec] = run.body.items;
    if (!rec) throw new Error('no payroll record');
    expect(rec.deductions.nhif).toBe(850);
    const res = await apiClient(t.app, owner.token).call(payrollApi.pay, {
      body: { period: '2024-06', bankAccountId: bank.id, date: '2024-06-28' },
    });
    expect(res.status, res.text).toBe(200);
    const b = await balances(t.app, owner.token);
    expect(b['SHIF Payable']).toBe(850);
    expect(b['Salaries Payable']).toBe(0);
    expect(b['KCB Payroll']).toBe(1_000_000 - rec.netPay);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);
  });

  it('keeps one record per employee and pays once when requests race', async () => {
    const owner = await signupCompany(t.app);
    const { token } = owner;
    const bank = await addBankAccount(t.app, token);
    for (const salary of [40000, 55000, 80000]) await addEmployee(t.app, token, { salary });
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        runPayroll(t.app, token, { period: '2025-10', overtime: [], notes: `run ${i}` }),
      ),
    );
    expect(runs.map((r) => r.status)).toEqual(Array(6).fill(201));
    const list = await apiClient(t.app, token).call(payrollApi.list, { query: { period: '2025-10' } });
    expect(list.body.total).toBe(3);
    expect(list.body.items.map((r: { payrollId: string }) => r.payrollId).sort()).toEqual([
      'PAY-2025-0001',
      'PAY-2025-0002',
      'PAY-2025-0003',
    ]);
    const body = { period: '2025-10', bankAccountId: bank.id, date: '2025-10-31' };
    const pays = await Promise.all(
      Array.from({ length: 5 }, () => apiClient(t.app, token).call(payrollApi.pay, { body })),
    );
    expect(pays.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const b = await balances(t.app, token);
    expect(b['Salaries and Wages']).toBe(175000);
    expect(b['Salaries Payable']).toBe(0);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);
  });
});
