import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inventoryApi, type Product, productsApi, transfersApi } from '@tawi/contracts';
import { formatKes } from '@tawi/domain';
import type { Locator, Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { shot, toast } from '../support/documents';
import {
  createBranch,
  createCompany,
  createProduct,
  createUser,
  homeBranchId,
  type Owner,
} from '../support/factories';
import { fieldError, gridRow, pickOption, rowValues, tableCells, tableRow } from '../support/mui';
import type { RunningServer } from '../support/server';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, newPage, PHONE } from '../support/ui';

/**
 * Waits for a toast (react-hot-toast renders role="status") with this text. An open MUI dialog marks
 * everything outside it aria-hidden, the toaster too, so hidden ones count.
 */
const CSV_HEADER = 'sku,name,description,category,unit,sellingPrice,costPrice,taxCategory,minimumStock';

async function productBySku(server: RunningServer, owner: Owner, sku: string, branchId?: string) {
  const query = { search: sku, branchId };
  const { items } = await callEntry(server.url, owner.token, productsApi.list, { query });
  const found = items.find((p) => p.sku === sku);
  assert.ok(found, `product ${sku} exists`);
  return found;
}

/** The first five cells (branch, in stock, minimum, average cost, value) of a branch's stock row. */
async function stockRow(page: Page, branch: string): Promise<string[] | undefined> {
  const table = page.getByRole('table', { name: 'Stock by branch' });
  await table.getByText(branch, { exact: true }).waitFor();
  return (await tableRow(table, branch))?.slice(0, 5);
}

/** The lines of the page's error alert (title, then message) once it shows. */
async function alertLines(page: Page): Promise<string[]> {
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load' });
  await alert.waitFor();
  return (await alert.innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && l !== 'Retry');
}

/** Picks a product by typing part of its SKU into an item row of the transfer dialog. */
async function fillItem(page: Page, dialog: Locator, n: number, sku: string, qty: number): Promise<void> {
  const group = dialog.getByRole('group', { name: `Item ${n}` });
  await group.getByRole('combobox', { name: 'SKU' }).fill(sku.slice(0, 4));
  await page.getByRole('option', { name: new RegExp(`^${sku} `) }).click();
  await group.getByLabel('Quantity').fill(String(qty));
}

/** Confirms a transfer action in its dialog and waits for the toast. */
async function confirmAction(page: Page, action: string, number: string, done: string): Promise<void> {
  const confirm = page.getByRole('dialog', { name: `${action} ${number}?` });
  await confirm.getByRole('button', { name: action, exact: true }).click();
  await toast(page, `${number} ${done}`);
  await confirm.waitFor({ state: 'detached' });
}

