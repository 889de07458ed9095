import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dashboardApi, invoicesApi } from '@tawi/contracts';
import { formatKes } from '@tawi/domain';
import type { Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { artifacts } from '../support/browser';
import { shot } from '../support/documents';
import { createCompany, createCustomer, createProduct, createUser, type Owner } from '../support/factories';
import { salesCycle, today } from '../support/sales-cycle';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, newPage } from '../support/ui';

/** A phone 390 px wide. */
const PHONE_390 = { width: 390, height: 844 };
const kpi = (page: Page, id: string) => page.locator(`[data-kpi="${id}"]`);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** What the dashboard's API answers for the page's period (every branch: the owner has one). */
const dashboardOf = (url: string, owner: Owner, from: string, to: string) =>
  callEntry(url, owner.token, dashboardApi.get, { query: { from, to } });

describe('dashboard', () => {
  const spec = useServerAndBrowser();

  it('shows the figures the API answers, for this month and for last month, on a desk and a phone', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Westlands' });
    await salesCycle(spec.server.url, owner);
    const customer = await createCustomer(spec.server.url, owner, { name: 'Karen Supermarket' });
    await callEntry(spec.server.url, owner.token, invoicesApi.create, {
      body: {
        customerId: customer.id,
        date: today,
        lines: [{ description: 'Cold room service', qty: 2, unitPrice: 1500, taxCategory: 'B' }],
      },
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Jane$/ }).waitFor();

    const thisMonth = await dashboardOf(spec.server.url, owner, monthStart(today), today);
    assert.ok(thisMonth.kpis.sales && thisMonth.kpis.sales.value >= 3000, 'today sold 3,000');
    await kpi(page, 'sales')
      .filter({ hasText: formatKes(thisMonth.kpis.sales.value) })
      .waitFor();
    assert.equal(await kpi(page, 'receivables').innerText(), formatKes(thisMonth.kpis.receivables?.value));
    assert.equal(await kpi(page, 'cash').innerText(), formatKes(thisMonth.kpis.cash?.value));
    const attention = page.getByRole('region', { name: 'Needs attention' });
    await attention.getByRole('link', { name: /invoices? overdue/ }).waitFor();
    await page.getByRole('region', { name: 'Sales by day' }).locator('svg').first().waitFor();
    await shot(page, 'dashboard-this-month-1280');

    // Last month, kept in the address
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last month' }).click();
    await page.waitForURL((u) => u.searchParams.get('period') === 'last-month');
    const lastTo = new Date(`${monthStart(today)}T00:00:00Z`);
    lastTo.setUTCDate(0);
    const to = lastTo.toISOString().slice(0, 10);
    const lastMonth = await dashboardOf(spec.server.url, owner, monthStart(to), to);
    await kpi(page, 'sales')
      .filter({ hasText: formatKes(lastMonth.kpis.sales?.value) })
      .waitFor();
    assert.equal(await kpi(page, 'grossProfit').innerText(), formatKes(lastMonth.kpis.grossProfit?.value));
    await shot(page, 'dashboard-last-month-1280');

    await page.setViewportSize(PHONE_390);
    await page.reload();
    await kpi(page, 'sales')
      .filter({ hasText: formatKes(lastMonth.kpis.sales?.value) })
      .waitFor();
    await shot(page, 'dashboard-last-month-390');
    await page.screenshot({ path: `${artifacts}/dashboard-last-month-390-first-screen.png` });
    await page.setViewportSize(DESKTOP);
    await context.close();
  });

  it('a new company sees zeros, empty charts and a line saying where figures come from', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Kisumu' });
    const { context, page } = await newPage(spec.browser, spec.server.url, PHONE_390);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard');
    await page.getByRole('heading', { name: 'Your figures will show here' }).waitFor();
    assert.equal(await kpi(page, 'sales').innerText(), formatKes(0));
    await page.getByText('No sales in this period yet.').waitFor();
    await page.getByText('Nothing needs your attention.').waitFor();
    await shot(page, 'dashboard-new-company-390');
    await context.close();
  });

  it('a storekeeper sees the low-stock count and no sales, profit, cash or stock value at cost', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Eldoret' });
    await createProduct(spec.server.url, owner, {
      sku: 'MAIZE-2',
      name: 'Maize flour 2 kg',
      sellingPrice: 210,
      costPrice: 150,
      openingStock: 4,
      minimumStock: 10,
    });
    const keeper = await createUser(spec.server.url, owner, {
      role: 'storekeeper',
      fullName: 'Peter Kiprop',
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, keeper.email, keeper.password, '/dashboard');
    await page.getByRole('heading', { level: 1, name: /, Peter$/ }).waitFor();
    await kpi(page, 'lowStockCount').filter({ hasText: '1' }).waitFor();
    // The storekeeper role has no costs:read: stock value at cost (4 x 150 = 600) is a cost figure.
    assert.equal(await page.getByText(formatKes(600)).count(), 0);
    for (const hidden of ['sales', 'grossProfit', 'cash', 'receivables', 'vatDue', 'stockValue']) {
      assert.equal(await kpi(page, hidden).count(), 0, `no ${hidden} card`);
    }
    await page
      .getByRole('region', { name: 'Needs attention' })
      .getByRole('link', { name: '1 product low on stock' })
      .waitFor();
    assert.equal(await page.getByRole('region', { name: 'Sales by day' }).count(), 0);
    await shot(page, 'dashboard-storekeeper-1280');
    await context.close();
  });
});
