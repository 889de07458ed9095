import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { payrollApi } from '@tawi/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { addEmployee, runPayroll } from './payroll.fixture';

const t = useTestApp();

/** The text of a PDF as pdftotext (poppler) lays it out. */
function pdfToText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'p9-')), 'p9.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
}

const csvRows = (text: string) =>
  text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

/** March and April 2025 for three employees whose tax inputs change by date. */
async function companyWithInputs() {
  const { token } = await signupCompany(t.app, { companyName: 'Pesa Tools Ltd' });
  const api = apiClient(t.app, token);
  const amina = await addEmployee(t.app, token, {
    fullName: 'Amina Njeri Wafula',
    salary: 100_000,
    kraPin: 'A000000001B',
    nssfNumber: '2004567890',
    shifNumber: 'SHA-CR-7781',
    taxInputs: { effectiveFrom: '2025-01-01', registeredPension: 10_000, insurancePremium: 10_000 },
  });
  // in force on April's last day, so April is a secondary employment; May's row is not yet in force
  for (const [effectiveFrom, employment] of [
    ['2025-04-30', 'secondary'],
    ['2025-05-01', 'primary'],
  ] as const) {
    const saved = await api.call(payrollApi.saveTaxInputs, {
      params: { id: amina.id },
      body: { effectiveFrom, employment },
    });
    expect(saved.status, saved.text).toBe(201);
  }
  const baraka = await addEmployee(t.app, token, {
    fullName: 'Baraka Otieno',
    salary: 200_000,
    kraPin: 'A000000002C',
    taxInputs: {
      effectiveFrom: '2025-01-01',
      disabilityCertificate: 'PWD-2025-0042',
      disabilityCertificateExpires: '2025-03-31',
    },
  });
  const chebet = await addEmployee(t.app, token, {
    fullName: 'Chebet Kiprop',
    salary: 100_000,
    kraPin: 'A000000003D',
    taxInputs: {
      effectiveFrom: '2025-02-01',
      carCost: 2_000_000,
      carPrescribedValue: 10_000,
      meals: 4_000,
      nonCashBenefits: 6_000,
      housingType: 'employer-rented',
      housingValue: 20_000,
    },
  });
  const march = await runPayroll(t.app, token, { period: '2025-03' });
  const april = await runPayroll(t.app, token, { period: '2025-04' });
  expect(march.status, march.text).toBe(201);
  expect(april.status, april.text).toBe(201);
  const of = (items: typeof march.body.items, id: string) => items.find((r) => r.employeeId === id);
  return { token, api, amina, baraka, chebet, march: march.body.items, april: april.body.items, of };
}

