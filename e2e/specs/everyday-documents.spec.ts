import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { invoicesApi, productsApi, purchaseOrdersApi, transfersApi } from '@tawi/contracts';
import { formatKes } from '@tawi/domain';
import type { Page } from 'playwright-core';
import { callEntry, callEntryResult } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { shot, toast, toastText } from '../support/documents';
import {
  createBranch,
  createCompany,
  createCustomer,
  createProduct,
  createPurchaseOrder,
  createSupplier,
  homeBranchId,
  type Owner,
} from '../support/factories';
import { lookAtBothWidths } from '../support/look';
import { fieldError, gridRow, pickOption, rowValues, tableCells, tableRow } from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, newPage, PHONE_390 } from '../support/ui';

/** What a branch holds of a product, from the API. */
async function onHand(url: string, owner: Owner, productId: string, branchId: string) {
  const stock = await callEntry(url, owner.token, productsApi.stock, { params: { id: productId } });
  return stock.items.find((s) => s.branchId === branchId)?.currentStock;
}

/** The in-stock cell of a branch's row on a product's page. */
async function stockShown(page: Page, productId: string, branch: string): Promise<string | undefined> {
  await page.goto(`/dashboard/products/${productId}`);
  const table = page.getByRole('table', { name: 'Stock by branch' });
  await table.getByText(branch, { exact: true }).waitFor();
  return (await tableRow(table, branch))?.[1];
}

