import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tableReportsApi, urlOf } from '@tawi/contracts';
import { formatKes } from '@tawi/domain';
import type { Browser } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { pdfText, shot } from '../support/documents';
import { createCompany, type Owner } from '../support/factories';
import { salesCycle } from '../support/sales-cycle';
import { type RunningServer, startServer } from '../support/server';
import { loginThroughUi, newPage } from '../support/ui';

const PHONE_390 = { width: 390, height: 844 };

describe('table reports', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Owner;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    owner = await createCompany(server.url, { branchName: 'Westlands' });
    await salesCycle(server.url, owner);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds a report on the hub, shows the API figures, changes the period, drills down and exports', async () => {
    const { context, page } = await newPage(browser, server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search reports' }).fill('customer net');
    await page.getByRole('link', { name: /Sales by customer/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Sales by customer' }).waitFor();

    const report = await callEntry(server.url, owner.token, tableReportsApi.salesByCustomer, { query: {} });
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

  it('opens every table report of the contract with its heading and no accessibility finding', async () => {
    const { context, page } = await newPage(browser, server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/reports');
    for (const entry of Object.values(tableReportsApi)) {
      await page.goto(`/dashboard/reports/${entry.info.name}`);
      await page.getByRole('heading', { level: 1, name: entry.info.title }).waitFor();
      // the rows, or the empty state (a grid without rows is not a valid ARIA grid)
      await page
        .getByRole('grid', { name: entry.info.title })
        .or(page.getByText('Nothing in this period'))
        .waitFor();
      await expectAccessible(page, entry.info.name);
    }
    await shot(page, 'report-user-history-1280');
    await context.close();
  });
});