describe('payroll with dated employee tax inputs', () => {
  it('uses the inputs in force on the last day of each period', async () => {
    const { amina, baraka, chebet, march, april, of } = await companyWithInputs();
    const a3 = of(march, amina.id);
    // pension 4,320 + 10,000 off; 81,430 taxable; 19,212.35 - 2,400 - 1,500 insurance relief
    expect(a3).toMatchObject({
      employment: 'primary',
      pensionDeduction: 14_320,
      otherPension: 10_000,
      taxablePay: 81_430,
      insuranceRelief: 1_500,
      deductions: { paye: 15_312.35 },
      nssfNumber: '2004567890',
      shifNumber: 'SHA-CR-7781',
    });
    // April: secondary from 30 April, so 91,430 x 35%, no personal relief
    expect(of(april, amina.id)).toMatchObject({
      employment: 'secondary',
      taxablePay: 91_430,
      personalRelief: 0,
      deductions: { paye: 32_000.5 },
    });
    // disability certificate valid to 31 March: exempt 150,000 in March, not in April
    expect(of(march, baraka.id)).toMatchObject({
      disabilityCertificate: 'PWD-2025-0042',
      taxablePay: 187_180,
      disabilityExemption: 150_000,
      deductions: { paye: 3_537.35 },
    });
    expect(of(april, baraka.id)).toMatchObject({
      disabilityCertificate: null,
      disabilityExemption: 0,
      deductions: { paye: 48_537.35 },
    });
    expect(of(march, chebet.id)).toMatchObject({
      totalEarnings: 100_000,
      benefits: { car: 40_000, meals: 0, nonCash: 6_000, housingType: 'employer-rented', housing: 21_900 },
      totalGross: 167_900,
      taxablePay: 159_330,
      deductions: { paye: 40_182.35 },
      netPay: 51_247.65,
    });
  });

  it('writes the P10 ZIP in the 25-column order, the P9A card and the remittance schedules', async () => {
    const { api, amina, baraka, chebet } = await companyWithInputs();
    const p10 = await api.call(payrollApi.p10, { query: { period: '2025-03' } });
    expect(p10.status).toBe(200);
    const files = unzipSync(new Uint8Array(p10.body));
    const rows = csvRows(strFromU8(files['B_Employees_Dtls.csv'] ?? new Uint8Array()));
    expect(rows.map((r) => r[0])).toEqual(['A000000001B', 'A000000002C', 'A000000003D']);
    expect(rows.every((r) => r.length === 25)).toBe(true);
    const [a, b, c] = rows;
    expect(a?.slice(2, 7)).toEqual(['Resident', 'Primary Employee', 'No', '', '100000.00']);
    expect(a?.slice(14, 25)).toEqual([
      '2750.00',
      '4320.00',
      '10000.00',
      '0.00',
      '0.00',
      '1500.00',
      '81430.00',
      '2400.00',
      '1500.00',
      '15312.35',
      '15312.35',
    ]);
    expect(b?.slice(4, 6)).toEqual(['Yes', 'PWD-2025-0042']);
    expect(b?.[23]).toBe('3537.35');
    expect(c?.slice(6, 14)).toEqual([
      '100000.00',
      '40000.00',
      '0.00',
      '6000.00',
      "Employer's Rented House",
      '21900.00',
      '0.00',
      '167900.00',
    ]);

    const p9 = await api.call(payrollApi.p9, { params: { id: amina.id }, query: { year: 2025 } });
    expect(p9.status).toBe(200);
    expect(p9.headers['content-type']).toBe('application/pdf');
    const text = pdfToText(p9.body);
    for (const expected of [
      'P9A 2025',
      'January to December 2025',
      'A000000001B',
      'Amina Njeri Wafula',
      'March',
      'April',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/March\s+100,000\.00.*81,430\.00\s+19,212\.35\s+3,900\.00\s+15,312\.35/);
    expect(text).toMatch(/April\s+100,000\.00.*91,430\.00\s+32,000\.50\s+0\.00\s+32,000\.50/);
    expect(text).toContain('Total PAYE deducted: KES 47,312.85');

    // the payslip carries the employer's and the employee's PINs and the NSSF and SHIF numbers
    const march = await api.ok(payrollApi.list, { query: { period: '2025-03', employeeId: amina.id } });
    const slipId = march.items[0]?.id ?? '';
    const slip = pdfToText((await api.call(payrollApi.payslip, { params: { id: slipId } })).body);
    for (const expected of [
      "Employer's KRA PIN",
      "Employee's KRA PIN",
      'A000000001B',
      '2004567890',
      'SHA-CR-7781',
    ]) {
      expect(slip).toContain(expected);
    }
    expect(slip.split('\f').filter((page) => page.trim())).toHaveLength(1);

    const nssf = csvRows((await api.call(payrollApi.nssfSchedule, { query: { period: '2025-03' } })).text);
    expect(nssf[0]?.slice(0, 6)).toEqual([
      'Payroll Number',
      'Surname',
      'Other Names',
      'KRA PIN',
      'NSSF Number',
      'Gross Pay',
    ]);
    expect(nssf[1]?.slice(1)).toEqual([
      'Wafula',
      'Amina Njeri',
      'A000000001B',
      '2004567890',
      '100000.00',
      '480.00',
      '480.00',
      '3840.00',
      '3840.00',
      '8640.00',
    ]);
    const shif = csvRows((await api.call(payrollApi.shifSchedule, { query: { period: '2025-03' } })).text);
    expect(shif[1]?.slice(1)).toEqual([
      'Amina Njeri',
      'Wafula',
      'A000000001B',
      'SHA-CR-7781',
      '100000.00',
      '2750.00',
    ]);
    const ahl = csvRows(
      (await api.call(payrollApi.housingLevySchedule, { query: { period: '2025-03' } })).text,
    );
    expect(ahl[2]).toEqual(['A000000002C', 'Baraka Otieno', '200000.00', '3000.00', '3000.00', '6000.00']);
    expect(ahl).toHaveLength(4);
    expect(chebet.kraPin).toBe('A000000003D');
    expect(baraka.taxInputs?.disabilityCertificate).toBe('PWD-2025-0042');
  });

  it("shows today's inputs and the dated history, and refuses a company PIN (422) or a malformed one (400)", async () => {
    const { api, amina } = await companyWithInputs();
    const got = await api.ok(payrollApi.getEmployee, { params: { id: amina.id } });
    expect(got.taxInputs).toMatchObject({ effectiveFrom: '2025-05-01', employment: 'primary' });
    const history = await api.ok(payrollApi.listTaxInputs, { params: { id: amina.id } });
    expect(history.items.map((i) => i.effectiveFrom)).toEqual(['2025-05-01', '2025-04-30', '2025-01-01']);
    const body = {
      fullName: 'X',
      email: 'x@example.co.ke',
      department: 'hr',
      employmentType: 'full_time',
      position: 'P',
      salary: 1,
    } as const;
    const company = await api.call(payrollApi.createEmployee, { body: { ...body, kraPin: 'P051234567X' } });
    expect(company.status).toBe(422);
    expect(company.error?.code).toBe('validation-error');
    expect(company.error?.details?.fields).toHaveProperty('kraPin');
    const patch = await api.call(payrollApi.updateEmployee, {
      params: { id: amina.id },
      body: { kraPin: 'p051234567x' },
    });
    expect(patch.status).toBe(422);
    const malformed = await api.call(payrollApi.createEmployee, { body: { ...body, kraPin: 'A12345' } });
    expect(malformed.status).toBe(400);
    const noExpiry = await api.call(payrollApi.saveTaxInputs, {
      params: { id: amina.id },
      body: { disabilityCertificate: 'PWD-1' },
    });
    expect(noExpiry.status).toBe(400);
    expect(noExpiry.error?.details?.fields).toHaveProperty('disabilityCertificateExpires');
    expect((await api.ok(payrollApi.getEmployee, { params: { id: amina.id } })).kraPin).toBe('A000000001B');
  });
});
