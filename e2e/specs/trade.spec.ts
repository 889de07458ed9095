import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  billsApi,
  ledgerApi,
  purchaseOrdersApi,
  type SupplierOption,
  suppliersApi,
  urlOf,
} from '@tawi/contracts';
import { formatDate, todayIn } from '@tawi/domain';
import type { Locator, Page } from 'playwright-core';
import { callEntry, callEntryResult } from '../support/api-client';
import { dateField, dateValue } from '../support/dates';
import { shot, toast } from '../support/documents';
import {
  createBankAccount,
  createCompany,
  createProduct,
  createPurchaseOrder,
  createSupplier,
  createUser,
  type Owner,
} from '../support/factories';
import { choose, fieldError, gridRow, hasValue, pickOption, rowValues, tableCells } from '../support/mui';
import type { RunningServer } from '../support/server';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, newPage, PHONE } from '../support/ui';

/** A toast (role="status"); an open dialog hides the toaster from the accessibility tree, so hidden ones count. */
/**
 * The same page at phone width, then back to the desk. The page is reloaded at the new width (grids
 * size their columns once), unless a dialog is open (`reload: false`).
 */
async function phoneShot(page: Page, name: string, ready: () => Promise<void>, reload = true): Promise<void> {
  await page.setViewportSize(PHONE);
  if (reload) await page.reload();
  await ready();
  await shot(page, name);
  await page.setViewportSize(DESKTOP);
  if (reload) await page.reload();
}

/** The value of a fact (a <dd>) by its label (the <dt>) in a details card. */
function fact(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
}

/** A download link answers with a PDF for the signed-in user (the page's session cookie). */
async function expectPdf(page: Page, href: string | null): Promise<void> {
  assert.ok(href);
  const res = await page.request.get(href);
  assert.equal(res.status(), 200, href);
  assert.equal(res.headers()['content-type'], 'application/pdf');
  assert.equal((await res.body()).subarray(0, 5).toString('latin1'), '%PDF-');
}

/** The Details card of a detail page, with its status chip. */
const details = (page: Page) => page.getByRole('region', { name: 'Details' });

async function waitForStatus(page: Page, status: string): Promise<void> {
  await details(page).getByText(status, { exact: true }).waitFor();
}

/** Fills one line of the new-order dialog: the product by SKU, the quantity, and the tax when given. */
async function fillOrderLine(page: Page, dialog: Locator, n: number, sku: string, qty: number, tax?: string) {
  const line = dialog.getByRole('group', { name: `Item ${n}` });
  await choose(
    page,
    line.getByRole('combobox', { name: 'Product' }),
    sku.slice(0, 4),
    new RegExp(`^${sku} `),
  );
  await line.getByLabel('Quantity').fill(String(qty));
  if (tax) await pickOption(page, line.getByRole('combobox', { name: 'Tax' }), tax);
  return line;
}

async function totalsText(scope: Locator): Promise<string> {
  return (await scope.locator('[aria-label="Totals"]').innerText()).replace(/\s+/g, ' ').trim();
}

/** Opens the receive dialog of the order on screen and receives these quantities (by product name). */
async function receive(page: Page, note: string, quantities: Record<string, number>, done: string) {
  await page.getByRole('button', { name: 'Receive goods' }).click();
  const dialog = page.getByRole('dialog', { name: /^Receive LPO-/ });
  await dialog.getByLabel('Delivery note number').fill(note);
  await dialog.getByLabel("Supplier's invoice no.").fill(`SI-${note}`);
  for (const [name, qty] of Object.entries(quantities)) {
    await dialog.getByRole('group', { name }).getByLabel('Receiving now').fill(String(qty));
  }
  await dialog.getByRole('button', { name: 'Receive goods' }).click();
  await toast(page, done);
  await dialog.waitFor({ state: 'detached' });
}

/** [remaining] per product row of the order's items table. */
async function remaining(page: Page, purchaseId: string): Promise<string[][]> {
  const cells = await tableCells(page.getByRole('table', { name: `Items of ${purchaseId}` }));
  return cells.slice(1).map((row) => [row[0] ?? '', row[3] ?? '']);
}

