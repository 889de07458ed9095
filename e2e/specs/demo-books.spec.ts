import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { dashboardApi, taxApi } from '@tawi/contracts';
import { formatKes } from '@tawi/domain';
import { callEntry } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { shot } from '../support/documents';
import { loginApi } from '../support/factories';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage, PHONE_390 } from '../support/ui';

const OWNER = { email: 'owner@demo.tawi.co.ke', password: 'Demo@2026' };

/** The demo trades its year in the background after it opens; filing the VAT months is its last step. */
async function historyReady(url: string, token: string) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const months = await callEntry(url, token, taxApi.list, { query: { limit: 24 } });
    if (months.items.some((m) => m.filingDate !== null)) return;
    assert.ok(Date.now() < deadline, 'the demo history was not ready within 4 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** What an owner opens each morning on the demo company: its dashboard and reports, with a year of figures. */
describe('the demo books', () => {
  let token: string;
  const spec = useServerAndBrowser(() => ({ args: ['--demo'] }));
  before(async () => {
    token = (await loginApi(spec.server.url, OWNER.email, OWNER.password)).token ?? '';
    await historyReady(spec.server.url, token);
  });

  it('the dashboard shows the year traded, at 1280 and 390 px', async () => {
    const { context, page } = await newPage(spec.browser, spec.server.url);
    // the figures the page asked for (its period and branch), read from its own call
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === dashboardApi.get.path);
    await loginThroughUi(page, OWNER.email, OWNER.password, '/dashboard');
    const shown = (await (await answer).json()) as { kpis: { sales?: { value: number } } };
    const sales = shown.kpis.sales?.value ?? 0;
    assert.ok(sales > 0, 'the demo sold something this period');
    await page
      .locator('[data-kpi="sales"]')
      .filter({ hasText: formatKes(sales) })
      .waitFor();
    await page.getByRole('region', { name: 'Sales by day' }).locator('svg').first().waitFor();
    await expectAccessible(page, 'demo dashboard');
    await shot(page, 'demo-dashboard-1280');
    await page.setViewportSize(PHONE_390);
    await page.reload();
    await page.locator('[data-kpi="sales"]').waitFor();
    await shot(page, 'demo-dashboard-390');
    await context.close();
  });

  it('three reports over the year, at 1280 and 390 px', async () => {
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, OWNER.email, OWNER.password, '/dashboard');
    const reports: Array<[string, string, string]> = [
      [
        '/dashboard/financial-reports?tab=profit-and-loss&compare=previous-period',
        'Financial Reports',
        'profit-and-loss',
      ],
      ['/dashboard/reports/sales-by-branch', 'Sales by branch', 'sales-by-branch'],
      ['/dashboard/reports/profit-by-month', 'Profit by month', 'profit-by-month'],
    ];
    for (const [path, heading, name] of reports) {
      for (const [viewport, width] of [
        [{ width: 1280, height: 800 }, 1280],
        [PHONE_390, 390],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('table').or(page.getByRole('grid')).first().waitFor();
        await page
          .getByText(/KES [1-9]/)
          .first()
          .waitFor();
        if (width === 1280) await expectAccessible(page, name);
        await shot(page, `demo-report-${name}-${width}`);
      }
    }
    await context.close();
  });
});