describe('inventory', () => {
  const spec = useServerAndBrowser();

  it('adds a product through the form after its validation, adjusts its stock, and shows its page', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/products');
    const grid = page.getByRole('grid', { name: 'Products' });
    await grid.getByText('No products yet').waitFor();

    // nothing filled in: the contract's rules speak first, nothing is sent
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a product' });
    await dialog.getByRole('button', { name: 'Add product' }).click();
    assert.equal(await fieldError(page, dialog.getByLabel('Name')), 'Name is required');
    assert.equal(await fieldError(page, dialog.getByLabel('SKU')), 'SKU is required');
    assert.equal(await fieldError(page, dialog.getByLabel('Selling price')), 'Enter a number');
    await dialog.getByLabel('SKU').fill('UNGA 2KG');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    assert.equal(await fieldError(page, dialog.getByLabel('SKU')), 'No spaces or commas in an SKU');
    await shot(page, 'w1280-product-dialog-errors');
    assert.equal((await callEntry(spec.server.url, owner.token, productsApi.list)).total, 0);

    await dialog.getByLabel('Name').fill('Unga 2kg');
    await dialog.getByLabel('SKU').fill('UNGA-2KG');
    await dialog.getByRole('combobox', { name: 'Category', exact: true }).fill('Flour');
    await dialog.getByLabel('Selling price').fill('210');
    await dialog.getByLabel('Cost price').fill('180');
    await dialog.getByLabel('Minimum stock').fill('10');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await toast(page, 'Unga 2kg added');
    await dialog.waitFor({ state: 'detached' });
    const unga = await productBySku(spec.server, owner, 'UNGA-2KG');
    assert.deepEqual(
      [unga.name, unga.category, unga.sellingPrice, unga.costPrice, unga.minimumStock, unga.currentStock],
      ['Unga 2kg', 'Flour', 210, 180, 10, 0],
    );
    const row = gridRow(grid, 'UNGA-2KG');
    assert.deepEqual(await rowValues(row), {
      SKU: 'UNGA-2KG',
      Name: 'Unga 2kg',
      Category: 'Flour',
      'Selling price': 'KES 210.00',
      'In stock': 'Out 0',
      Minimum: '10',
      'Stock value': 'KES 0.00',
      Actions: '',
    });

    // the same SKU again: the server's refusal lands under the SKU field
    await page.getByRole('button', { name: 'Add product' }).click();
    await dialog.getByLabel('Name').fill('Unga 2kg again');
    await dialog.getByLabel('SKU').fill('UNGA-2KG');
    await dialog.getByLabel('Selling price').fill('200');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    assert.ok((await fieldError(page, dialog.getByLabel('SKU'))).length > 0, 'duplicate SKU flagged');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // adjust: +25 at 180, then more out than held is refused with the server's reason
    await row.getByRole('button', { name: 'Adjust stock of Unga 2kg' }).click();
    const adjust = page.getByRole('dialog', { name: 'Adjust stock of Unga 2kg' });
    await adjust.getByLabel('Quantity change').fill('25');
    await adjust.getByLabel('Unit cost').fill('180');
    await adjust.getByLabel('Reason').fill('Opening count');
    await adjust.getByText('after this change: 25 pcs').waitFor();
    await shot(page, 'w1280-adjust-stock');
    await adjust.getByRole('button', { name: 'Adjust stock' }).click();
    await toast(page, 'Unga 2kg: 25 pcs in stock');
    await adjust.waitFor({ state: 'detached' });
    await row.getByText('KES 4,500.00').waitFor();
    assert.equal((await rowValues(row))['In stock'], '25');
    assert.equal((await productBySku(spec.server, owner, 'UNGA-2KG')).currentStock, 25);

    await row.getByRole('button', { name: 'Adjust stock of Unga 2kg' }).click();
    await adjust.getByLabel('Quantity change').fill('-30');
    await adjust.getByLabel('Reason').fill('Spoilt');
    await adjust.getByRole('button', { name: 'Adjust stock' }).click();
    await adjust
      .getByRole('alert')
      .filter({ hasText: /insufficient stock/i })
      .waitFor();
    await adjust.getByRole('button', { name: 'Cancel' }).click();
    assert.equal((await productBySku(spec.server, owner, 'UNGA-2KG')).currentStock, 25);
    // 25 is above the minimum of 10: not low
    await page.getByLabel('Low stock only').check();
    await grid.getByText('No product matches these filters').waitFor();
    await page.getByLabel('Low stock only').uncheck();
    await row.waitFor();
    await shot(page, 'w1280-products');
    await page.setViewportSize(PHONE);
    await page.reload();
    await row.waitFor();
    await shot(page, 'w375-products');
    await page.setViewportSize(DESKTOP);

    // the product's page: master data, stock per branch, the movement
    await row.getByRole('link', { name: 'Unga 2kg' }).click();
    await page.waitForURL(new RegExp(`/dashboard/products/${unga.id}$`));
    await page.getByRole('heading', { level: 1, name: 'Unga 2kg' }).waitFor();
    assert.deepEqual(await stockRow(page, 'Nairobi'), ['Nairobi', '25', '10', 'KES 180.00', 'KES 4,500.00']);
    const moves = page.getByRole('grid', { name: 'Stock movements' });
    const move = gridRow(moves, 'Adjustment');
    await move.waitFor();
    const values = await rowValues(move);
    assert.equal(values.Quantity, '+25');
    assert.equal(values['Stock after'], '25');
    assert.match(values.Reference ?? '', /Opening count/);
    await shot(page, 'w1280-product-detail');

    // edit from its page: the new price shows in its details
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Unga 2kg' });
    await edit.getByLabel('Selling price').waitFor();
    assert.equal(await edit.getByLabel('Opening stock').count(), 0, 'opening stock only when adding');
    await edit.getByLabel('Selling price').fill('215.5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Unga 2kg updated');
    await page.getByRole('definition').filter({ hasText: 'KES 215.50' }).waitFor();
    assert.equal((await productBySku(spec.server, owner, 'UNGA-2KG')).sellingPrice, 215.5);
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-product-detail');
    await context.close();
  });

  it('moves stock to a second branch: new transfer, dispatch, receive; both branches change', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    const nairobi = await homeBranchId(spec.server.url, owner);
    const mombasa = await createBranch(spec.server.url, owner, 'Mombasa');
    const sugar = await createProduct<Product>(spec.server.url, owner, {
      sku: 'SUGAR-1KG',
      name: 'Sugar 1kg',
      sellingPrice: 160,
      costPrice: 100,
      openingStock: 40,
      branchId: nairobi,
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/transfers');
    const incoming = page.getByRole('grid', { name: 'Incoming transfers' });
    await incoming.getByText('No incoming transfers').waitFor();

    await page.getByRole('button', { name: 'New transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New transfer' });
    await dialog.getByRole('button', { name: 'Create transfer' }).click();
    const item = dialog.getByRole('group', { name: 'Item 1' });
    assert.equal(await fieldError(page, item.getByLabel('Quantity')), 'Enter a number');
    assert.equal(await fieldError(page, item.getByRole('combobox', { name: 'SKU' })), 'Required');
    await dialog.getByText('Choose the branch to send to').waitFor();
    await pickOption(page, dialog.getByRole('combobox', { name: 'To branch' }), 'Mombasa');
    await fillItem(page, dialog, 1, 'SUGAR-1KG', 15);
    await item.getByText('Sugar 1kg · 40 pcs available').waitFor();
    await shot(page, 'w1280-transfer-dialog');
    await dialog.getByRole('button', { name: 'Create transfer' }).click();
    await toast(page, 'TRN-0001 created');
    // the new transfer opens at once
    const view = page.getByRole('dialog', { name: /^TRN-0001/ });

    const { items: created } = await callEntry(spec.server.url, owner.token, transfersApi.list);
    const trn = created.find((t) => t.transferNumber === 'TRN-0001');
    assert.ok(trn);
    assert.deepEqual(
      [trn.status, trn.fromBranchId, trn.toBranchId, trn.items.map((i) => [i.sku, i.qty])],
      ['Pending', nairobi, mombasa.id, [['SUGAR-1KG', 15]]],
    );

    // dispatch it from its dialog
    await view.getByText('Pending', { exact: true }).waitFor();
    assert.deepEqual(
      (await tableCells(view.getByRole('table', { name: 'Items of TRN-0001' })))[1]?.slice(0, 3),
      ['SUGAR-1KG', 'Sugar 1kg', '15'],
    );
    await shot(page, 'w1280-transfer-view');
    await view.getByRole('button', { name: 'Dispatch' }).click();
    await confirmAction(page, 'Dispatch', 'TRN-0001', 'dispatched');
    await view.getByRole('heading').getByText('In transit', { exact: true }).waitFor();
    await view.getByRole('button', { name: 'Close' }).click();
    const outgoing = page.getByRole('grid', { name: 'Outgoing transfers' });
    const outRow = gridRow(outgoing, 'TRN-0001');
    await outRow.getByText('In transit', { exact: true }).waitFor(); // the list refetched after the dispatch
    assert.equal((await rowValues(outRow)).Status, 'In transit');
    await shot(page, 'w1280-transfers');

    // in transit: Nairobi is down by 15, Mombasa has nothing yet
    await page.goto(`/dashboard/products/${sugar.id}`);
    assert.deepEqual((await stockRow(page, 'Nairobi'))?.slice(0, 2), ['Nairobi', '25']);

    // Mombasa receives it from its incoming list
    await pickOption(page, page.getByRole('combobox', { name: 'Active branch' }), 'Mombasa');
    await page.goto('/dashboard/transfers');
    const inRow = gridRow(incoming, 'TRN-0001');
    await inRow.getByRole('button', { name: 'Receive TRN-0001' }).click();
    // the receive dialog opens with all that is in transit: received in full as it stands
    const receive = page.getByRole('dialog', { name: 'Receive TRN-0001' });
    assert.equal(
      await receive.getByRole('group', { name: 'Sugar 1kg' }).getByLabel('Received').inputValue(),
      '15',
    );
    await receive.getByRole('button', { name: 'Receive', exact: true }).click();
    await toast(page, 'TRN-0001 received');
    await receive.waitFor({ state: 'detached' });
    await inRow.getByText('Received').waitFor();
    assert.equal(await inRow.getByRole('button', { name: 'Receive TRN-0001' }).count(), 0);
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-transfers');
    await page.setViewportSize(DESKTOP);

    await page.goto(`/dashboard/products/${sugar.id}`);
    assert.deepEqual((await stockRow(page, 'Nairobi'))?.slice(0, 2), ['Nairobi', '25']);
    assert.deepEqual((await stockRow(page, 'Mombasa'))?.slice(0, 2), ['Mombasa', '15']);
    await shot(page, 'w1280-product-detail-two-branches');
    const stock = await callEntry(spec.server.url, owner.token, productsApi.stock, {
      params: { id: sugar.id },
    });
    assert.deepEqual(stock.items.map((s) => [s.branchName, s.currentStock]).sort(), [
      ['Mombasa', 15],
      ['Nairobi', 25],
    ]);
    const received = await callEntry(spec.server.url, owner.token, transfersApi.get, {
      params: { id: trn.id },
    });
    assert.equal(received.status, 'Received');
    assert.ok(received.receivedAt);

    // a second transfer, canceled before it moves: it leaves the list and nothing changes
    const second = await callEntry(spec.server.url, owner.token, transfersApi.create, {
      body: { fromBranchId: mombasa.id, toBranchId: nairobi, items: [{ sku: 'SUGAR-1KG', qty: 5 }] },
    });
    await page.goto('/dashboard/transfers');
    await page.getByRole('tab', { name: 'Outgoing' }).click();
    const outgoingHere = page.getByRole('grid', { name: 'Outgoing transfers' });
    const secondRow = gridRow(outgoingHere, second.transferNumber);
    await secondRow.getByRole('button', { name: `Cancel ${second.transferNumber}` }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel ${second.transferNumber}?` });
    await cancel.getByText('Nothing has moved yet').waitFor();
    await cancel.getByRole('button', { name: 'Cancel transfer' }).click();
    await toast(page, `${second.transferNumber} canceled`);
    await secondRow.waitFor({ state: 'detached' });
    const canceled = await callEntry(spec.server.url, owner.token, transfersApi.get, {
      params: { id: second.id },
    }).catch(() => undefined);
    assert.ok(canceled === undefined || canceled.status === 'Canceled');
    assert.equal((await productBySku(spec.server, owner, 'SUGAR-1KG', mombasa.id)).currentStock, 15);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/transfers');
    await page.getByRole('button', { name: 'New transfer' }).click();
    await page.getByRole('dialog', { name: 'New transfer' }).getByRole('group', { name: 'Item 1' }).waitFor();
    await shot(page, 'w375-transfer-dialog');
    await context.close();
  });

  it('imports products from CSV: a bad row shows its line number; a clean file adds them; exports them', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/products');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    const file = dialog.getByLabel('CSV file');
    const rows = [
      'RICE-5KG,Rice 5kg,Pishori,Grains,pcs,950,800,B,5',
      'BEANS-1KG,Beans 1kg,,Grains,pcs,abc,120,B,5',
      'MILK-500ML,Milk 500ml,Fresh,Dairy,pcs,65,50,A,24',
    ];
    await file.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([CSV_HEADER, ...rows].join('\n')),
    });
    const errors = dialog.getByRole('table', { name: 'Rows with errors' });
    await errors.waitFor();
    const errorRows = (await tableCells(errors)).slice(1);
    assert.ok(
      errorRows.some((cells) => cells[0] === '3'),
      `line 3 is named: ${JSON.stringify(errorRows)}`,
    );
    assert.ok(
      errorRows.every((cells) => cells[0] === '3'),
      'only line 3 is wrong',
    );
    assert.equal(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled(), true);
    await shot(page, 'w1280-import-errors');
    assert.equal((await callEntry(spec.server.url, owner.token, productsApi.list)).total, 0);

    const clean = rows.map((r) => r.replace(',abc,', ',140,'));
    await file.setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${[CSV_HEADER, ...clean].join('\n')}\n`),
    });
    await dialog.getByText('products.csv: 3 rows are ready, 3 new and 0 to update').waitFor();
    await shot(page, 'w1280-import-ready');
    await dialog.getByRole('button', { name: 'Import 3 products' }).click();
    await toast(page, '3 products imported');
    const grid = page.getByRole('grid', { name: 'Products' });
    for (const sku of ['RICE-5KG', 'BEANS-1KG', 'MILK-500ML']) await gridRow(grid, sku).waitFor();
    assert.equal((await rowValues(gridRow(grid, 'BEANS-1KG')))['Selling price'], 'KES 140.00');
    const milk = await productBySku(spec.server, owner, 'MILK-500ML');
    assert.deepEqual(
      [milk.name, milk.category, milk.sellingPrice, milk.costPrice, milk.taxCategory, milk.minimumStock],
      ['Milk 500ml', 'Dairy', 65, 50, 'A', 24],
    );

    // filters: category and search
    await pickOption(page, page.getByRole('combobox', { name: 'Category' }), 'Dairy');
    await gridRow(grid, 'RICE-5KG').waitFor({ state: 'detached' });
    await gridRow(grid, 'MILK-500ML').waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Category' }), 'All categories');
    await page.getByLabel('Search products').fill('beans');
    await gridRow(grid, 'MILK-500ML').waitFor({ state: 'detached' });
    await gridRow(grid, 'BEANS-1KG').waitFor();
    await page.getByLabel('Search products').fill('');
    // The cleared search (debounced) refetches and re-renders the grid's rows: tick only once the unfiltered
    // list is back, else the row can be replaced under the click ("did not change its state").
    for (const sku of ['RICE-5KG', 'MILK-500ML']) await gridRow(grid, sku).waitFor();

    // bulk edit: tick two, raise their prices by 10%
    await gridRow(grid, 'RICE-5KG').getByRole('checkbox').check();
    await gridRow(grid, 'BEANS-1KG').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Bulk edit (2)' }).click();
    const bulk = page.getByRole('dialog', { name: 'Edit 2 products' });
    await bulk.getByRole('radio', { name: 'Change by %' }).check();
    await bulk.getByLabel('Price change').fill('10');
    await bulk.getByRole('button', { name: 'Apply changes' }).click();
    await toast(page, '2 products updated');
    await gridRow(grid, 'RICE-5KG').getByText('KES 1,045.00').waitFor();
    assert.equal((await productBySku(spec.server, owner, 'BEANS-1KG')).sellingPrice, 154);
    assert.equal((await productBySku(spec.server, owner, 'MILK-500ML')).sellingPrice, 65);

    // delete behind a confirmation
    await gridRow(grid, 'MILK-500ML').getByRole('button', { name: 'Delete Milk 500ml' }).click();
    const del = page.getByRole('dialog', { name: 'Delete Milk 500ml?' });
    await del.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Milk 500ml deleted');
    await gridRow(grid, 'MILK-500ML').waitFor({ state: 'detached' });
    assert.equal((await callEntry(spec.server.url, owner.token, productsApi.list)).total, 2);

    // export: the menu's links download every product
    await page.getByRole('button', { name: 'Export' }).click();
    const csvHref = await page.getByRole('menuitem', { name: 'CSV' }).getAttribute('href');
    const xlsxHref = await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).getAttribute('href');
    await page.keyboard.press('Escape');
    assert.ok(csvHref && xlsxHref);
    const csv = await page.request.get(csvHref);
    assert.equal(csv.status(), 200);
    assert.match(csv.headers()['content-disposition'] ?? '', /attachment/);
    const text = await csv.text();
    for (const sku of ['RICE-5KG', 'BEANS-1KG']) assert.ok(text.includes(sku), sku);
    assert.equal(text.includes('MILK-500ML'), false, 'deleted products are not exported');
    const xlsx = await page.request.get(xlsxHref);
    assert.equal(xlsx.status(), 200);
    assert.equal((await xlsx.body()).subarray(0, 2).toString('latin1'), 'PK');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Import' }).click();
    await dialog.waitFor();
    await shot(page, 'w375-import-dialog');
    await context.close();
  });

  it('inventory summary: the figures, the branches, the chart; and its error message', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    const nairobi = await homeBranchId(spec.server.url, owner);
    const kisumu = await createBranch(spec.server.url, owner, 'Kisumu');
    const seed = { sellingPrice: 100, branchId: nairobi };
    await createProduct(spec.server.url, owner, {
      ...seed,
      sku: 'OIL-1L',
      name: 'Oil 1L',
      category: 'Cooking',
      costPrice: 250,
      openingStock: 20,
    });
    await createProduct(spec.server.url, owner, {
      ...seed,
      sku: 'SALT-1KG',
      name: 'Salt 1kg',
      category: 'Spices',
      costPrice: 30,
      openingStock: 4,
      minimumStock: 10,
    });
    await createProduct(spec.server.url, owner, {
      ...seed,
      sku: 'TEA-250G',
      name: 'Tea 250g',
      category: 'Beverages',
    });
    const trn = await callEntry(spec.server.url, owner.token, transfersApi.create, {
      body: { fromBranchId: nairobi, toBranchId: kisumu.id, items: [{ sku: 'OIL-1L', qty: 5 }] },
    });
    await callEntry(spec.server.url, owner.token, transfersApi.dispatch, { params: { id: trn.id } });
    const summary = await callEntry(spec.server.url, owner.token, inventoryApi.summary);
    assert.equal(summary.company.products, 2, 'products held: oil and salt, not tea');
    assert.equal(summary.inTransit.units, 5);

    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/inventory-summary');
    await page.getByRole('heading', { level: 1, name: 'Inventory Summary' }).waitFor();
    const figures = page.getByRole('region', { name: 'Stock figures' });
    const figure = async (label: string) =>
      (await figures.getByRole('group', { name: label }).innerText()).replace(/\s+/g, ' ').trim();
    await figures.waitFor();
    assert.equal(await figure('Products in stock'), 'Products in stock 2');
    assert.equal(await figure('Stock value'), `Stock value ${formatKes(summary.company.stockValue)}`);
    assert.equal(await figure('Units in stock'), `Units in stock ${summary.company.units}`);
    assert.equal(await figure('Low stock'), `Low stock ${summary.company.lowStock}`);
    assert.equal(await figure('Out of stock'), `Out of stock ${summary.company.outOfStock}`);
    assert.equal(await figure('In transit'), `In transit ${formatKes(1250)} 5 units in 1 transfer`);
    const byBranch = page.getByRole('table', { name: 'Stock by branch' });
    const nbi = summary.branches.find((b) => b.branchName === 'Nairobi');
    assert.ok(nbi);
    assert.deepEqual((await tableRow(byBranch, 'Nairobi'))?.slice(0, 4), [
      'Nairobi',
      String(nbi.products),
      String(nbi.units),
      formatKes(nbi.stockValue),
    ]);
    assert.equal(
      (await tableRow(byBranch, 'All branches'))?.[3],
      formatKes(summary.company.stockValue),
      'company total',
    );
    // the chart draws a bar per category with its label (band axis)
    for (const c of summary.byCategory.filter((x) => (x.stockValue ?? 0) > 0)) {
      await page.locator('svg text').filter({ hasText: c.category }).first().waitFor();
    }
    await shot(page, 'w1280-inventory-summary');
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-inventory-summary');
    await page.setViewportSize(DESKTOP);

    // SPEC point 8: the server's message, else 'Failed to fetch inventory summary'
    await page.route(`**${inventoryApi.summary.path}`, (route) => route.fulfill({ status: 502, body: '' }));
    await page.reload();
    assert.deepEqual(await alertLines(page), [
      'Could not load the inventory summary',
      'Failed to fetch inventory summary',
    ]);
    await shot(page, 'w1280-inventory-summary-error');
    await page.unroute(`**${inventoryApi.summary.path}`);
    await page.route(`**${inventoryApi.summary.path}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Stock figures are being rebuilt' } }),
      }),
    );
    await page.reload();
    assert.deepEqual(await alertLines(page), [
      'Could not load the inventory summary',
      'Stock figures are being rebuilt',
    ]);
    await context.close();
  });

  it('a viewer sees products and transfers but no buttons that change them', async () => {
    const owner = await createCompany(spec.server.url);
    await createProduct(spec.server.url, owner, {
      sku: 'SOAP-1',
      name: 'Bar soap',
      sellingPrice: 45,
      openingStock: 3,
    });
    const viewer = await createUser(spec.server.url, owner, { role: 'viewer' });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, viewer.email, viewer.password, '/dashboard/products');
    const row = gridRow(page.getByRole('grid', { name: 'Products' }), 'SOAP-1');
    await row.waitFor();
    for (const name of ['Add product', 'Import']) {
      assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
    }
    assert.equal(await row.getByRole('checkbox').count(), 0);
    assert.equal(await row.getByRole('button', { name: /^(Adjust stock|Edit|Delete) / }).count(), 0);
    await page.getByRole('button', { name: 'Export' }).waitFor();
    await page.goto('/dashboard/transfers');
    await page.getByRole('heading', { level: 1, name: 'Transfers' }).waitFor();
    await page.getByRole('grid', { name: 'Incoming transfers' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'New transfer' }).count(), 0);
    await context.close();
  });
});
