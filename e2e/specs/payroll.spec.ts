import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { ledgerApi, payrollApi } from '@tawi/contracts';
import { computePayslip, formatKes } from '@tawi/domain';
import { strFromU8, unzipSync } from 'fflate';
import { callEntry } from '../support/api-client';
import { dateField, fillDate } from '../support/dates';
import { shot, toast } from '../support/documents';
import { createBankAccount, createCompany } from '../support/factories';
import { gridRow, pickOption, rowValues } from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, newPage, PHONE } from '../support/ui';

describe('payroll', () => {
  const spec = useServerAndBrowser();

  it('adds an employee, runs a month with overtime, opens the payslip, approves and pays, and exports the P10', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Mama Mboga Supplies Ltd' });
    await createBankAccount(spec.server.url, owner, {
      name: 'KCB Payroll',
      kind: 'bank',
      openingBalance: 500000,
      openingDate: '2025-01-01',
    });
    await callEntry(spec.server.url, owner.token, payrollApi.createEmployee, {
      body: {
        fullName: 'Otieno Odhiambo',
        email: 'otieno@example.co.ke',
        phone: '0722000111',
        department: 'sales',
        employmentType: 'contract',
        position: 'Sales rep',
        salary: 30000,
        paymentMethod: 'mpesa',
      },
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);

    // add an employee through the form
    await page.goto('/dashboard/employees');
    await page.getByRole('heading', { level: 1, name: 'Employees' }).waitFor();
    const employees = page.getByRole('grid', { name: 'Employees' });
    await gridRow(employees, 'Otieno Odhiambo').waitFor();
    await page.getByRole('button', { name: 'Add employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an employee' });
    await dialog.getByLabel('Full name').fill('Wanjiku Kamau');
    await dialog.getByLabel('Email').fill('wanjiku@example.co.ke');
    await pickOption(page, dialog.getByRole('combobox', { name: 'Department' }), 'Finance');
    await dialog.getByLabel('Position').fill('Accountant');
    await dialog.getByLabel('Basic salary').fill('50000');
    await dialog.getByLabel('Overtime rate per hour').fill('500');
    await dialog.getByLabel('Account number').fill('1100223344');
    // PAYE inputs from January 2025: insurance premiums (relief 15%) and mortgage interest (deductible)
    await fillDate(dateField(dialog, 'In force from'), '2025-01-01');
    await dialog.getByLabel('Insurance premiums').fill('10000');
    await dialog.getByLabel('Mortgage interest').fill('20000');
    // a company's PIN (P...) is refused for an employee: 422, shown under the field
    await dialog.getByLabel('KRA PIN').fill('P051234567X');
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await dialog.getByText("An employee's KRA PIN is an individual's PIN").waitFor();
    await dialog.getByLabel('KRA PIN').fill('A123456789B');
    await shot(page, 'w1280-employee-dialog');
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'Wanjiku Kamau added as EMP-0002');
    const row = gridRow(employees, 'Wanjiku Kamau');
    const values = await rowValues(row);
    assert.equal(values.Department, 'Finance');
    assert.equal(values['Basic salary'], 'KES 50,000.00');
    await shot(page, 'w1280-employees');
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-employees');
    await page.setViewportSize(DESKTOP);

    // run June 2025 with 10 hours of overtime for Wanjiku: preview first, then confirm
    await page.goto('/dashboard/payroll');
    await page.getByText('No payroll yet').waitFor();
    await page.getByRole('button', { name: 'Run payroll' }).first().click();
    const run = page.getByRole('dialog', { name: 'Run payroll' });
    await run.getByLabel('Pay period').fill('2025-06');
    await run.getByLabel('Overtime hours of Wanjiku Kamau').fill('10');
    await run.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview: payroll 2025-06' });
    const slipW = computePayslip({
      period: '2025-06',
      basicSalary: 50000,
      overtimeHours: 10,
      overtimeRate: 500,
      insurancePremium: 10000,
      mortgageInterest: 20000,
    });
    const slipO = computePayslip({ period: '2025-06', basicSalary: 30000 });
    const table = preview.getByRole('table', { name: 'Payroll preview' });
    await table.getByText(formatKes(slipW.netPay)).waitFor();
    await table.getByText(formatKes(slipW.netPay.plus(slipO.netPay))).waitFor();
    await shot(page, 'w1280-payroll-preview');
    assert.equal(
      (await callEntry(spec.server.url, owner.token, payrollApi.list, { query: { period: '2025-06' } }))
        .total,
      0,
      'a preview saves nothing',
    );
    await preview.getByRole('button', { name: 'Confirm and process' }).click();
    await preview.waitFor({ state: 'detached' });
    await toast(page, 'Payroll 2025-06 processed: 2 payslip(s)');
    const { items } = await callEntry(spec.server.url, owner.token, payrollApi.list, {
      query: { period: '2025-06' },
    });
    const wanjiku = items.find((r) => r.employeeName === 'Wanjiku Kamau');
    assert.ok(wanjiku);
    assert.equal(wanjiku.status, 'Processed');
    assert.equal(wanjiku.overtimePay, 5000);
    assert.equal(wanjiku.totalEarnings, 55000);
    assert.equal(wanjiku.deductions.paye, slipW.paye.toNumber());
    assert.equal(wanjiku.netPay, slipW.netPay.toNumber());
    const payslips = page.getByRole('grid', { name: 'Payslips' });
    const shown = await rowValues(gridRow(payslips, 'Wanjiku Kamau'));
    assert.equal(shown['Gross pay'], 'KES 55,000.00');
    assert.equal(shown['Net pay'], formatKes(wanjiku.netPay));
    assert.equal(shown.Status, 'Processed');
    assert.equal(shown.Employee, `Wanjiku Kamau ${wanjiku.payrollId} · Finance · 10 h overtime`);
    await page.getByRole('table', { name: 'Payroll by department' }).getByText('Finance').waitFor();

    // open the payslip PDF (a download named by period and employee), and email it (queued: no SMTP here)
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: `Download payslip ${wanjiku.payrollId}` }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), 'Payslip-2025-06-Wanjiku-Kamau.pdf');
    const pdf = await readFile((await download.path()) ?? '');
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    await page.getByRole('button', { name: `Email payslip ${wanjiku.payrollId}` }).click();
    await toast(page, 'Payslip for wanjiku@example.co.ke queued in the outbox');
    await shot(page, 'w1280-payroll-processed');

    // approve and pay from KCB
    await page.getByRole('button', { name: 'Approve and pay' }).click();
    const pay = page.getByRole('dialog', { name: 'Approve and pay 2025-06' });
    await pickOption(page, pay.getByRole('combobox', { name: 'Pay from' }), 'KCB Payroll');
    await shot(page, 'w1280-payroll-pay-dialog');
    await pay.getByRole('button', { name: 'Approve and pay' }).click();
    await pay.waitFor({ state: 'detached' });
    await toast(page, 'Payroll 2025-06 paid: 2 payslip(s)');
    await gridRow(payslips, 'Wanjiku Kamau').getByText('Paid').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Approve and pay' }).count(), 0);
    const accounts = await callEntry(spec.server.url, owner.token, ledgerApi.listAccounts, {
      query: { limit: 250 },
    });
    const balance = (name: string) => accounts.items.find((a) => a.name === name)?.balance;
    assert.equal(balance('Salaries Payable'), 0);
    assert.equal(balance('Salaries and Wages'), 85000);
    assert.equal(balance('PAYE Payable'), slipW.paye.plus(slipO.paye).toNumber());
    assert.equal(balance('KCB Payroll'), 500000 - wanjiku.netPay - slipO.netPay.toNumber());

    // the P10 of the month, from the exports menu
    await page.getByRole('button', { name: 'Exports' }).click();
    const p10Href = await page.getByRole('menuitem', { name: /P10 return/ }).getAttribute('href');
    await page.keyboard.press('Escape');
    assert.ok(p10Href);
    const p10 = await page.request.get(p10Href);
    assert.equal(p10.status(), 200);
    assert.equal(p10.headers()['content-type'], 'application/zip');
    const sheet = unzipSync(new Uint8Array(await p10.body()))['B_Employees_Dtls.csv'];
    assert.ok(sheet, 'the ZIP holds the B_Employees_Dtls sheet');
    // no header row; KENYA.md's 25 columns
    const lines = strFromU8(sheet).trim().split('\r\n');
    assert.equal(lines.length, 2);
    const cols = (lines.find((l) => l.startsWith('A123456789B,')) ?? '').split(',');
    assert.equal(cols.length, 25);
    assert.deepEqual(cols.slice(1, 7), [
      'Wanjiku Kamau',
      'Resident',
      'Primary Employee',
      'No',
      '',
      '55000.00',
    ]);
    assert.equal(cols[18], '20000.00', 'mortgage interest');
    assert.equal(cols[22], '1500.00', 'insurance relief');
    assert.equal(cols[23], slipW.paye.toFixed());
    await shot(page, 'w1280-payroll-paid');
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-payroll');

    // the employee's page shows the payslip history
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/employees');
    await gridRow(employees, 'Wanjiku Kamau').getByText('Accountant').click();
    await page.getByRole('heading', { level: 1, name: 'Wanjiku Kamau' }).waitFor();
    const history = page.getByRole('grid', { name: 'Payslip history' });
    const slip = await rowValues(gridRow(history, wanjiku.payrollId));
    assert.equal(slip.Period, `2025-06 ${wanjiku.payrollId} · 10 h overtime`);
    assert.equal(slip.Status, 'Paid');
    await page.getByText('PAYE inputs in force').waitFor();
    await page.getByText('KES 10,000.00').waitFor();
    const p9Downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'P9A 2025 (PDF)' }).click();
    const p9 = await p9Downloading;
    assert.equal(p9.suggestedFilename(), 'P9-2025-Wanjiku-Kamau.pdf');
    assert.equal((await readFile((await p9.path()) ?? '')).subarray(0, 5).toString('latin1'), '%PDF-');
    await shot(page, 'w1280-employee-detail');
    await page.setViewportSize(PHONE);
    // the grid lays itself out again for the phone: who, net pay and the payslip actions
    await history.getByRole('columnheader', { name: 'Net pay' }).waitFor();
    await history.getByRole('link', { name: `Download payslip ${wanjiku.payrollId}` }).waitFor();
    await shot(page, 'w375-employee-detail');
    await context.close();
  });
});
