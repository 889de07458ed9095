import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { tableReportsApi, urlOf } from '@tawi/contracts';
import { formatKes } from '@tawi/domain';
import { callEntry } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { exportReport, pdfText, shot } from '../support/documents';
import { createCompany, type Owner } from '../support/factories';
import { salesCycle } from '../support/sales-cycle';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

const PHONE_390 = { width: 390, height: 844 };

describe('table reports', () => {
  let owner: Owner;
  const spec = useServerAndBrowser();
  before(async () => {
    owner = await createCompany(spec.server.url, { branchName: 'Westlands' });
    await salesCycle(spec.server.url, owner);
  });

  it('finds a report on the hub, shows the API figures, changes the period, drills down and exports', async () => {
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search reports' }).fill('customer net');
    await page.getByRole('link', { name: /Sales by customer/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Sales by customer' }).waitFor();

    const report = await callEntry(spec.server.url, owner.token, tableReportsApi.salesByCustomer, {
      query: {},
    });
    assert.ok(report.rows.length > 0, 'the sales cycle sold something this year');
    const grid = page.getByRole('grid', { name: 'Sales by customer' });
    const first = report.rows[0];
    await grid.getByRole('link', { name: first?.customerName ?? '' }).waitFor();
    await grid.getByText(formatKes(report.totals.netSales)).first().waitFor();
    await expectAccessible(page, 'sales by customer');
    await shot(page, 'report-sales-by-customer-1280');

    // last financial year: nothing sold then, kept in the address
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last financial year' }).click();
    await page.waitForURL((u) => u.searchParams.get('period') === 'last-year');
    await page.getByText('Nothing in this period').waitFor();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'This financial year' }).click();
    await grid.getByRole('link', { name: first?.customerName ?? '' }).waitFor();

    // the PDF of what is on screen, read back
    const pdf = await pdfText(page, urlOf(tableReportsApi.salesByCustomer, { query: { format: 'pdf' } }));
    assert.match(pdf, /Sales by customer/);
    assert.match(pdf, new RegExp(first?.customerName ?? 'none'));
    // the export menu downloads the CSV
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    assert.match(
      (await download).suggestedFilename(),
      /^sales-by-customer-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );

    // drill down: the customer's own page
    await grid.getByRole('link', { name: first?.customerName ?? '' }).click();
    await page.waitForURL(new RegExp(`/dashboard/customers/${first?.customerId}$`));
    await page.getByRole('heading', { level: 1, name: first?.customerName ?? '' }).waitFor();

    await page.setViewportSize(PHONE_390);
    await page.goto('/dashboard/reports/sales-by-customer');
    await page.getByRole('heading', { level: 1, name: 'Sales by customer' }).waitFor();
    await shot(page, 'report-sales-by-customer-390');
    await context.close();
  });

  it('opens every table report: heading, no accessibility finding, a filter change, a drill-down and each export', async () => {
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/reports');
    const drilled: string[] = [];
    for (const entry of Object.values(tableReportsApi)) {
      const { name, title } = entry.info;
      await page.goto(`/dashboard/reports/${name}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // loaded: its first row, or the empty state (a grid without rows is not a valid ARIA grid; a
      // loading grid may still turn into the empty state)
      const grid = page.getByRole('grid', { name: title });
      const loaded = grid
        .locator('[role="row"][data-id]')
        .first()
        .or(page.getByText('Nothing in this period'));
      await loaded.first().waitFor();
      await expectAccessible(page, name);

      // a filter: the period, kept in the address
      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: 'Last quarter' }).click();
      await page.waitForURL((u) => u.searchParams.get('period') === 'last-quarter');
      await loaded.first().waitFor();

      // each export, named for the report; the PDF read back
      const csv = await exportReport(page, 'CSV');
      assert.match(csv.filename, new RegExp(`^${name}-.*\\.csv$`), name);
      assert.equal(csv.text.split('\r\n')[0]?.includes(','), true, `${name}: a CSV header row`);
      const xlsx = await exportReport(page, 'Excel (XLSX)');
      assert.equal(xlsx.bytes.subarray(0, 2).toString('latin1'), 'PK', `${name}: an XLSX (zip) file`);
      const pdf = await exportReport(page, 'PDF');
      assert.match(pdf.text, new RegExp(title), `${name}: the PDF names the report`);

      // drill down once where a figure links somewhere
      await page.goto(`/dashboard/reports/${name}`);
      await loaded.first().waitFor();
      const link = grid.getByRole('link').first();
      if ((await link.count()) > 0) {
        const href = (await link.getAttribute('href')) ?? '';
        await link.click();
        await page.waitForURL((u) => `${u.pathname}${u.search}` === href);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        drilled.push(name);
      }
    }
    // the sales cycle's customers and invoices give the sales and customer reports rows to follow
    for (const name of ['sales-by-customer', 'top-customers', 'customer-payments', 'outstanding-balances']) {
      assert.ok(drilled.includes(name), `${name} drilled down (${drilled.join(', ')})`);
    }
    await context.close();
  });
});
