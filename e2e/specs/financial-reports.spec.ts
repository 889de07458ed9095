import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { invoicesApi, ledgerApi, reportsApi } from '@tawi/contracts';
import { formatKes } from '@tawi/domain';
import { callEntry } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { exportReport, shot } from '../support/documents';
import { createCompany, type Owner } from '../support/factories';
import { pickOption, tableRow } from '../support/mui';
import { day, salesCycle, today } from '../support/sales-cycle';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

const PHONE_390 = { width: 390, height: 844 };

/** A cash sale of 3,000 posted by hand a year ago: the year before has income to compare with. */
async function saleAYearAgo(url: string, owner: Owner) {
  const accounts = (await callEntry(url, owner.token, ledgerApi.listAccounts, { query: { limit: 250 } }))
    .items;
  const id = (code: string) => accounts.find((a) => a.code === code)?.id ?? '';
  await callEntry(url, owner.token, ledgerApi.createEntry, {
    body: {
      date: day(-365),
      memo: 'Cash sales, a year ago',
      status: 'Posted',
      lines: [
        { accountId: id('1000'), debit: 3000, credit: 0 },
        { accountId: id('4000'), debit: 0, credit: 3000 },
      ],
    },
  });
}

describe('financial reports', () => {
  let owner: Owner;
  const spec = useServerAndBrowser();
  before(async () => {
    owner = await createCompany(spec.server.url, { branchName: 'Westlands' });
    await salesCycle(spec.server.url, owner);
    await saleAYearAgo(spec.server.url, owner);
  });

  it('compares with the previous year, drills from a figure to its ledger line and document, exports each format', async () => {
    const period = { from: day(-200), to: today };
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(
      page,
      owner.email,
      owner.password,
      `/dashboard/financial-reports?tab=profit-and-loss&from=${period.from}&to=${period.to}`,
    );
    const pl = page.getByRole('table', { name: 'Profit and loss' });
    await pl.getByText('Total income').waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Compare with' }), 'Previous year');
    await page.waitForURL((u) => u.searchParams.get('compare') === 'previous-year');
    await pl.getByRole('columnheader', { name: /Previous year/ }).waitFor();

    const api = await callEntry(spec.server.url, owner.token, reportsApi.profitAndLoss, {
      query: { ...period, compare: 'previous-year' },
    });
    assert.ok((api.income.previous ?? 0) >= 3000, 'the sale of a year ago is in the compared year');
    assert.deepEqual(await tableRow(pl, 'Total income'), [
      'Total income',
      formatKes(api.income.total),
      formatKes(api.income.previous ?? 0),
    ]);
    const sales = api.income.rows.find((r) => r.accountName === 'Sales');
    assert.deepEqual(await tableRow(pl, 'Sales'), [
      '4000',
      'Sales',
      formatKes(sales?.amount ?? 0),
      formatKes(sales?.previous ?? 0),
    ]);
    await expectAccessible(page, 'profit and loss compared');
    await shot(page, 'financial-profit-and-loss-compared-1280');

    // the exports carry the compared column too
    const csv = await exportReport(page, 'CSV');
    assert.match(csv.filename, new RegExp(`^profit-and-loss-${period.from}-${period.to}\\.csv$`));
    assert.match(csv.text, /^Section,Account code,Account name,Amount,Previous year\r\n/);
    const xlsx = await exportReport(page, 'Excel (XLSX)');
    assert.match(xlsx.filename, /\.xlsx$/);
    assert.equal(xlsx.bytes.subarray(0, 2).toString('latin1'), 'PK');
    const pdf = await exportReport(page, 'PDF');
    assert.match(pdf.text, /Profit and loss/);
    assert.match(pdf.text, new RegExp(owner.companyName));
    assert.match(pdf.text, /Compared with:/);
    assert.match(pdf.text, new RegExp(`Total income\\s+${formatKes(api.income.total).replace('KES ', '')}`));

    // drill down: the Sales figure -> its general ledger -> the invoice that made a line
    await pl.getByRole('button', { name: 'Sales', exact: true }).click();
    await page.waitForURL(
      (u) => u.searchParams.get('tab') === 'general-ledger' && !!u.searchParams.get('accountId'),
    );
    const invoices = await callEntry(spec.server.url, owner.token, invoicesApi.list, {
      query: { search: 'INV-0001' },
    });
    const inv1 = invoices.items.find((i) => i.invoiceNumber === 'INV-0001');
    assert.ok(inv1, 'INV-0001 exists');
    const gl = page.getByRole('table', { name: 'General ledger of Sales' });
    await gl.getByRole('link', { name: 'invoice INV-0001' }).click();
    await page.waitForURL(new RegExp(`/dashboard/invoices/${inv1.id}$`));
    await page.getByRole('heading', { level: 1, name: /INV-0001/ }).waitFor();

    await page.setViewportSize(PHONE_390);
    await page.goto(
      `/dashboard/financial-reports?tab=profit-and-loss&compare=previous-year&from=${period.from}&to=${period.to}`,
    );
    await pl.getByRole('columnheader', { name: /Previous year/ }).waitFor();
    await shot(page, 'financial-profit-and-loss-compared-390');
    await context.close();
  });

  it('a period shortcut sets the days, kept in the address, and every tab opens without an accessibility finding', async () => {
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/financial-reports');
    const tb = page.getByRole('table', { name: 'Trial balance' });
    await tb.getByText('Total').first().waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Period' }), 'Last month');
    await page.waitForURL((u) => u.searchParams.get('period') === 'last-month');
    const first = `${today.slice(0, 7)}-01`;
    const lastMonthEnd = new Date(`${first}T00:00:00Z`);
    lastMonthEnd.setUTCDate(0);
    const to = lastMonthEnd.toISOString().slice(0, 10);
    const from = `${to.slice(0, 7)}-01`;
    const api = await callEntry(spec.server.url, owner.token, reportsApi.trialBalance, {
      query: { from, to },
    });
    await tb.getByText(formatKes(api.totals.debit)).first().waitFor();
    // each tab and the name of its table once loaded (the general ledger: one table per account)
    const tabs: Array<[string, string | RegExp]> = [
      ['Trial balance', 'Trial balance'],
      ['Profit & loss', 'Profit and loss'],
      ['Balance sheet', 'Balance sheet'],
      ['Cash flow', 'Cash flow'],
      ['General ledger', /^General ledger of /],
      ['Journal', 'Journal'],
    ];
    for (const [tab, table] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').getByRole('table', { name: table }).first().waitFor();
      await expectAccessible(page, `financial reports: ${tab}`);
    }
    await context.close();
  });
});
