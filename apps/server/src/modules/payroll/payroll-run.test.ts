import { payrollApi } from '@tawi/contracts';
import { computePayslip } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { addEmployee, auditTotal, runPayroll } from './payroll.fixture';

const t = useTestApp();

/** The field errors of a failed call (400/409/422). */
const fields = (res: { error?: { details?: Record<string, unknown> } | undefined }) =>
  (res.error?.details?.fields ?? {}) as Record<string, string>;

type Rec = Record<string, unknown> & { id: string; employeeId: string; payrollId: string };

describe('payroll runs', () => {
  it("reproduces KENYA.md's worked examples through the API", async () => {
    const { token } = await signupCompany(t.app);
    const a = await addEmployee(t.app, token, { salary: 50000, kraPin: 'A000000001B' });
    const b = await addEmployee(t.app, token, { salary: 30000 });
    const c = await addEmployee(t.app, token, { salary: 100000 });
    const june = await runPayroll(t.app, token, { period: '2025-06', employeeIds: [a.id, b.id] });
    expect(june.status, june.text).toBe(201);
    const byEmployee = new Map((june.body.items as Rec[]).map((r) => [r.employeeId, r]));
    expect(byEmployee.get(a.id)).toMatchObject({
      period: '2025-06',
      status: 'Processed',
      kraPin: 'A000000001B',
      totalEarnings: 50000,
      deductions: { nssf: 3000, shif: 1375, nhif: 0, housingLevy: 750, paye: 5845.85 },
      taxablePay: 44875,
      taxBeforeRelief: 8245.85,
      personalRelief: 2400,
      totalDeductions: 10970.85,
      netPay: 39029.15,
      employerContributions: { nssf: 3000, housingLevy: 750, nita: 50 },
      payPeriodStart: '2025-06-01',
      payPeriodEnd: '2025-06-30',
    });
    expect(byEmployee.get(b.id)).toMatchObject({
      deductions: { nssf: 1800, shif: 825, housingLevy: 450, paye: 731.25 },
      taxablePay: 26925,
      taxBeforeRelief: 3131.25,
      netPay: 26193.75,
      employerContributions: { nssf: 1800, housingLevy: 450, nita: 50 },
    });
    const march = await runPayroll(t.app, token, { period: '2025-03', employeeIds: [c.id] });
    expect(march.body.items[0]).toMatchObject({
      deductions: { nssf: 4320, shif: 2750, housingLevy: 1500, paye: 19812.35 },
      taxablePay: 91430,
      taxBeforeRelief: 22212.35,
      netPay: 71617.65,
      employerContributions: { nssf: 4320, housingLevy: 1500, nita: 50 },
    });
    expect(march.body.items[0]?.payrollId).toBe('PAY-2025-0003');
  });

  it('pays overtime as entered and allowances, the same figures as the domain computes', async () => {
    const { token } = await signupCompany(t.app);
    const e = await addEmployee(t.app, token, {
      salary: 40000,
      allowances: { transport: 5000, housing: 3000, lunch: 2000 },
      overtimeRate: 512.5,
    });
    const other = await addEmployee(t.app, token, { salary: 25000 });
    const run = await runPayroll(t.app, token, {
      period: '2026-03',
      overtime: [{ employeeId: e.id, hours: 10.5 }],
    });
    expect(run.status).toBe(201);
    expect(run.body.items).toHaveLength(2);
    const rec = (run.body.items as Rec[]).find((r) => r.employeeId === e.id);
    const slip = computePayslip({
      period: '2026-03',
      basicSalary: 40000,
      allowances: { transport: 5000, housing: 3000, lunch: 2000 },
      overtimeHours: 10.5,
      overtimeRate: 512.5,
    });
    expect(rec).toMatchObject({
      basicSalary: 40000,
      overtimeHours: 10.5,
      overtimeRate: 512.5,
      overtimePay: 5381.25,
      allowances: { transport: 5000, housing: 3000, lunch: 2000 },
      totalAllowances: 10000,
      totalEarnings: 55381.25,
      deductions: {
        paye: slip.paye.toNumber(),
        nssf: slip.nssfEmployee.toNumber(),
        shif: slip.shif.toNumber(),
        nhif: 0,
        housingLevy: slip.housingLevy.toNumber(),
      },
      taxablePay: slip.taxablePay.toNumber(),
      netPay: slip.netPay.toNumber(),
      employerContributions: { nssf: slip.nssfEmployer.toNumber(), housingLevy: 830.72, nita: 50 },
    });
    const plain = (run.body.items as Rec[]).find((r) => r.employeeId === other.id);
    expect(plain).toMatchObject({ overtimeHours: 0, overtimePay: 0, totalEarnings: 25000 });
    // before October 2024 the NHIF table applied
    const old = await runPayroll(t.app, token, { period: '2024-06', employeeIds: [other.id] });
    expect(old.body.items[0]).toMatchObject({ healthScheme: 'nhif', deductions: { shif: 0, nhif: 850 } });
  });

  it('previews without saving, and re-running a period replaces its records, never duplicates them', async () => {
    const { token } = await signupCompany(t.app);
    const e = await addEmployee(t.app, token, { salary: 60000, overtimeRate: 400 });
    const f = await addEmployee(t.app, token, { salary: 45000 });
    const preview = await runPayroll(t.app, token, {
      period: '2025-09',
      preview: true,
      overtime: [{ employeeId: e.id, hours: 4 }],
    });
    expect(preview.status).toBe(200);
    expect(preview.body.items).toHaveLength(2);
    expect(preview.body.items[0]).toMatchObject({
      id: null,
      payrollId: null,
      status: 'Pending',
      overtimePay: 1600,
    });
    expect(
      (await apiClient(t.app, token).call(payrollApi.list, { query: { period: '2025-09' } })).body.total,
    ).toBe(0);

    const first = await runPayroll(t.app, token, { period: '2025-09' });
    expect(first.status).toBe(201);
    const ids = (first.body.items as Rec[]).map((r) => [r.id, r.payrollId]);
    expect(ids.map(([, n]) => n)).toEqual(['PAY-2025-0001', 'PAY-2025-0002']);
    const again = await runPayroll(t.app, token, {
      period: '2025-09',
      overtime: [{ employeeId: e.id, hours: 8 }],
    });
    expect(again.status).toBe(201);
    expect((again.body.items as Rec[]).map((r) => [r.id, r.payrollId])).toEqual(ids);
    expect((again.body.items as Rec[]).find((r) => r.employeeId === e.id)?.overtimePay).toBe(3200);
    const replay = await runPayroll(t.app, token, {
      period: '2025-09',
      preview: true,
      employeeIds: [f.id],
    });
    expect(replay.body.items[0]).toMatchObject({ id: ids[1]?.[0], payrollId: 'PAY-2025-0002' });
    const list = await apiClient(t.app, token).call(payrollApi.list, { query: { period: '2025-09' } });
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((r: Rec) => r.payrollId).sort()).toEqual(['PAY-2025-0001', 'PAY-2025-0002']);

    // a full run drops the Processed record of someone who left
    await apiClient(t.app, token).ok(payrollApi.removeEmployee, { params: { id: f.id } });
    const third = await runPayroll(t.app, token, { period: '2025-09' });
    expect(third.body.items).toHaveLength(1);
    expect(
      (await apiClient(t.app, token).call(payrollApi.list, { query: { period: '2025-09' } })).body.total,
    ).toBe(1);
    const history = await apiClient(t.app, token).call(payrollApi.list, { query: { employeeId: e.id } });
    expect(history.body.items.map((r: Rec) => r.period)).toEqual(['2025-09']);
  });

  it('refuses bad input with 400 in the contract shape and changes nothing', async () => {
    const owner = await signupCompany(t.app);
    const { token } = owner;
    const e = await addEmployee(t.app, token);
    const stranger = '00000000-0000-4000-8000-000000000000';
    const before = await auditTotal(t.app, token);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ period: '2025-13' }, 'period'],
      [{ period: '2019-01' }, 'period'],
      [{ period: '2025-01', overtime: [{ employeeId: e.id, hours: -1 }] }, 'overtime.0.hours'],
      [{ period: '2025-01', overtime: [{ employeeId: e.id, hours: 1.005 }] }, 'overtime.0.hours'],
      [{ period: '2025-01', overtime: [{ employeeId: stranger, hours: 2 }] }, 'overtime.0.employeeId'],
      [
        {
          period: '2025-01',
          overtime: [
            { employeeId: e.id, hours: 2 },
            { employeeId: e.id, hours: 3 },
          ],
        },
        'overtime.1.employeeId',
      ],
      [{ period: '2025-01', employeeIds: [] }, 'employeeIds'],
      [{ period: '2025-01', colour: 'red' }, '(body)'],
    ];
    for (const [body, field] of cases) {
      // bad bodies on purpose: past the types
      const res = await runPayroll(t.app, token, body as Parameters<typeof runPayroll>[2]);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error?.code).toBe('validation-error');
      expect(Object.keys(fields(res))).toContain(field);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: payrollApi.run.path,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"period": "2025-01",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await auditTotal(t.app, token)).toBe(before);
    expect((await apiClient(t.app, token).call(payrollApi.list)).body.total).toBe(0);
  });

  it("keeps another company's employees and records invisible (404); viewers read only (403)", async () => {
    const acme = await signupCompany(t.app);
    const other = await signupCompany(t.app, { companyName: 'Other Ltd' });
    const theirs = await addEmployee(t.app, other.token);
    const theirRun = await runPayroll(t.app, other.token, { period: '2025-05' });
    const theirRecord = theirRun.body.items[0] as Rec;
    const run = await runPayroll(t.app, acme.token, { period: '2025-05', employeeIds: [theirs.id] });
    expect(run.status).toBe(404);
    expect(run.error?.code).toBe('not-found');
    const params = { id: theirRecord.id };
    for (const res of [
      await apiClient(t.app, acme.token).call(payrollApi.get, { params }),
      await apiClient(t.app, acme.token).call(payrollApi.payslip, { params }),
    ]) {
      expect(res.status).toBe(404);
    }
    const email = await apiClient(t.app, acme.token).call(payrollApi.emailPayslip, {
      params: { id: theirRecord.id },
    });
    expect(email.status).toBe(404);
    expect(
      (await apiClient(t.app, acme.token).call(payrollApi.list, { query: { period: '2025-05' } })).body.total,
    ).toBe(0);
    expect((await runPayroll(t.app, acme.token, { period: '2025-05' })).status).toBe(422);

    const mine = await addEmployee(t.app, acme.token);
    const viewer = await staffWithRole(t.app, acme, 'viewer');
    const refused = await runPayroll(t.app, viewer.token, { period: '2025-05', employeeIds: [mine.id] });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('forbidden');
    const hr = await staffWithRole(t.app, acme, 'hr_payroll');
    const done = await runPayroll(t.app, hr.token, { period: '2025-05' });
    expect(done.status).toBe(201);
    const read = await apiClient(t.app, viewer.token).call(payrollApi.list, { query: { period: '2025-05' } });
    expect(read.body.total).toBe(1);
  });
});