describe('everyday documents: stock count, part receive, order edits, drafts and clones', () => {
  const spec = useServerAndBrowser();

  it('counts a branch: sheet, variance review, post; stock on hand is then what was counted', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Hesabu Stores Ltd' });
    const nairobi = await homeBranchId(spec.server.url, owner);
    const seed = { sellingPrice: 200, costPrice: 100 };
    const oil = await createProduct(spec.server.url, owner, {
      sku: 'OIL-1',
      name: 'Cooking oil 1 l',
      ...seed,
      openingStock: 10,
    });
    const salt = await createProduct(spec.server.url, owner, {
      sku: 'SALT-1',
      name: 'Salt 1 kg',
      ...seed,
      costPrice: 40,
      openingStock: 5,
    });
    // stock elsewhere: Mombasa's tea is on the sheet (0 here), left uncounted, and stays as it is
    const mombasa = await createBranch(spec.server.url, owner, 'Mombasa');
    const tea = await createProduct(spec.server.url, owner, {
      sku: 'TEA-1',
      name: 'Tea leaves 500 g',
      ...seed,
      openingStock: 4,
      branchId: mombasa.id,
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/stock-count');
    await page.getByText('Count what is on the shelves of Nairobi').waitFor();
    await page.getByLabel('Counted Tea leaves 500 g').waitFor();
    const sheet = page.getByRole('table', { name: 'Count sheet' });
    await page.getByLabel('Counted Cooking oil 1 l').fill('8');
    await page.getByLabel('Counted Salt 1 kg').fill('7');
    await lookAtBothWidths(page, 'everyday-stock-count-sheet', () => sheet.waitFor());
    await page.getByRole('button', { name: 'Review variances (2 counted)' }).click();
    const review = page.getByRole('table', { name: 'Variances' });
    await review.waitFor();
    assert.deepEqual((await tableCells(review)).slice(1, 3), [
      ['OIL-1', 'Cooking oil 1 l', '10', '8', '-2', formatKes(-200)],
      ['SALT-1', 'Salt 1 kg', '5', '7', '+2', formatKes(80)],
    ]);
    await lookAtBothWidths(page, 'everyday-stock-count-review', () => review.waitFor());
    await page.getByRole('button', { name: 'Post count' }).click();
    const confirm = page.getByRole('dialog', { name: 'Post this count?' });
    await confirm.getByText(`2 products counted, 2 with a variance; net ${formatKes(-120)}`).waitFor();
    await confirm.getByRole('button', { name: 'Post count' }).click();
    await toast(page, 'Count posted: 2 products');
    assert.equal(await onHand(spec.server.url, owner, oil.id, nairobi), 8);
    assert.equal(await onHand(spec.server.url, owner, salt.id, nairobi), 7);
    assert.equal(await stockShown(page, oil.id, 'Nairobi'), '8');
    assert.equal(await stockShown(page, salt.id, 'Nairobi'), '7');
    assert.equal(await onHand(spec.server.url, owner, tea.id, mombasa.id), 4);
    assert.equal(await stockShown(page, tea.id, 'Mombasa'), '4');
    await context.close();
  });

  it('receives a transfer in part (the rest kept in transit, some written off), then the rest', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Safari Wholesalers Ltd' });
    const nairobi = await homeBranchId(spec.server.url, owner);
    const mombasa = await createBranch(spec.server.url, owner, 'Mombasa');
    const seed = { sellingPrice: 200, costPrice: 100, branchId: nairobi };
    const oil = await createProduct(spec.server.url, owner, {
      sku: 'OIL-1',
      name: 'Cooking oil 1 l',
      ...seed,
      openingStock: 50,
    });
    const sugar = await createProduct(spec.server.url, owner, {
      sku: 'SUGAR-1',
      name: 'Sugar 1 kg',
      ...seed,
      openingStock: 20,
    });
    const sent = await callEntry(spec.server.url, owner.token, transfersApi.create, {
      body: {
        fromBranchId: nairobi,
        toBranchId: mombasa.id,
        items: [
          { sku: 'OIL-1', qty: 10 },
          { sku: 'SUGAR-1', qty: 5 },
        ],
      },
    });
    await callEntry(spec.server.url, owner.token, transfersApi.dispatch, { params: { id: sent.id } });
    const number = sent.transferNumber;
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/transfers');
    await pickOption(page, page.getByRole('combobox', { name: 'Active branch' }), 'Mombasa');
    const incoming = page.getByRole('grid', { name: 'Incoming transfers' });
    await gridRow(incoming, number)
      .getByRole('button', { name: `Receive ${number}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Receive ${number}` });
    const oilLine = dialog.getByRole('group', { name: 'Cooking oil 1 l' });
    const sugarLine = dialog.getByRole('group', { name: 'Sugar 1 kg' });
    // each line starts with what is in transit; more is refused with the line named
    assert.equal(await oilLine.getByLabel('Received').inputValue(), '10');
    assert.equal(await sugarLine.getByLabel('Received').inputValue(), '5');
    await oilLine.getByLabel('Received').fill('11');
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
    assert.equal(
      await fieldError(page, oilLine.getByLabel('Received')),
      'At most 10: that is what is in transit',
    );
    // 6 of the oil came (4 stay in transit); 3 of the sugar came, 2 are written off with a reason
    await oilLine.getByLabel('Received').fill('6');
    await oilLine.getByRole('radio', { name: 'Keep in transit' }).check();
    await sugarLine.getByLabel('Received').fill('3');
    await sugarLine.getByText('The other 2').waitFor();
    await sugarLine.getByRole('radio', { name: 'Write off' }).check();
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
    const reason = dialog.getByLabel('Reason for the write-off');
    assert.equal(await fieldError(page, reason), 'Say why stock is written off');
    await reason.fill('Bags torn on the way');
    await lookAtBothWidths(page, 'everyday-transfer-receive-part', () => oilLine.waitFor());
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
    await toast(page, `${number} received in part`);
    await dialog.waitFor({ state: 'detached' });

    const part = await callEntry(spec.server.url, owner.token, transfersApi.get, { params: { id: sent.id } });
    assert.equal(part.status, 'In Transit');
    assert.deepEqual(
      part.items.map((i) => [i.sku, i.receivedQty, i.writtenOffQty, i.inTransitQty, i.writeOffReason]),
      [
        ['OIL-1', 6, 0, 4, null],
        ['SUGAR-1', 3, 2, 0, 'Bags torn on the way'],
      ],
    );
    // the transfer's page shows how far each line has come
    await gridRow(incoming, number).getByRole('gridcell').first().click();
    const view = page.getByRole('dialog', { name: new RegExp(`^${number}`) });
    const items = view.getByRole('table', { name: `Items of ${number}` });
    // the view shows the row it was opened from, then the transfer as the server has it now
    await view.getByText('Sugar 1 kg: 2 written off (Bags torn on the way)').waitFor();
    assert.deepEqual((await tableCells(items)).map((r) => r.slice(0, 6)).slice(0, 3), [
      ['SKU', 'Product', 'Quantity', 'Received', 'Written off', 'In transit'],
      ['OIL-1', 'Cooking oil 1 l', '10', '6', '0', '4'],
      ['SUGAR-1', 'Sugar 1 kg', '5', '3', '2', '0'],
    ]);
    await lookAtBothWidths(page, 'everyday-transfer-part-received', () => items.waitFor());

    // the rest of the oil arrives: only it is offered, at what is still in transit
    await view.getByRole('button', { name: 'Receive', exact: true }).click();
    assert.equal(await oilLine.getByLabel('Received').inputValue(), '4');
    assert.equal(await sugarLine.count(), 0);
    await page.setViewportSize(PHONE_390);
    const box = await dialog.boundingBox();
    assert.equal(box?.width, PHONE_390.width, 'full screen on a phone');
    await shot(page, 'everyday-transfer-receive-rest-390');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
    await toast(page, `${number} received`);
    await view.getByRole('button', { name: 'Close' }).click();
    await gridRow(incoming, number).getByText('Received', { exact: true }).waitFor(); // the list refetched
    assert.equal((await rowValues(gridRow(incoming, number))).Status, 'Received');
    assert.equal(await stockShown(page, oil.id, 'Mombasa'), '10');
    assert.equal(await stockShown(page, oil.id, 'Nairobi'), '40');
    assert.equal(await stockShown(page, sugar.id, 'Mombasa'), '3');
    assert.equal(await stockShown(page, sugar.id, 'Nairobi'), '15');
    await expectAccessible(page, 'product page after the transfer');
    await context.close();
  });

  it('edits a Pending purchase order; a canceled one leaves the list but shows under its status', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Bidhaa Bora Ltd' });
    const supplier = await createSupplier(spec.server.url, owner, { name: 'Kisumu Millers Ltd' });
    const flour = await createProduct(spec.server.url, owner, {
      sku: 'FLOUR-2',
      name: 'Wheat flour 2 kg',
      sellingPrice: 200,
      costPrice: 150,
    });
    const line = { itemId: flour.id, qty: 10, unitPrice: 150, taxCategory: 'B' as const };
    const kept = await createPurchaseOrder(spec.server.url, owner, {
      supplierId: supplier.id,
      items: [line],
    });
    const dropped = await createPurchaseOrder(spec.server.url, owner, {
      supplierId: supplier.id,
      items: [{ ...line, qty: 3 }],
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, `/dashboard/purchase-orders/${kept.id}`);
    await page.getByRole('heading', { level: 1, name: kept.purchaseId }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${kept.purchaseId}` });
    const item = edit.getByRole('group', { name: 'Item 1' });
    assert.equal(await item.getByLabel('Quantity').inputValue(), '10');
    await item.getByLabel('Quantity').fill('12');
    await lookAtBothWidths(page, 'everyday-purchase-order-edit', () => item.waitFor());
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, `${kept.purchaseId} saved`);
    await edit.waitFor({ state: 'detached' });
    const items = page.getByRole('table', { name: `Items of ${kept.purchaseId}` });
    await items.getByText('12', { exact: true }).first().waitFor();
    const saved = await callEntry(spec.server.url, owner.token, purchaseOrdersApi.get, {
      params: { id: kept.id },
    });
    assert.deepEqual([saved.status, saved.items.map((i) => i.qty), saved.subtotal], ['Pending', [12], 1800]);

    await page.goto(`/dashboard/purchase-orders/${dropped.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel ${dropped.purchaseId}?` });
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await toast(page, `${dropped.purchaseId} canceled`);
    await page.goto('/dashboard/purchase-orders');
    const list = page.getByRole('grid', { name: 'Purchase orders' });
    await gridRow(list, kept.purchaseId).waitFor();
    assert.equal(
      await gridRow(list, dropped.purchaseId).count(),
      0,
      'a canceled order is not listed by default',
    );
    await lookAtBothWidths(page, 'everyday-purchase-orders', () => gridRow(list, kept.purchaseId).waitFor());
    await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'Canceled');
    await gridRow(list, dropped.purchaseId).waitFor();
    assert.equal((await rowValues(gridRow(list, dropped.purchaseId))).Status, 'Canceled');
    assert.equal(await gridRow(list, kept.purchaseId).count(), 0);
    await context.close();
  });

  it('clones an invoice into a new draft and deletes that draft behind a confirmation', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Nakuru Supplies Ltd' });
    const customer = await createCustomer(spec.server.url, owner, { name: 'Kilimani Grocers' });
    const rice = await createProduct(spec.server.url, owner, {
      sku: 'RICE-2',
      name: 'Pishori rice 2 kg',
      sellingPrice: 400,
      openingStock: 20,
    });
    const original = await callEntry(spec.server.url, owner.token, invoicesApi.create, {
      body: {
        customerId: customer.id,
        status: 'Draft',
        lines: [
          { productId: rice.id, description: 'Pishori rice 2 kg', qty: 3, unitPrice: 400, taxCategory: 'B' },
        ],
      },
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, `/dashboard/invoices/${original.id}`);
    await page.getByRole('heading', { level: 1, name: original.invoiceNumber }).waitFor();
    await lookAtBothWidths(page, 'everyday-invoice-draft', () =>
      page.getByRole('button', { name: 'Clone' }).waitFor(),
    );
    await page.getByRole('button', { name: 'Clone' }).click();
    const copiedToast = await toastText(page, /created as a copy/);
    await page.waitForURL(
      (url) => url.pathname.startsWith('/dashboard/invoices/') && !url.pathname.endsWith(original.id),
    );
    const copyId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const copy = await callEntry(spec.server.url, owner.token, invoicesApi.get, { params: { id: copyId } });
    assert.equal(copiedToast, `${copy.invoiceNumber} created as a copy`);
    assert.notEqual(copy.invoiceNumber, original.invoiceNumber);
    assert.equal(copy.status, 'Draft');
    assert.deepEqual(
      copy.lines.map((l) => [l.productId, l.qty, l.unitPrice]),
      original.lines.map((l) => [l.productId, l.qty, l.unitPrice]),
    );
    await page.getByRole('heading', { level: 1, name: copy.invoiceNumber }).waitFor();

    // delete asks first: cancelling keeps the draft, confirming removes it and goes back to the list
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${copy.invoiceNumber}?` });
    await confirm.getByText('The draft is removed for good').waitFor();
    await lookAtBothWidths(page, 'everyday-invoice-delete-confirm', () => confirm.waitFor());
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal(
      (await callEntryResult(spec.server.url, owner.token, invoicesApi.get, { params: { id: copyId } }))
        .status,
      200,
    );
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, `${copy.invoiceNumber} deleted`);
    await page.waitForURL((url) => url.pathname === '/dashboard/invoices');
    const list = page.getByRole('grid', { name: 'Invoices' });
    await gridRow(list, original.invoiceNumber).waitFor();
    assert.equal(await gridRow(list, copy.invoiceNumber).count(), 0);
    assert.equal(
      (await callEntryResult(spec.server.url, owner.token, invoicesApi.get, { params: { id: copyId } }))
        .status,
      404,
    );
    await context.close();
  });
});
