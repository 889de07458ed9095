import { payrollApi } from '@tawi/contracts';
import { outbox } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { addEmployee, runPayroll } from './payroll.fixture';
import { P10_COLUMNS } from './payroll-exports';

const t = useTestApp();

/** The field errors of a failed call (400/409/422). */
const fields = (res: { error?: { details?: Record<string, unknown> } | undefined }) =>
  (res.error?.details?.fields ?? {}) as Record<string, string>;

const csvRows = (text: string) =>
  text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

async function payrollOf(token: string) {
  const a = await addEmployee(t.app, token, {
    fullName: 'Wanjiku Kamau',
    salary: 50000,
    kraPin: 'A123456789B',
    department: 'finance',
    bankName: 'KCB',
    bankBranch: 'Moi Avenue',
    bankAccountNumber: '1100223344',
  });
  const b = await addEmployee(t.app, token, {
    fullName: 'Otieno Odhiambo',
    salary: 30000,
    department: 'sales',
    employmentType: 'contract',
    paymentMethod: 'mpesa',
    phone: '0712345678',
    resident: false,
  });
  const run = await runPayroll(t.app, token, { period: '2025-06' });
  expect(run.status).toBe(201);
  const byId = new Map(run.body.items.map((r) => [r.employeeId, r]));
  const recA = byId.get(a.id);
  if (!recA) throw new Error('no record for the first employee');
  return { a, b, recA };
}

describe('payroll documents', () => {
  it('downloads the payslip PDF named for the period and the employee', async () => {
    const { token } = await signupCompany(t.app, { companyName: 'Duka Bora Traders Ltd' });
    const { recA } = await payrollOf(token);
    const res = await apiClient(t.app, token).call(payrollApi.payslip, { params: { id: recA.id } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Payslip-2025-06-Wanjiku-Kamau.pdf"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.body);
    for (const expected of [
      'Duka Bora Traders Ltd',
      'Payslip - June 2025',
      'Wanjiku Kamau',
      'A123456789B',
      'KES 50,000.00',
      'KES 5,845.85',
      'KES 44,875.00',
      'KES 39,029.15',
      'NITA levy',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("writes the P10 with KENYA.md's columns, the bank and M-Pesa payment files and the department summary", async () => {
    const { token } = await signupCompany(t.app);
    const { recA } = await payrollOf(token);
    const p10 = await apiClient(t.app, token).call(payrollApi.p10, { query: { period: '2025-06' } });
    expect(p10.status).toBe(200);
    expect(p10.headers['content-type']).toBe('application/zip');
    expect(p10.headers['content-disposition']).toContain('P10_2025-06.zip');
    const files = unzipSync(new Uint8Array(p10.body));
    expect(Object.keys(files)).toEqual(['B_Employees_Dtls.csv']);
    // no header row: the iTax template's sheet, 25 columns (KENYA.md)
    const rows = csvRows(strFromU8(files['B_Employees_Dtls.csv'] ?? new Uint8Array()));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(P10_COLUMNS.length);
    expect(P10_COLUMNS).toHaveLength(25);
    const resident = rows.find((r) => r[0] === 'A123456789B');
    expect(resident).toEqual([
      'A123456789B',
      'Wanjiku Kamau',
      'Resident',
      'Primary Employee',
      'No',
      '',
      '50000.00',
      '0.00',
      '0.00',
      '0.00',
      'Benefit not given',
      '0.00',
      '0.00',
      '50000.00',
      '1375.00',
      '3000.00',
      '0.00',
      '0.00',
      '0.00',
      '750.00',
      '44875.00',
      '2400.00',
      '0.00',
      '5845.85',
      '5845.85',
    ]);
    const nonResident = rows.find((r) => r[1] === 'Otieno Odhiambo');
    expect(nonResident?.slice(2, 4)).toEqual(['Non-Resident', 'Primary Employee']);
    expect(nonResident?.[21]).toBe('0.00');

    const bankFile = csvRows(
      (await apiClient(t.app, token).call(payrollApi.bankFile, { query: { period: '2025-06' } })).text,
    );
    expect(bankFile).toEqual([
      [
        'Employee Number',
        'Employee Name',
        'Bank Name',
        'Bank Branch',
        'Account Number',
        'Amount',
        'Reference',
        'Narrative',
      ],
      [
        expect.stringMatching(/^EMP-/),
        'Wanjiku Kamau',
        'KCB',
        'Moi Avenue',
        '1100223344',
        '39029.15',
        recA.payrollId,
        'Salary 2025-06',
      ],
    ]);
    const mpesa = csvRows(
      (await apiClient(t.app, token).call(payrollApi.mpesaFile, { query: { period: '2025-06' } })).text,
    );
    expect(mpesa[0]).toEqual(['Phone Number', 'Amount', 'Name', 'Employee Number', 'Reference']);
    expect(mpesa).toHaveLength(2);
    expect(mpesa[1]?.slice(0, 3)).toEqual([
      '254712345678',
      expect.stringMatching(/^\d+\.\d{2}$/),
      'Otieno Odhiambo',
    ]);

    const summary = await apiClient(t.app, token).call(payrollApi.summary, { query: { period: '2025-06' } });
    expect(summary.status).toBe(200);
    expect(
      summary.body.rows.map((r: { department: string; gross: number }) => [r.department, r.gross]),
    ).toEqual([
      ['finance', 50000],
      ['sales', 30000],
    ]);
    expect(summary.body.totals).toMatchObject({ employees: 2, gross: 80000 });
    expect(summary.body.totals.netPay).toBe(
      summary.body.rows.reduce(
        (s: number, r: { netPay: number }) => Math.round((s + r.netPay) * 100) / 100,
        0,
      ),
    );
    const badPeriod = await apiClient(t.app, token).call(payrollApi.p10, { query: { period: 'June' } });
    expect(badPeriod.status).toBe(400);
    expect(fields(badPeriod)['querystring.period']).toBeTruthy();
  });

  it('emails a payslip: with no SMTP configured it waits in the outbox (202 queued)', async () => {
    const owner = await signupCompany(t.app);
    const { recA } = await payrollOf(owner.token);
    const res = await apiClient(t.app, owner.token).call(payrollApi.emailPayslip, {
      params: { id: recA.id },
    });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ status: 'queued', subject: expect.stringContaining('June 2025') });
    expect(res.body.to).toMatch(/@example\.co\.ke$/);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, res.body.id));
    expect(row).toMatchObject({
      companyId: owner.user.companyId,
      toAddress: res.body.to,
      status: 'queued',
      attachmentName: 'Payslip-2025-06-Wanjiku-Kamau.pdf',
      attachmentType: 'application/pdf',
    });
    expect(row?.attachment?.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await apiClient(t.app, owner.token).call(payrollApi.emailPayslip, {
      params: { id: recA.id },
      body: { to: 'HR@Example.co.ke' },
    });
    expect(other.body.to).toBe('hr@example.co.ke');
    const bad = await apiClient(t.app, owner.token).call(payrollApi.emailPayslip, {
      params: { id: recA.id },
      body: { to: 'nope' },
    });
    expect(bad.status).toBe(400);
  });
});
