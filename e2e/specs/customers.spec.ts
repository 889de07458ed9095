import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CustomerOption, customersApi } from '@tawi/contracts';
import { formatDate, todayIn } from '@tawi/domain';
import type { Locator, Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { shot, toast } from '../support/documents';
import {
  createBankAccount,
  createCompany,
  createCustomer,
  createProduct,
  type Owner,
} from '../support/factories';
import { fieldError, gridRow, hasValue, pickOption, rowValues, tableCells } from '../support/mui';
import type { RunningServer } from '../support/server';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, newPage, PHONE } from '../support/ui';

/** A toast (role="status"); an open dialog hides the toaster from the accessibility tree, so hidden ones count. */
/** The same page at phone width, then back to the desk (reloaded unless a dialog is open). */
async function phoneShot(page: Page, name: string, ready: () => Promise<void>, reload = true): Promise<void> {
  await page.setViewportSize(PHONE);
  if (reload) await page.reload();
  await ready();
  await shot(page, name);
  await page.setViewportSize(DESKTOP);
  if (reload) await page.reload();
}

/** The value of a fact (a <dd>) by its label (the <dt>). */
function fact(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
}

const details = (page: Page) => page.getByRole('region', { name: 'Details' });

async function waitForStatus(page: Page, status: string): Promise<void> {
  await details(page).getByText(status, { exact: true }).waitFor();
}

async function expectPdf(page: Page, href: string | null): Promise<void> {
  assert.ok(href);
  const res = await page.request.get(href);
  assert.equal(res.status(), 200, href);
  assert.equal(res.headers()['content-type'], 'application/pdf');
  assert.equal((await res.body()).subarray(0, 5).toString('latin1'), '%PDF-');
}

