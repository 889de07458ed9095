import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { auditLogApi, authApi, dashboardApi, recordPath, tableReportsApi, taxApi } from '@tawi/contracts';
import { formatKes } from '@tawi/domain';
import { callEntry } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { shot } from '../support/documents';
import { loginApi } from '../support/factories';
import { useServerAndBrowser } from '../support/suite';
import { swahiliFaultsOnMenuPages, swahiliFaultsOnPage } from '../support/swahili-faults';
import { loginThroughUi, newPage, PHONE_390 } from '../support/ui';

const OWNER = { email: 'owner@demo.tawi.co.ke', password: 'Demo@2026' };

/**
 * The demo trades its year in the background after it opens; filing the VAT months is its last step
 * (80 s on an idle machine, 150 s beside another spec; the limit is for a run that never finishes).
 */
async function historyReady(url: string, token: string) {
  const deadline = Date.now() + 480_000;
  for (;;) {
    const months = await callEntry(url, token, taxApi.list, { query: { limit: 24 } });
    if (months.items.some((m) => m.filingDate !== null)) return;
    assert.ok(Date.now() < deadline, 'the demo history was not ready within 8 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Record types with a detail page, and the pages under Settings and the ledger that the menu does not list. */
const DETAIL_TYPES = [
  'invoice',
  'estimate',
  'sales-order',
  'customer',
  'supplier',
  'purchase-order',
  'bill',
  'product',
  'reconciliation',
  'employee',
];
const OTHER_PAGES = [
  '/dashboard',
  '/dashboard/settings/chart-of-accounts',
  '/dashboard/settings/journal-entries',
  '/dashboard/settings/users',
  '/dashboard/settings/roles',
  '/dashboard/settings/branches',
  '/dashboard/settings/mail',
  '/dashboard/settings/email-templates',
  '/dashboard/settings/outbox',
  '/dashboard/settings/etims',
  '/dashboard/settings/audit-log',
];

/** The detail page of the first record the demo made of each type it makes (from the audit log). */
async function detailPages(url: string, token: string): Promise<string[]> {
  const paths: string[] = [];
  for (const entity of DETAIL_TYPES) {
    const { items } = await callEntry(url, token, auditLogApi.list, {
      query: { entity, action: 'create', limit: 1 },
    });
    const path = recordPath(entity, items[0]?.entityId ?? null);
    if (path) paths.push(path);
  }
  return paths;
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

  it('reads in Swahili on every menu, detail and settings page, with the year of figures on them', async () => {
    const language = async (to: 'en' | 'sw') =>
      callEntry(spec.server.url, token, authApi.updatePreferences, { body: { language: to } });
    await language('sw');
    const { context, page } = await newPage(spec.browser, spec.server.url);
    try {
      await loginThroughUi(page, OWNER.email, OWNER.password, '/dashboard');
      await page.getByRole('navigation', { name: 'Menyu kuu' }).waitFor();
      await shot(page, 'demo-dashboard-sw-1280');
      const left = await swahiliFaultsOnMenuPages(page);
      const reports = Object.values(tableReportsApi).map((r) => `/dashboard/reports/${r.info.name}`);
      for (const path of [...(await detailPages(spec.server.url, token)), ...OTHER_PAGES, ...reports]) {
        left.push(...(await swahiliFaultsOnPage(page, path)));
      }
      assert.deepEqual(
        left,
        [],
        `English left or headings cut on the demo's Swahili pages:\n${left.join('\n')}`,
      );
    } finally {
      await context.close();
      await language('en'); // the other tests sign the owner in and read English
    }
  });
});
