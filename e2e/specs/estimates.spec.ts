import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { estimatesApi } from '@tawi/contracts';
import type { Locator, Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { fact, phoneShot, shot, toast } from '../support/documents';
import { createCompany, createCustomer, createProduct, type Owner } from '../support/factories';
import { gridRow, readUntil, tableCells } from '../support/mui';
import type { RunningServer } from '../support/server';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

const details = (page: Page) => page.getByRole('region', { name: 'Details' });
const waitForStatus = (page: Page, status: string) =>
  details(page).getByText(status, { exact: true }).waitFor();

async function totalsText(scope: Locator): Promise<string> {
  return (await scope.locator('[aria-label="Totals"]').innerText()).replace(/\s+/g, ' ').trim();
}

/** Waits until the grid lists exactly these estimate numbers, in this order. */
async function gridShows(grid: Locator, expected: string[], what: string): Promise<void> {
  const cells = grid.locator('[role="gridcell"][data-field="estimateNumber"]');
  const shown = await readUntil(
    async () => (await cells.allInnerTexts()).map((v) => v.trim().split(/\s/)[0] ?? ''),
    (numbers) => JSON.stringify(numbers) === JSON.stringify(expected),
  );
  assert.deepEqual(shown, expected, what);
}

async function searchShows(page: Page, grid: Locator, text: string, expected: string[]): Promise<void> {
  await page.getByLabel('Search estimates').fill(text);
  await gridShows(grid, expected, `search "${text}"`);
}

/** Three estimates: two for Lakeside Hotel (sugar and a delivery charge; one declined), one for Mombasa Traders. */
async function seed(server: RunningServer, owner: Owner) {
  const sugar = await createProduct(server.url, owner, {
    sku: 'SUGAR-1',
    name: 'Sugar 1 kg',
    sellingPrice: 160,
    costPrice: 100,
    openingStock: 20,
  });
  const lakeside = await createCustomer(server.url, owner, { name: 'Lakeside Hotel' });
  const mombasa = await createCustomer(server.url, owner, { name: 'Mombasa Traders' });
  const sugarLine = (qty: number) => ({
    productId: sugar.id,
    description: 'Sugar 1 kg',
    qty,
    unitPrice: 160,
    taxCategory: 'B' as const,
  });
  const delivery = { description: 'Delivery', qty: 1, unitPrice: 500, taxCategory: 'A' as const };
  type Line = ReturnType<typeof sugarLine> | typeof delivery;
  const estimate = (customerId: string, lines: Line[]) =>
    callEntry(server.url, owner.token, estimatesApi.create, { body: { customerId, lines } });
  await estimate(lakeside.id, [sugarLine(2), delivery]);
  await estimate(mombasa.id, [sugarLine(1)]);
  const declined = await estimate(lakeside.id, [sugarLine(4)]);
  await callEntry(server.url, owner.token, estimatesApi.decline, { params: { id: declined.id } });
}

describe('estimates', () => {
  const spec = useServerAndBrowser();

  it('searches estimates, opens one, edits a line, sends it and converts it from its page', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Kisumu' });
    await seed(spec.server, owner);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/estimates');
    const grid = page.getByRole('grid', { name: 'Estimates' });
    await gridRow(grid, 'EST-0003').waitFor();
    await searchShows(page, grid, 'mombasa', ['EST-0002']);
    await gridRow(grid, 'EST-0002').getByRole('button', { name: 'Decline EST-0002' }).click();
    await page
      .getByRole('dialog', { name: 'Decline EST-0002?' })
      .getByRole('button', { name: 'Decline estimate' })
      .click();
    await toast(page, 'EST-0002 declined');
    await gridRow(grid, 'EST-0002').getByText('Declined', { exact: true }).waitFor();
    await searchShows(page, grid, 'LAKESIDE', ['EST-0003', 'EST-0001']);
    assert.match(page.url(), /search=LAKESIDE/);
    await shot(page, 'w1280-estimates-search');
    await page.getByLabel('Search estimates').fill('EST-9');
    await grid.getByText('No estimate matches these filters').waitFor();
    await searchShows(page, grid, 'est-0001', ['EST-0001']);
    // sorted by the server: by customer (ties by number), then the other way
    await searchShows(page, grid, '', ['EST-0003', 'EST-0002', 'EST-0001']);
    const customerHeader = grid.getByRole('columnheader', { name: 'Customer' });
    await customerHeader.click();
    await gridShows(grid, ['EST-0001', 'EST-0003', 'EST-0002'], 'customer ascending');
    await customerHeader.click();
    await gridShows(grid, ['EST-0002', 'EST-0003', 'EST-0001'], 'customer descending');

    await gridRow(grid, 'EST-0001').getByRole('link', { name: 'EST-0001' }).click();
    await page.getByRole('heading', { level: 1, name: 'EST-0001' }).waitFor();
    await waitForStatus(page, 'Draft');
    assert.equal(await fact(page, 'Customer').innerText(), 'Lakeside Hotel');
    assert.equal(await fact(page, 'Total').innerText(), 'KES 871.20');
    assert.equal(await fact(page, 'Converted to').innerText(), '—');
    const lines = await tableCells(page.getByRole('table', { name: 'Lines of EST-0001' }));
    assert.deepEqual(
      lines.slice(1, 3).map((r) => [r[0], r[1], r[4], r[7]]),
      [
        ['Sugar 1 kg', '2', 'B', 'KES 371.20'],
        ['Delivery', '1', 'A', 'KES 500.00'],
      ],
    );
    await shot(page, 'w1280-estimate-detail');

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit EST-0001' });
    const line = dialog.getByRole('group', { name: 'Line 1' });
    assert.equal(await line.getByLabel('Description').inputValue(), 'Sugar 1 kg');
    // the saved line's product shows as chosen (with its stock), not as an empty picker
    await line.getByText(/^Sugar 1 kg · .* available$/).waitFor();
    assert.equal(await line.getByRole('combobox', { name: 'Product' }).inputValue(), 'SUGAR-1');
    await line.getByLabel('Qty').fill('5');
    assert.equal(await totalsText(dialog), 'Subtotal KES 1,300.00 VAT KES 128.00 Total KES 1,428.00');
    await shot(page, 'w1280-estimate-edit');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'EST-0001 saved');
    await fact(page, 'Total').getByText('KES 1,428.00').waitFor();

    await page.getByRole('button', { name: 'Mark sent' }).click();
    await toast(page, 'EST-0001 sent');
    await waitForStatus(page, 'Sent');
    await page.getByRole('button', { name: 'Convert to sales order' }).click();
    await page
      .getByRole('dialog', { name: 'Convert EST-0001 to a sales order?' })
      .getByRole('button', { name: 'Create sales order' })
      .click();
    await toast(page, 'SO-0001 opened from EST-0001');
    await page.getByRole('heading', { level: 1, name: 'SO-0001' }).waitFor();
    assert.equal(await fact(page, 'Order total').innerText(), 'KES 1,428.00');

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'EST-0001' }).waitFor();
    await waitForStatus(page, 'Accepted');
    await fact(page, 'Converted to').getByRole('link', { name: 'SO-0001' }).waitFor();
    for (const name of ['Edit', 'Mark sent', 'Accept', 'Decline', 'Convert to invoice'])
      assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
    await shot(page, 'w1280-estimate-converted');
    await phoneShot(page, 'w375-estimate-converted', () => waitForStatus(page, 'Accepted'));
    await fact(page, 'Converted to').getByRole('link', { name: 'SO-0001' }).click();
    await page.getByRole('heading', { level: 1, name: 'SO-0001' }).waitFor();
    await context.close();
  });
});