async function choose(page: Page, combobox: Locator, typed: string, option: string | RegExp): Promise<void> {
  await combobox.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function totalsText(scope: Locator): Promise<string> {
  return (await scope.locator('[aria-label="Totals"]').innerText()).replace(/\s+/g, ' ').trim();
}

async function customerByName(server: RunningServer, owner: Owner, name: string): Promise<CustomerOption> {
  const query = { search: name };
  const { items } = await callEntry(server.url, owner.token, customersApi.list, { query });
  const found = items.find((c) => c.name === name);
  assert.ok(found, `customer ${name} exists`);
  return found;
}

describe('customers', () => {
  const spec = useServerAndBrowser();

  it('adds a customer, invoices two lines, issues it, takes part payment and shows the statement', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    await createProduct(spec.server.url, owner, {
      sku: 'RICE-5',
      name: 'Pishori rice 5 kg',
      sellingPrice: 1200,
      costPrice: 900,
      openingStock: 20,
    });
    await createBankAccount(spec.server.url, owner, { name: 'Equity Current', openingBalance: 1000 });
    await createCustomer(spec.server.url, owner, { name: 'Baraka Traders' });
    const today = todayIn();
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/customers');
    const customers = page.getByRole('grid', { name: 'Customers' });
    await gridRow(customers, 'Baraka Traders').waitFor();

    // a customer through the form: the phone rule speaks first
    await page.getByRole('button', { name: 'Add customer' }).click();
    const add = page.getByRole('dialog', { name: 'Add a customer' });
    await add.getByLabel('Name').fill('Kilimani Grocers');
    await add.getByLabel('Phone').fill('12345');
    await add.getByRole('button', { name: 'Add customer' }).click();
    assert.match(await fieldError(page, add.getByLabel('Phone')), /Kenyan number/);
    await add.getByLabel('Phone').fill('0722 000 111');
    await add.getByLabel('KRA PIN').fill('p051234567x');
    await pickOption(page, add.getByRole('combobox', { name: 'Payment terms' }), 'Net 30');
    await add.getByRole('button', { name: 'Add customer' }).click();
    await toast(page, 'Kilimani Grocers added');
    await add.waitFor({ state: 'detached' });
    const kilimani = await customerByName(spec.server, owner, 'Kilimani Grocers');
    assert.deepEqual(
      [kilimani.phone, kilimani.kraPin, kilimani.balance],
      ['+254722000111', 'P051234567X', 0],
    );
    const row = gridRow(customers, 'Kilimani Grocers');
    const values = await rowValues(row);
    assert.equal(values.Balance, 'KES 0.00');
    assert.equal(values.Status, 'Active');
    await shot(page, 'w1280-customers');
    await phoneShot(page, 'w375-customers', () => row.waitFor());

    // the customer's page; a new invoice: a product line with a discount and a free-text service incl. VAT
    await row.getByRole('link', { name: 'Kilimani Grocers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kilimani Grocers' }).waitFor();
    await page.getByRole('button', { name: 'New invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    await hasValue(dialog.getByRole('combobox', { name: 'Customer' }), 'Kilimani Grocers');
    const line1 = dialog.getByRole('group', { name: 'Line 1' });
    await choose(page, line1.getByRole('combobox', { name: 'Product' }), 'RICE', /^RICE-5 /);
    assert.equal(await line1.getByLabel('Description').inputValue(), 'Pishori rice 5 kg');
    assert.equal(await line1.getByLabel('Unit price').inputValue(), '1200');
    await line1.getByLabel('Qty').fill('2');
    await line1.getByLabel('Discount').fill('100');
    await dialog.getByRole('button', { name: 'Add line' }).click();
    const line2 = dialog.getByRole('group', { name: 'Line 2' });
    await line2.getByLabel('Description').fill('Delivery to Kilimani');
    await line2.getByLabel('Unit price').fill('580');
    await line2.getByLabel('Incl. VAT').check();
    // 2 x 1,200 - 100 = 2,300 + 16% 368; 580 incl. VAT = 500 + 80
    assert.equal(
      (await line1.getByLabel('Line 1 total').innerText()).replace(/\s+/g, ' '),
      'KES 2,668.00 VAT KES 368.00',
    );
    assert.equal(
      (await line2.getByLabel('Line 2 total').innerText()).replace(/\s+/g, ' '),
      'KES 580.00 VAT KES 80.00',
    );
    assert.equal(await totalsText(dialog), 'Subtotal KES 2,800.00 VAT KES 448.00 Total KES 3,248.00');
    await shot(page, 'w1280-invoice-dialog');
    await phoneShot(page, 'w375-invoice-dialog', () => line2.waitFor(), false);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'INV-0001 saved as a draft');
    await page.waitForURL(/\/dashboard\/invoices\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'INV-0001' }).waitFor();
    await waitForStatus(page, 'Draft');

    // issue it after confirming: Unpaid, posted to what the customer owes
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue INV-0001?' });
    await confirm.getByRole('button', { name: 'Issue invoice' }).click();
    await toast(page, 'INV-0001 issued');
    await waitForStatus(page, 'Unpaid');
    assert.equal(await fact(page, 'Total').innerText(), 'KES 3,248.00');
    assert.equal(await fact(page, 'Buyer KRA PIN').innerText(), 'P051234567X');
    const lines = await tableCells(page.getByRole('table', { name: 'Lines of INV-0001' }));
    assert.deepEqual(lines.at(-1), ['Total', '', 'KES 2,800.00', 'KES 448.00', 'KES 3,248.00']);
    const tax = await tableCells(page.getByRole('table', { name: 'Totals per tax category' }));
    assert.deepEqual(tax.slice(1), [['B - 16% VAT', 'KES 2,800.00', 'KES 448.00']]);
    await expectPdf(page, await page.getByRole('link', { name: 'PDF' }).getAttribute('href'));

    // a receipt of 2,000 by M-Pesa: 1,500 to the invoice, 500 left as credit
    await page.getByRole('button', { name: 'Record receipt' }).click();
    const pay = page.getByRole('dialog', { name: 'New receipt' });
    const allocation = pay.getByLabel('Amount for INV-0001');
    await hasValue(allocation, '3248'); // the invoice starts paid in full
    await pay.getByRole('spinbutton', { name: 'Amount', exact: true }).fill('2000');
    // the whole invoice is more than was received: said at once
    await pay.getByText('KES 1,248.00 more allocated than received').waitFor();
    await allocation.fill('1500');
    await pay.getByText('KES 500.00 stays with the customer as credit').waitFor();
    await pay.getByLabel('M-Pesa code').fill('QGH7K2L9XM');
    await pickOption(page, pay.getByRole('combobox', { name: 'Paid into' }), 'Equity Current · KES 1,000.00');
    await shot(page, 'w1280-receipt-dialog');
    await pay.getByRole('button', { name: 'Record receipt' }).click();
    await toast(page, 'RCT-0001 recorded');
    await pay.waitFor({ state: 'detached' });
    await waitForStatus(page, 'Partly paid');
    assert.equal(await fact(page, 'Paid').innerText(), 'KES 1,500.00');
    assert.equal(await fact(page, 'Outstanding').innerText(), 'KES 1,748.00');
    // the payments are a query of their own, refetched beside the invoice
    await page.getByRole('table', { name: 'Payments on INV-0001' }).getByText('RCT-0001').waitFor();
    const paid = await tableCells(page.getByRole('table', { name: 'Payments on INV-0001' }));
    assert.deepEqual(paid.slice(1), [
      ['RCT-0001', formatDate(today), 'M-Pesa', 'QGH7K2L9XM', 'KES 1,500.00'],
    ]);
    await shot(page, 'w1280-invoice-detail');
    await phoneShot(page, 'w375-invoice-detail', () => waitForStatus(page, 'Partly paid'));

    // the customer owes 3,248 - 1,500 - 500 credit, from the books; the invoice shows Partly paid
    await details(page).getByRole('link', { name: 'Kilimani Grocers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kilimani Grocers' }).waitFor();
    assert.equal(await fact(page, 'Balance').innerText(), 'KES 1,248.00');
    const invoices = page.getByRole('grid', { name: 'Invoices of Kilimani Grocers' });
    await gridRow(invoices, 'INV-0001').waitFor();
    assert.equal((await rowValues(gridRow(invoices, 'INV-0001'))).Status, 'Partly paid');

    // the statement: the invoice, the receipt and the running balance; its PDF
    await page.getByRole('tab', { name: 'Statement' }).click();
    const statement = page.getByRole('table', { name: 'Statement of Kilimani Grocers' });
    await statement.waitFor();
    // the desk's columns (the fifth, Amount, is the phone's)
    const cells = (await tableCells(statement)).map((r) => r.filter((_, i) => i !== 4));
    assert.deepEqual(cells.slice(2), [
      [formatDate(today), 'Invoice INV-0001', 'KES 3,248.00', '', 'KES 3,248.00'],
      [formatDate(today), 'Receipt RCT-0001 from Kilimani Grocers', '', 'KES 1,500.00', 'KES 1,748.00'],
      [
        formatDate(today),
        'Credit from RCT-0001 · Receipt RCT-0001 from Kilimani Grocers',
        '',
        'KES 500.00',
        'KES 1,248.00',
      ],
      [formatDate(today), 'Closing balance', '', '', 'KES 1,248.00'],
    ]);
    await expectPdf(page, await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'));
    await shot(page, 'w1280-customer-statement');
    await phoneShot(page, 'w375-customer-statement', () => statement.waitFor());

    // the 500 held from the overpayment goes onto INV-0001: what they owe stays, the invoice owes less
    assert.equal(await fact(page, 'Credit held').innerText(), 'KES 500.00');
    await page.getByRole('button', { name: 'Apply credit' }).click();
    const applying = page.getByRole('dialog', { name: "Apply Kilimani Grocers's credit" });
    await applying.getByText('Kilimani Grocers holds KES 500.00 of credit').waitFor();
    await applying.getByRole('button', { name: 'Apply oldest first' }).click();
    await applying.getByText('All the credit is applied').waitFor();
    await shot(page, 'w1280-customer-apply-credit');
    await applying.getByRole('button', { name: 'Apply credit' }).click();
    await toast(page, 'Credit applied; KES 0.00 of credit left');
    await applying.waitFor({ state: 'detached' });
    await fact(page, 'Credit held').getByText('KES 0.00').waitFor();
    assert.equal(await fact(page, 'Balance').innerText(), 'KES 1,248.00');
    assert.equal(await page.getByRole('button', { name: 'Apply credit' }).count(), 0);
    await page.goto('/dashboard/invoices/INV-0001');
    await fact(page, 'Outstanding').getByText('KES 1,248.00').waitFor();
    assert.equal(await fact(page, 'Paid').innerText(), 'KES 2,000.00');
    await context.close();
  });

  it('quotes an estimate, marks it sent and converts it into an issued invoice', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Kisumu' });
    await createCustomer(spec.server.url, owner, { name: 'Lakeside Hotel' });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/estimates');
    const grid = page.getByRole('grid', { name: 'Estimates' });
    await grid.getByText('No estimates yet').waitFor();
    await page.getByRole('button', { name: 'New estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'New estimate' });
    await choose(page, dialog.getByRole('combobox', { name: 'Customer' }), 'Lake', 'Lakeside Hotel');
    const line = dialog.getByRole('group', { name: 'Line 1' });
    await line.getByLabel('Description').fill('Kitchen repairs');
    await line.getByLabel('Qty').fill('3');
    await line.getByLabel('Unit price').fill('1000');
    assert.equal(await totalsText(dialog), 'Subtotal KES 3,000.00 VAT KES 480.00 Total KES 3,480.00');
    await dialog.getByRole('button', { name: 'Create estimate' }).click();
    await toast(page, 'EST-0001 created');
    const row = gridRow(grid, 'EST-0001');
    await row.waitFor();
    assert.equal((await rowValues(row)).Status, 'Draft');
    await row.getByRole('button', { name: 'Mark sent EST-0001' }).click();
    await toast(page, 'EST-0001 sent');
    await row.getByText('Sent', { exact: true }).waitFor();
    await shot(page, 'w1280-estimates');
    await row.getByRole('button', { name: 'Convert EST-0001 to an invoice' }).click();
    await page
      .getByRole('dialog', { name: 'Convert EST-0001 to an invoice?' })
      .getByRole('button', { name: 'Create invoice' })
      .click();
    await toast(page, 'INV-0001 issued from EST-0001');
    await page.getByRole('heading', { level: 1, name: 'INV-0001' }).waitFor();
    await waitForStatus(page, 'Unpaid');
    assert.equal(await fact(page, 'Total').innerText(), 'KES 3,480.00');
    await page.goto('/dashboard/estimates');
    const invoiced = gridRow(grid, 'EST-0001');
    await invoiced.getByText('Invoiced', { exact: true }).waitFor();
    assert.equal(await invoiced.getByRole('button', { name: /^Convert EST-0001/ }).count(), 0);
    await invoiced.getByRole('button', { name: 'Open the invoice of EST-0001' }).click();
    await page.getByRole('heading', { level: 1, name: 'INV-0001' }).waitFor();

    // a credit note for one of the three: 1,000 + 16%
    await page.goto('/dashboard/credit-refunds');
    const notes = page.getByRole('grid', { name: 'Credit notes' });
    await notes.getByText('No credit notes yet').waitFor();
    await page.getByRole('button', { name: 'New credit note' }).click();
    const credit = page.getByRole('dialog', { name: 'New credit note' });
    await choose(
      page,
      credit.getByRole('combobox', { name: 'Invoice' }),
      'INV',
      /^INV-0001 · Lakeside Hotel/,
    );
    await credit.getByRole('group', { name: 'Kitchen repairs' }).getByLabel('Qty to credit').fill('1');
    await credit.getByLabel('Reason').fill('One day not worked');
    await credit.getByRole('button', { name: 'Issue credit note' }).click();
    await toast(page, 'CN-0001 issued for KES 1,160.00');
    const note = gridRow(notes, 'CN-0001');
    await note.waitFor();
    const values = await rowValues(note);
    assert.deepEqual(
      [values.Invoice, values.Customer, values.Total],
      ['INV-0001', 'Lakeside Hotel', 'KES 1,160.00'],
    );
    await shot(page, 'w1280-credit-notes');
    await phoneShot(page, 'w375-credit-notes', () => note.waitFor());

    // the invoice shows what the note took off it
    await page.goto('/dashboard/invoices/INV-0001');
    await fact(page, 'Credited').getByText('KES 1,160.00').waitFor();
    assert.deepEqual(
      await Promise.all(['Total', 'Paid', 'Credited', 'Outstanding'].map((f) => fact(page, f).innerText())),
      ['KES 3,480.00', 'KES 0.00', 'KES 1,160.00', 'KES 2,320.00'],
    );
    await shot(page, 'w1280-invoice-credited');
    await context.close();
  });
});