async function supplierByName(server: RunningServer, owner: Owner, name: string): Promise<SupplierOption> {
  const query = { search: name };
  const { items } = await callEntry(server.url, owner.token, suppliersApi.list, { query });
  const found = items.find((s) => s.name === name);
  assert.ok(found, `supplier ${name} exists`);
  return found;
}

describe('trade', () => {
  const spec = useServerAndBrowser();

  it('orders, receives part, pays part, receives the rest, and the statement runs the balance', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    await createProduct(spec.server.url, owner, {
      sku: 'FLOUR-2',
      name: 'Wheat flour 2 kg',
      sellingPrice: 220,
      costPrice: 150,
    });
    await createProduct(spec.server.url, owner, {
      sku: 'OIL-1',
      name: 'Cooking oil 1 l',
      sellingPrice: 400,
      costPrice: 310.5,
    });
    await createBankAccount(spec.server.url, owner, { name: 'KCB Current', openingBalance: 500000 });
    const today = todayIn();
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/suppliers');
    const suppliers = page.getByRole('grid', { name: 'Suppliers' });
    await suppliers.getByText('No suppliers yet').waitFor();

    // a supplier through the form: the contract's phone and KRA PIN rules speak first
    await page.getByRole('button', { name: 'Add supplier' }).click();
    const add = page.getByRole('dialog', { name: 'Add a supplier' });
    await add.getByLabel('Name').fill('Mombasa Millers Ltd');
    await add.getByLabel('Phone').fill('12345');
    await add.getByLabel('KRA PIN').fill('P123');
    await add.getByRole('button', { name: 'Add supplier' }).click();
    assert.match(await fieldError(page, add.getByLabel('Phone')), /Kenyan number/);
    assert.match(await fieldError(page, add.getByLabel('KRA PIN')), /^KRA PIN must look like P051234567X/);
    await shot(page, 'w1280-supplier-dialog-errors');
    await add.getByLabel('Contact person').fill('Ali Hassan');
    await add.getByLabel('Phone').fill('0712 345 678');
    await add.getByLabel('KRA PIN').fill('p051234567x');
    await add.getByRole('button', { name: 'Add supplier' }).click();
    await toast(page, 'Mombasa Millers Ltd added');
    await add.waitFor({ state: 'detached' });
    const millers = await supplierByName(spec.server, owner, 'Mombasa Millers Ltd');
    assert.deepEqual(
      [millers.phone, millers.kraPin, millers.paymentTerms, millers.balance],
      ['+254712345678', 'P051234567X', 'net_30', 0],
    );
    const row = gridRow(suppliers, 'Mombasa Millers Ltd');
    assert.deepEqual(await rowValues(row), {
      Name: 'Mombasa Millers Ltd',
      Phone: '+254712345678',
      'KRA PIN': 'P051234567X',
      Terms: 'Net 30',
      Balance: 'KES 0.00',
      Status: 'Active',
      Actions: '',
    });
    await shot(page, 'w1280-suppliers');
    await phoneShot(page, 'w375-suppliers', () => row.waitFor());

    // an order of two products: the price and tax come from the product, totals with VAT as typed
    await page.goto('/dashboard/purchase-orders');
    await page.getByRole('grid', { name: 'Purchase orders' }).getByText('No purchase orders yet').waitFor();
    await page.getByRole('button', { name: 'New order' }).click();
    const order = page.getByRole('dialog', { name: 'New purchase order' });
    await order.getByRole('button', { name: 'Create order' }).click();
    assert.equal(
      await fieldError(page, order.getByRole('combobox', { name: 'Supplier' })),
      'Choose a supplier',
    );
    await choose(page, order.getByRole('combobox', { name: 'Supplier' }), 'Momb', 'Mombasa Millers Ltd');
    const flourLine = await fillOrderLine(page, order, 1, 'FLOUR-2', 100);
    assert.equal(await flourLine.getByLabel('Unit price').inputValue(), '150');
    await order.getByRole('button', { name: 'Add item' }).click();
    const oilLine = await fillOrderLine(page, order, 2, 'OIL-1', 40, 'E - 8% VAT');
    assert.equal(await oilLine.getByLabel('Unit price').inputValue(), '310.5');
    // 100 x 150 = 15,000 + 16% 2,400; 40 x 310.50 = 12,420 + 8% 993.60
    assert.equal(await totalsText(order), 'Subtotal KES 27,420.00 VAT KES 3,393.60 Total KES 30,813.60');
    await shot(page, 'w1280-purchase-order-dialog');
    await phoneShot(page, 'w375-purchase-order-dialog', () => oilLine.waitFor(), false);
    await order.getByRole('button', { name: 'Create order' }).click();
    await toast(page, 'LPO-0001 created');
    await page.waitForURL(/\/dashboard\/purchase-orders\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'LPO-0001' }).waitFor();
    await waitForStatus(page, 'Pending');
    assert.deepEqual(await remaining(page, 'LPO-0001'), [
      ['FLOUR-2 · Wheat flour 2 kg', '100'],
      ['OIL-1 · Cooking oil 1 l', '40'],
    ]);
    const orderPdf = await page.getByRole('link', { name: 'PDF' }).getAttribute('href');
    assert.match(orderPdf ?? '', /^\/api\/purchase-orders\/[0-9a-f-]{36}\/pdf$/);
    await expectPdf(page, orderPdf);

    // receive part: more than is left is refused in the dialog; then 60 flour and 10 oil arrive
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const rcv = page.getByRole('dialog', { name: 'Receive LPO-0001' });
    const oilNow = rcv.getByRole('group', { name: 'Cooking oil 1 l' }).getByLabel('Receiving now');
    assert.equal(await oilNow.inputValue(), '40', 'each line starts with what is left');
    await rcv.getByLabel('Delivery note number').fill('DN-5501');
    await rcv.getByLabel("Supplier's invoice no.").fill('SI-5501');
    await oilNow.fill('41');
    await rcv.getByRole('button', { name: 'Receive goods' }).click();
    assert.equal(await fieldError(page, oilNow), 'Only 40 left to receive');
    await shot(page, 'w1280-receive-dialog');
    await rcv.getByRole('button', { name: 'Cancel' }).click();
    await receive(
      page,
      'DN-5501',
      { 'Wheat flour 2 kg': 60, 'Cooking oil 1 l': 10 },
      'GRN-0001 received; BILL-0001 raised',
    );
    await waitForStatus(page, 'Partly received');
    assert.deepEqual(await remaining(page, 'LPO-0001'), [
      ['FLOUR-2 · Wheat flour 2 kg', '40'],
      ['OIL-1 · Cooking oil 1 l', '30'],
    ]);
    const receipts = page.getByRole('table', { name: 'Receipts of LPO-0001' });
    await receipts.getByText('GRN-0001').waitFor();
    assert.deepEqual((await tableCells(receipts)).slice(1), [
      [
        'GRN-0001',
        'DN-5501',
        `SI-DN-5501 of ${formatDate(today)}`,
        formatDate(today),
        'KES 12,105.00',
        'BILL-0001',
      ],
    ]);
    await shot(page, 'w1280-purchase-order-partly-received');
    await phoneShot(page, 'w375-purchase-order', () => receipts.waitFor());

    // the overview counts it among the orders with goods to come, and opens it
    const orderUrl = page.url();
    await page.goto('/dashboard/trade');
    const partly = page.getByRole('link', { name: /^Partly received/ });
    await partly.waitFor();
    assert.equal(await partly.getAttribute('aria-label'), 'Partly received: 1, 1 order with goods to come');
    const awaiting = page.getByRole('list', { name: 'Orders awaiting goods' });
    await awaiting.getByRole('link', { name: /^LPO-0001 · Mombasa Millers Ltd/ }).click();
    await page.waitForURL(orderUrl);

    // the bill it raised: 9,000 + 16% and 3,105 + 8%, due in 30 days, Unpaid
    await receipts.getByRole('link', { name: 'BILL-0001' }).click();
    await page.getByRole('heading', { level: 1, name: 'BILL-0001' }).waitFor();
    await waitForStatus(page, 'Unpaid');
    assert.equal(await fact(page, 'Total').innerText(), 'KES 13,793.40');
    assert.equal(await fact(page, 'Purchase order').innerText(), 'LPO-0001');
    const lines = await tableCells(page.getByRole('table', { name: 'Lines of BILL-0001' }));
    assert.deepEqual(lines.at(-1), ['Total', '', 'KES 12,105.00', 'KES 1,688.40', 'KES 13,793.40']);

    // pay part of it by M-Pesa: the code is checked, the allocations must add up to the amount
    await page.getByRole('button', { name: 'Record payment' }).click();
    const pay = page.getByRole('dialog', { name: 'New payment' });
    const allocation = pay.getByLabel('Amount for BILL-0001');
    await hasValue(allocation, '13793.4'); // the bill starts paid in full
    await hasValue(pay.getByRole('spinbutton', { name: 'Amount', exact: true }), '13793.4');
    await pay.getByRole('spinbutton', { name: 'Amount', exact: true }).fill('5000');
    await allocation.fill('4000');
    await pickOption(page, pay.getByRole('combobox', { name: 'Method' }), 'M-Pesa');
    await pay.getByLabel('M-Pesa code').fill('abc');
    await pickOption(page, pay.getByRole('combobox', { name: 'Paid from' }), 'KCB Current · KES 500,000.00');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    assert.match(
      await fieldError(page, pay.getByLabel('M-Pesa code')),
      /M-Pesa code is 10 letters and digits/,
    );
    await pay.getByLabel('M-Pesa code').fill('QGH7K2L9XM');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await pay.getByText('The allocations must add up to the amount').waitFor();
    await allocation.fill('5000');
    await pay.getByText('Allocated KES 5,000.00 of KES 5,000.00').waitFor();
    await shot(page, 'w1280-payment-dialog');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await toast(page, 'PAY-0001 recorded');
    await pay.waitFor({ state: 'detached' });
    await waitForStatus(page, 'Partly paid');
    assert.equal(await fact(page, 'Paid').innerText(), 'KES 5,000.00');
    assert.equal(await fact(page, 'Outstanding').innerText(), 'KES 8,793.40');
    const paid = await tableCells(page.getByRole('table', { name: 'Payments of BILL-0001' }));
    assert.deepEqual(paid.slice(1), [['PAY-0001', formatDate(today), 'KES 5,000.00', 'Completed']]);
    await shot(page, 'w1280-bill-detail');
    await phoneShot(page, 'w375-bill-detail', () => waitForStatus(page, 'Partly paid'));

    // the supplier's balance comes from the books
    await page.getByRole('link', { name: 'Mombasa Millers Ltd' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mombasa Millers Ltd' }).waitFor();
    assert.equal(await fact(page, 'Balance owed').innerText(), 'KES 8,793.40');
    const billsTab = page.getByRole('grid', { name: 'Bills of Mombasa Millers Ltd' });
    await gridRow(billsTab, 'BILL-0001').waitFor();
    assert.equal((await rowValues(gridRow(billsTab, 'BILL-0001'))).Status, 'Partly paid');

    // the rest arrives: Received, and a second bill for 6,000 + 16% and 9,315 + 8%
    await page.goto('/dashboard/purchase-orders?status=Partially+Received');
    const orders = page.getByRole('grid', { name: 'Purchase orders' });
    await gridRow(orders, 'LPO-0001').getByRole('link', { name: 'LPO-0001' }).click();
    await waitForStatus(page, 'Partly received');
    await receive(page, 'DN-5502', {}, 'GRN-0002 received; BILL-0002 raised');
    await waitForStatus(page, 'Received');
    assert.deepEqual(await remaining(page, 'LPO-0001'), [
      ['FLOUR-2 · Wheat flour 2 kg', '0'],
      ['OIL-1 · Cooking oil 1 l', '0'],
    ]);
    assert.equal(await page.getByRole('button', { name: 'Receive goods' }).count(), 0);
    await receipts.getByText('GRN-0002').waitFor();
    assert.deepEqual((await tableCells(receipts)).at(-1), [
      'GRN-0002',
      'DN-5502',
      `SI-DN-5502 of ${formatDate(today)}`,
      formatDate(today),
      'KES 15,315.00',
      'BILL-0002',
    ]);
    const { items: bills } = await callEntry(spec.server.url, owner.token, billsApi.list);
    assert.deepEqual(bills.map((b) => [b.billId, b.status, b.totalAmount, b.paidAmount]).sort(), [
      ['BILL-0001', 'PaidPartially', 13793.4, 5000],
      ['BILL-0002', 'Unpaid', 17020.2, 0],
    ]);

    // the bills list in the spec's colours
    await page.goto('/dashboard/bills');
    const billGrid = page.getByRole('grid', { name: 'Bills' });
    await gridRow(billGrid, 'BILL-0002').waitFor();
    const chip = (bill: string, status: string) =>
      gridRow(billGrid, bill).locator('.MuiChip-root').filter({ hasText: status });
    assert.match((await chip('BILL-0001', 'Partly paid').getAttribute('class')) ?? '', /colorWarning/);
    assert.match((await chip('BILL-0002', 'Unpaid').getAttribute('class')) ?? '', /colorError/);
    await shot(page, 'w1280-bills');
    await phoneShot(page, 'w375-bills', () => gridRow(billGrid, 'BILL-0002').waitFor());

    // the statement: opening 0, bill, payment, bill, with the balance running down the last column
    await page.goto(`/dashboard/suppliers/${millers.id}?tab=statement`);
    const statement = page.getByRole('table', { name: 'Statement of Mombasa Millers Ltd' });
    await statement.getByRole('cell', { name: 'BILL-0002', exact: true }).waitFor();
    const from = await statementFrom(page);
    const day = formatDate(today);
    // date, number, type, debit, credit, balance (left out: the description, and the phone's signed amount)
    const rows = (await tableCells(statement)).map((c) => [c[0], c[1], c[2], c[4], c[5], c[7]]);
    assert.deepEqual(rows, [
      ['Date', 'Number', 'Type', 'Debit', 'Credit', 'Balance'],
      [formatDate(from), 'Opening balance', '', '', '', 'KES 0.00'],
      [day, 'BILL-0001', 'Bill', '', 'KES 13,793.40', 'KES 13,793.40'],
      [day, 'PAY-0001', 'Payment', 'KES 5,000.00', '', 'KES 8,793.40'],
      [day, 'BILL-0002', 'Bill', '', 'KES 17,020.20', 'KES 25,813.60'],
      [day, 'Closing balance', '', '', '', 'KES 25,813.60'],
    ]);
    assert.equal(await fact(page, 'Balance owed').innerText(), 'KES 25,813.60');
    const pdf = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    assert.equal(
      pdf,
      urlOf(suppliersApi.statementPdf, { params: { id: millers.id }, query: { from, to: today } }),
    );
    await expectPdf(page, pdf);
    await shot(page, 'w1280-supplier-statement');
    await phoneShot(page, 'w375-supplier-statement', () => statement.waitFor());

    // the overview adds it up and links into the lists
    await page.goto('/dashboard/trade');
    const due = page.getByRole('link', { name: /^Due in 30 days/ });
    await due.waitFor();
    assert.equal(await due.getAttribute('aria-label'), 'Due in 30 days: KES 25,813.60, 2 bills');
    assert.equal(
      await page.getByRole('link', { name: /^Overdue/ }).getAttribute('aria-label'),
      'Overdue: KES 0.00, 0 bills',
    );
    assert.equal(
      await page.getByRole('link', { name: /^Partly received/ }).getAttribute('aria-label'),
      'Partly received: 0, 0 orders with goods to come',
    );
    await page
      .getByRole('list', { name: 'Recent payments' })
      .getByText('PAY-0001 · Mombasa Millers Ltd')
      .waitFor();
    await shot(page, 'w1280-trade-overview');
    await phoneShot(page, 'w375-trade-overview', () => due.waitFor());
    await due.click();
    await page.waitForURL(/\/dashboard\/bills\?dueFrom=.+&dueTo=.+/);
    await gridRow(billGrid, 'BILL-0002').waitFor();
    await context.close();
  });

  it("refuses to receive more than was ordered: in the dialog, and with the server's 'Incoming exceeds ordered'", async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Mombasa' });
    const supplier = await createSupplier(spec.server.url, owner, { name: 'Pwani Oil Ltd' });
    const oil = await createProduct<{ id: string }>(spec.server.url, owner, {
      sku: 'OIL-5',
      name: 'Cooking oil 5 l',
      sellingPrice: 1500,
      costPrice: 1100,
    });
    const lpo = await createPurchaseOrder(spec.server.url, owner, {
      supplierId: supplier.id,
      items: [{ itemId: oil.id, qty: 10, unitPrice: 1100, taxCategory: 'B' }],
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, `/dashboard/purchase-orders/${lpo.id}`);
    await waitForStatus(page, 'Pending');
    await page.getByRole('button', { name: 'Receive goods' }).click();
    const rcv = page.getByRole('dialog', { name: 'Receive LPO-0001' });
    const now = rcv.getByRole('group', { name: 'Cooking oil 5 l' }).getByLabel('Receiving now');
    await rcv.getByLabel('Delivery note number').fill('DN-77');
    await rcv.getByLabel("Supplier's invoice no.").fill('SI-77');
    await now.fill('11');
    await rcv.getByRole('button', { name: 'Receive goods' }).click();
    assert.equal(await fieldError(page, now), 'Only 10 left to receive');

    // meanwhile 4 arrive on another screen: the 10 this dialog still offers are now too many
    // callEntry throws unless the answer is the entry's 201
    await callEntry(spec.server.url, owner.token, purchaseOrdersApi.receive, {
      params: { id: lpo.id },
      body: { deliveryNoteNumber: 'DN-76', items: [{ itemId: 'OIL-5', qty: 4 }] },
    });
    await now.fill('10');
    await rcv.getByRole('button', { name: 'Receive goods' }).click();
    await rcv.getByRole('alert').filter({ hasText: 'Incoming exceeds ordered' }).waitFor();
    await rcv.getByText('Goods were received on this order since this window opened').waitFor();
    await shot(page, 'w1280-receive-exceeds-ordered');
    await rcv.getByRole('button', { name: 'Cancel' }).click();

    // and straight through the API: refused with the spec's words, nothing changes
    const tooMany = { deliveryNoteNumber: 'DN-78', items: [{ itemId: oil.id, qty: 6.5 }] };
    const refused = await callEntryResult(spec.server.url, owner.token, purchaseOrdersApi.receive, {
      params: { id: lpo.purchaseId },
      body: tooMany,
    });
    assert.equal(refused.status, 422);
    assert.equal(refused.error?.code, 'incoming-exceeds-ordered');
    assert.equal(refused.error?.message, 'Incoming exceeds ordered');
    const after = await callEntry(spec.server.url, owner.token, purchaseOrdersApi.get, {
      params: { id: lpo.id },
    });
    assert.deepEqual([after.status, after.items[0]?.receivedQty], ['Partially Received', 4]);
    const { total } = await callEntry(spec.server.url, owner.token, billsApi.list);
    assert.equal(total, 1, 'only the receipt that fitted raised a bill');
    await page.reload();
    await waitForStatus(page, 'Partly received');
    assert.deepEqual(await remaining(page, 'LPO-0001'), [['OIL-5 · Cooking oil 5 l', '6']]);

    // a viewer reads trade but is offered none of its actions
    const viewer = await createUser(spec.server.url, owner, { role: 'viewer' });
    const { context: viewing, page: viewerPage } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(viewerPage, viewer.email, viewer.password, `/dashboard/purchase-orders/${lpo.id}`);
    await waitForStatus(viewerPage, 'Partly received');
    assert.equal(await viewerPage.getByRole('button', { name: 'Receive goods' }).count(), 0);
    await viewerPage.goto('/dashboard/suppliers');
    await gridRow(viewerPage.getByRole('grid', { name: 'Suppliers' }), 'Pwani Oil Ltd').waitFor();
    assert.equal(await viewerPage.getByRole('button', { name: 'Add supplier' }).count(), 0);
    await viewing.close();
    await context.close();
  });

  it('adds an expense bill with VAT, voids it, then refunds and voids payments', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Kisumu' });
    const supplier = await createSupplier(spec.server.url, owner, {
      name: 'Safaricom PLC',
      paymentTerms: 'due_on_receipt',
    });
    await createBankAccount(spec.server.url, owner, { name: 'Till', kind: 'cash', openingBalance: 100000 });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/bills');
    await page.getByRole('grid', { name: 'Bills' }).getByText('No bills yet').waitFor();

    // internet at 5,800 including VAT on the telephone and internet account
    await page.getByRole('button', { name: 'New bill' }).click();
    const dialog = page.getByRole('dialog', { name: 'New bill' });
    await choose(page, dialog.getByRole('combobox', { name: 'Supplier' }), 'Safa', 'Safaricom PLC');
    await dialog.getByLabel("Supplier's invoice no.").fill('SAF-1029');
    const line = dialog.getByRole('group', { name: 'Line 1' });
    await line.getByLabel('Description').fill('Fibre internet November');
    await choose(
      page,
      line.getByRole('combobox', { name: 'Expense account' }),
      'Internet',
      /Telephone and Internet/,
    );
    await line.getByLabel('Unit price').fill('5800');
    await line.getByLabel('Incl. VAT').check();
    assert.equal(await totalsText(dialog), 'Subtotal KES 5,000.00 VAT KES 800.00 Total KES 5,800.00');
    await shot(page, 'w1280-bill-dialog');
    await phoneShot(page, 'w375-bill-dialog', () => line.waitFor(), false);
    await dialog.getByRole('button', { name: 'Create bill' }).click();
    await toast(page, 'BILL-0001 created');
    await page.getByRole('heading', { level: 1, name: 'BILL-0001' }).waitFor();
    await waitForStatus(page, 'Unpaid');
    const lines = await tableCells(page.getByRole('table', { name: 'Lines of BILL-0001' }));
    assert.deepEqual(lines[1], [
      'Fibre internet November',
      '1',
      'KES 5,800.00',
      'B',
      'KES 5,000.00',
      'KES 800.00',
      'KES 5,800.00',
    ]);

    // void it (nothing paid on it): asked first, then Void in the spec's secondary colour
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Void BILL-0001?' });
    await confirm.getByRole('button', { name: 'Void bill' }).click();
    await toast(page, 'BILL-0001 voided');
    await waitForStatus(page, 'Void');
    assert.match(
      (await details(page).locator('.MuiChip-root').getAttribute('class')) ?? '',
      /colorSecondary/,
    );
    assert.equal((await supplierByName(spec.server, owner, 'Safaricom PLC')).balance, 0);

    // two more bills through the API, each paid from the payments page; one refunded, one voided
    const account = await callEntry(spec.server.url, owner.token, ledgerApi.listAccounts, {
      query: { type: 'expense', limit: 250 },
    });
    const rent = account.items.find((a) => a.code === '6100');
    assert.ok(rent);
    for (const price of [1000, 2000]) {
      await callEntry(spec.server.url, owner.token, billsApi.create, {
        body: {
          supplierId: supplier.id,
          lines: [
            { description: `Airtime ${price}`, accountId: rent.id, unitPrice: price, taxCategory: 'A' },
          ],
        },
      });
    }
    await page.goto('/dashboard/payments');
    await page.getByRole('grid', { name: 'Payments' }).getByText('No payments yet').waitFor();
    await page.getByRole('button', { name: 'New payment' }).click();
    const pay = page.getByRole('dialog', { name: 'New payment' });
    await choose(page, pay.getByRole('combobox', { name: 'Supplier' }), 'Safa', 'Safaricom PLC');
    await pay.getByLabel('Amount for BILL-0003').waitFor();
    assert.equal(await pay.getByLabel('Amount for BILL-0001').count(), 0, 'a void bill is not offered');
    await pay.getByRole('spinbutton', { name: 'Amount', exact: true }).fill('2500');
    await pay.getByRole('button', { name: 'Allocate oldest first' }).click();
    assert.equal(await pay.getByLabel('Amount for BILL-0002').inputValue(), '1000');
    assert.equal(await pay.getByLabel('Amount for BILL-0003').inputValue(), '1500');
    await pickOption(page, pay.getByRole('combobox', { name: 'Method' }), 'Cash');
    await pickOption(page, pay.getByRole('combobox', { name: 'Paid from' }), 'Till · KES 100,000.00');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await toast(page, 'PAY-0001 recorded');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'New payment' }).click();
    await choose(page, pay.getByRole('combobox', { name: 'Supplier' }), 'Safa', 'Safaricom PLC');
    // the open bills as they are after PAY-0001 (BILL-0002 is paid): filling the cached list is lost on refetch
    await pay.getByLabel('Amount for BILL-0003').waitFor();
    await pay.getByLabel('Amount for BILL-0002').waitFor({ state: 'detached' });
    await pay.getByLabel('Amount for BILL-0003').fill('500');
    await pay.getByRole('spinbutton', { name: 'Amount', exact: true }).fill('500');
    await pickOption(page, pay.getByRole('combobox', { name: 'Paid from' }), 'Till · KES 97,500.00');
    await shot(page, 'w375-payment-dialog');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await toast(page, 'PAY-0002 recorded');
    await page.setViewportSize(DESKTOP);
    const grid = page.getByRole('grid', { name: 'Payments' });
    await gridRow(grid, 'PAY-0002').waitFor();
    assert.equal((await supplierByName(spec.server, owner, 'Safaricom PLC')).balance, 0);

    await gridRow(grid, 'PAY-0001').getByRole('button', { name: 'Refund PAY-0001' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund PAY-0001' });
    await refund.getByLabel('Amount refunded').fill('300');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await toast(page, 'PAY-0001 refunded');
    await gridRow(grid, 'PAY-0001').getByText('Refunded').waitFor();

    await gridRow(grid, 'PAY-0002').getByRole('gridcell').first().click();
    const view = page.getByRole('dialog', { name: /^PAY-0002/ });
    // keep the transfer confirmation with the payment, then download it back
    const attachments = view.getByRole('region', { name: 'Attachments' });
    await attachments.getByText('No files kept with this payment.').waitFor();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await attachments
      .locator('input[type=file]')
      .setInputFiles({ name: 'transfer-confirmation.pdf', mimeType: 'application/pdf', buffer: pdf });
    await toast(page, 'transfer-confirmation.pdf attached');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      attachments.getByRole('link', { name: 'transfer-confirmation.pdf' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'transfer-confirmation.pdf');
    await view.getByRole('button', { name: 'Void', exact: true }).click();
    const voiding = page.getByRole('dialog', { name: 'Void PAY-0002' });
    await voiding.getByRole('button', { name: 'Void payment' }).click();
    assert.equal(await fieldError(page, voiding.getByLabel('Reason')), 'Give a reason');
    await voiding.getByLabel('Reason').fill('Paid twice');
    await voiding.getByRole('button', { name: 'Void payment' }).click();
    await toast(page, 'PAY-0002 voided');
    await gridRow(grid, 'PAY-0002').getByText('Voided').waitFor();
    assert.deepEqual(
      [
        (await rowValues(gridRow(grid, 'PAY-0001'))).Actions,
        (await rowValues(gridRow(grid, 'PAY-0002'))).Actions,
      ],
      ['', ''],
    );
    await shot(page, 'w1280-payments');
    // refunded 300 and voided 500 are owed again
    assert.equal((await supplierByName(spec.server, owner, 'Safaricom PLC')).balance, 800);
    await context.close();
  });
});

/** The statement's start date, as its From field shows it. */
async function statementFrom(page: Page): Promise<string> {
  return dateValue(dateField(page.getByRole('search', { name: 'Statement period' }), 'From'));
}
