import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { estimatesApi } from '@tawi/contracts';
import { addDays, formatDate, todayIn } from '@tawi/domain';
import type { Locator, Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { dateField, fillDate } from '../support/dates';
import { fact, phoneShot, shot, toast } from '../support/documents';
import { createCompany, createCustomer, createProduct } from '../support/factories';
import { fieldError, gridRow, rowValues, tableCells } from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

const details = (page: Page) => page.getByRole('region', { name: 'Details' });
const waitForStatus = (page: Page, status: string) =>
  details(page).getByText(status, { exact: true }).waitFor();

async function choose(page: Page, combobox: Locator, typed: string, option: string | RegExp): Promise<void> {
  await combobox.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function totalsText(scope: Locator): Promise<string> {
  return (await scope.locator('[aria-label="Totals"]').innerText()).replace(/\s+/g, ' ').trim();
}

/** Ordered, invoiced and remaining per line of the order's lines table. */
async function progress(page: Page, orderNumber: string): Promise<string[][]> {
  const rows = await tableCells(page.getByRole('table', { name: `Lines of ${orderNumber}` }));
  return rows.slice(1).map((r) => [r[0] ?? '', r[1] ?? '', r[2] ?? '', r[3] ?? '']);
}

/** Invoice number, total and status per row of the order's invoices table. */
async function invoicesOf(page: Page, orderNumber: string): Promise<string[][]> {
  const rows = await tableCells(page.getByRole('table', { name: `Invoices of ${orderNumber}` }));
  return rows.slice(1).map((r) => [r[0] ?? '', r[2] ?? '', r[3] ?? '']);
}

describe('sales orders', () => {
  const spec = useServerAndBrowser();

  it('takes an order of two lines, invoices part of it, then the rest', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    await createProduct(spec.server.url, owner, {
      sku: 'RICE-5',
      name: 'Pishori rice 5 kg',
      sellingPrice: 1200,
      costPrice: 900,
      openingStock: 20,
    });
    await createCustomer(spec.server.url, owner, { name: 'Baraka Traders' });
    const delivery = addDays(todayIn(), 7);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/sales-orders');
    const grid = page.getByRole('grid', { name: 'Sales orders' });
    await grid.getByText('No sales orders yet').waitFor();

    // the order: a product line and a free-text delivery, with live totals
    await page.getByRole('button', { name: 'New sales order' }).click();
    const dialog = page.getByRole('dialog', { name: 'New sales order' });
    await choose(page, dialog.getByRole('combobox', { name: 'Customer' }), 'Bara', 'Baraka Traders');
    await fillDate(dateField(dialog, 'Delivery date'), delivery);
    const line1 = dialog.getByRole('group', { name: 'Line 1' });
    await choose(page, line1.getByRole('combobox', { name: 'Product' }), 'RICE', /^RICE-5 /);
    await line1.getByLabel('Qty').fill('5');
    await dialog.getByRole('button', { name: 'Add line' }).click();
    const line2 = dialog.getByRole('group', { name: 'Line 2' });
    await line2.getByLabel('Description').fill('Delivery');
    await line2.getByLabel('Qty').fill('2');
    await line2.getByLabel('Unit price').fill('500');
    // 5 x 1,200 = 6,000 + 960; 2 x 500 = 1,000 + 160
    assert.equal(await totalsText(dialog), 'Subtotal KES 7,000.00 VAT KES 1,120.00 Total KES 8,120.00');
    await shot(page, 'w1280-sales-order-dialog');
    await dialog.getByRole('button', { name: 'Create order' }).click();
    await toast(page, 'SO-0001 created');
    await page.getByRole('heading', { level: 1, name: 'SO-0001' }).waitFor();
    await waitForStatus(page, 'Open');
    assert.equal(await fact(page, 'Delivery').innerText(), formatDate(delivery));
    assert.equal(await fact(page, 'Order total').innerText(), 'KES 8,120.00');
    assert.deepEqual(await progress(page, 'SO-0001'), [
      ['RICE-5 · Pishori rice 5 kg', '5', '0', '5'],
      ['Delivery', '2', '0', '2'],
    ]);

    // part of it: 2 bags now, the delivery later
    await page.getByRole('button', { name: 'Create invoice' }).click();
    let invoice = page.getByRole('dialog', { name: 'Invoice SO-0001' });
    const rice = invoice.getByRole('group', { name: 'Pishori rice 5 kg' });
    assert.equal(await rice.getByLabel('Invoice now').inputValue(), '5');
    await rice.getByLabel('Invoice now').fill('6');
    await invoice.getByRole('button', { name: 'Issue invoice' }).click();
    assert.equal(await fieldError(page, rice.getByLabel('Invoice now')), 'Only 5 left to invoice');
    await rice.getByLabel('Invoice now').fill('2');
    await invoice.getByRole('group', { name: 'Delivery' }).getByLabel('Invoice now').fill('');
    await shot(page, 'w1280-sales-order-invoice-dialog');
    await invoice.getByRole('button', { name: 'Issue invoice' }).click();
    await toast(page, 'INV-0001 issued for KES 2,784.00');
    await invoice.waitFor({ state: 'detached' });
    await waitForStatus(page, 'Partly invoiced');
    assert.deepEqual(await progress(page, 'SO-0001'), [
      ['RICE-5 · Pishori rice 5 kg', '5', '2', '3'],
      ['Delivery', '2', '0', '2'],
    ]);
    assert.deepEqual(await invoicesOf(page, 'SO-0001'), [['INV-0001', 'KES 2,784.00', 'Unpaid']]);
    assert.equal(await page.getByRole('button', { name: 'Edit' }).count(), 0);
    await shot(page, 'w1280-sales-order-partly-invoiced');

    // the rest: every box starts at what is left
    await page.getByRole('button', { name: 'Create invoice' }).click();
    invoice = page.getByRole('dialog', { name: 'Invoice SO-0001' });
    assert.equal(
      await invoice.getByRole('group', { name: 'Delivery' }).getByLabel('Invoice now').inputValue(),
      '2',
    );
    await invoice.getByRole('button', { name: 'Issue invoice' }).click();
    // 3 x 1,200 + 16% = 4,176; delivery 1,160
    await toast(page, 'INV-0002 issued for KES 5,336.00');
    await waitForStatus(page, 'Invoiced');
    assert.deepEqual(await progress(page, 'SO-0001'), [
      ['RICE-5 · Pishori rice 5 kg', '5', '5', '0'],
      ['Delivery', '2', '2', '0'],
    ]);
    assert.deepEqual(await invoicesOf(page, 'SO-0001'), [
      ['INV-0001', 'KES 2,784.00', 'Unpaid'],
      ['INV-0002', 'KES 5,336.00', 'Unpaid'],
    ]);
    assert.equal(await fact(page, 'Invoiced so far').innerText(), 'KES 8,120.00');
    assert.equal(await page.getByRole('button', { name: 'Create invoice' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Cancel order' }).count(), 0);
    await shot(page, 'w1280-sales-order-invoiced');
    await phoneShot(page, 'w375-sales-order-invoiced', () => waitForStatus(page, 'Invoiced'));

    // the invoice links to its page; the list shows the order invoiced
    await page.getByRole('link', { name: 'INV-0002' }).click();
    await page.getByRole('heading', { level: 1, name: 'INV-0002' }).waitFor();
    assert.equal(await fact(page, 'Total').innerText(), 'KES 5,336.00');
    await page.goto('/dashboard/sales-orders');
    const row = gridRow(grid, 'SO-0001');
    await row.waitFor();
    const values = await rowValues(row);
    assert.deepEqual(
      [values.Customer, values.Total, values.Invoiced, values.Status],
      ['Baraka Traders', 'KES 8,120.00', 'KES 8,120.00', 'Invoiced'],
    );
    await shot(page, 'w1280-sales-orders');
    await phoneShot(page, 'w375-sales-orders', () => row.waitFor());
    await context.close();
  });

  it('converts an estimate into a sales order, edits it and cancels it with a reason', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Mombasa' });
    const customer = await createCustomer(spec.server.url, owner, { name: 'Lakeside Hotel' });
    await callEntry(spec.server.url, owner.token, estimatesApi.create, {
      body: {
        customerId: customer.id,
        lines: [{ description: 'Kitchen repairs', qty: 3, unitPrice: 1000, taxCategory: 'B' }],
      },
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/estimates');
    const estimates = page.getByRole('grid', { name: 'Estimates' });
    const estimate = gridRow(estimates, 'EST-0001');
    await estimate.getByRole('button', { name: 'Convert EST-0001 to a sales order' }).click();
    const confirm = page.getByRole('dialog', { name: 'Convert EST-0001 to a sales order?' });
    await shot(page, 'w1280-estimate-to-sales-order');
    await confirm.getByRole('button', { name: 'Create sales order' }).click();
    await toast(page, 'SO-0001 opened from EST-0001');
    await page.getByRole('heading', { level: 1, name: 'SO-0001' }).waitFor();
    await waitForStatus(page, 'Open');
    assert.equal(await fact(page, 'From estimate').innerText(), 'EST-0001');
    assert.equal(await fact(page, 'Order total').innerText(), 'KES 3,480.00');
    assert.deepEqual(await progress(page, 'SO-0001'), [['Kitchen repairs', '3', '0', '3']]);

    // nothing invoiced yet: it can be edited
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit SO-0001' });
    await edit.getByRole('group', { name: 'Line 1' }).getByLabel('Qty').fill('4');
    assert.equal(await totalsText(edit), 'Subtotal KES 4,000.00 VAT KES 640.00 Total KES 4,640.00');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'SO-0001 saved');
    await fact(page, 'Order total').getByText('KES 4,640.00').waitFor();

    // canceling asks for a reason
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel SO-0001?' });
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    assert.equal(await fieldError(page, cancel.getByLabel('Reason')), 'Say why the order is canceled');
    await cancel.getByLabel('Reason').fill('Hotel closed for renovation');
    await shot(page, 'w1280-sales-order-cancel');
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await toast(page, 'SO-0001 canceled');
    await waitForStatus(page, 'Canceled');
    assert.equal(await fact(page, 'Reason').innerText(), 'Hotel closed for renovation');
    assert.deepEqual(await progress(page, 'SO-0001'), [['Kitchen repairs', '4', '0', '0']]);
    for (const name of ['Create invoice', 'Edit', 'Cancel order'])
      assert.equal(await page.getByRole('button', { name }).count(), 0, name);
    await shot(page, 'w1280-sales-order-canceled');

    await page.goto('/dashboard/estimates');
    const ordered = gridRow(estimates, 'EST-0001');
    await ordered.getByText('Accepted', { exact: true }).waitFor();
    // converted once: no Convert (nor Decline) any more, a link to its order instead
    assert.equal(await ordered.getByRole('button', { name: /^(Convert|Decline) EST-0001/ }).count(), 0);
    await shot(page, 'w1280-estimate-ordered');
    await ordered.getByRole('button', { name: 'Open sales order SO-0001 of EST-0001' }).click();
    await page.getByRole('heading', { level: 1, name: 'SO-0001' }).waitFor();
    await context.close();
  });
});
