import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bankAccountsApi,
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  type Invoice,
  invoicesApi,
  type PAYMENT_METHODS,
  productsApi,
  type salesLineInput,
  type WireOf,
} from '@tawi/contracts';
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
import { fieldError, gridRow, pickOption, rowShows, tableCells } from '../support/mui';
import type { RunningServer } from '../support/server';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, newPage, PHONE } from '../support/ui';

function fact(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
}

/** Invoices and receipts through the API: what the browser then corrects. */
async function seed(server: RunningServer, owner: Owner) {
  const sugar = await createProduct(server.url, owner, {
    sku: 'SUGAR-1',
    name: 'Sugar 1 kg',
    sellingPrice: 160,
    costPrice: 100,
    openingStock: 10,
  });
  const bank = await createBankAccount(server.url, owner, { name: 'Equity Current', openingBalance: 5000 });
  const customer = await createCustomer(server.url, owner, { name: 'Baraka Traders' });
  const invoice = (lines: WireOf<typeof salesLineInput>[]) =>
    callEntry(server.url, owner.token, invoicesApi.create, { body: { customerId: customer.id, lines } });
  const service = (unitPrice: number) => [{ description: 'Delivery', unitPrice, taxCategory: 'A' as const }];
  const paid = await invoice([
    { productId: sugar.id, description: 'Sugar 1 kg', qty: 5, unitPrice: 160, taxCategory: 'B' },
  ]);
  const open = await invoice(service(1000));
  const third = await invoice(service(200));
  const receive = (inv: Invoice, paymentMethod: (typeof PAYMENT_METHODS)[number], reference?: string) =>
    callEntry(server.url, owner.token, customerReceiptsApi.create, {
      body: {
        customerId: customer.id,
        amount: inv.total,
        paymentMethod,
        reference,
        bankAccountId: bank.id,
        invoices: [{ invoiceId: inv.id, amount: inv.total }],
      },
    });
  await receive(paid, 'cash');
  await receive(third, 'cheque', 'CHQ 004512');
  return { sugar, bank, customer, paid, open, third };
}

describe('credit and refunds', () => {
  const spec = useServerAndBrowser();

  it('returns goods on a paid invoice as credit, applies part, refunds the rest, voids a receipt', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    const { sugar, bank, customer, paid, third } = await seed(spec.server, owner);
    assert.deepEqual([paid.total, third.total], [928, 200]);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/credit-refunds');
    const grid = page.getByRole('grid', { name: 'Credit notes' });
    await grid.getByText('No credit notes yet').waitFor();

    // INV-0001 is paid in full: 3 of the 5 bags come back, the whole 556.80 becomes credit
    await page.getByRole('button', { name: 'New credit note' }).click();
    const credit = page.getByRole('dialog', { name: 'New credit note' });
    await credit.getByRole('combobox', { name: 'Invoice' }).fill('INV-0001');
    await page.getByRole('option', { name: /^INV-0001 · Baraka Traders/ }).click();
    await credit.getByRole('group', { name: 'Sugar 1 kg' }).getByLabel('Qty to credit').fill('3');
    await credit.getByLabel('The goods come back into stock').check();
    await credit.getByLabel('Reason').fill('Bags torn in transit');
    await credit.getByRole('button', { name: 'Issue credit note' }).click();
    await toast(page, 'CN-0001 issued for KES 556.80; KES 556.80 held as customer credit');
    const row = gridRow(grid, 'CN-0001');
    await rowShows(row, {
      Total: 'KES 556.80',
      Applied: 'KES 0.00',
      Unapplied: 'KES 556.80',
      Refunded: 'KES 0.00',
    });
    const byId = (id: string) => ({ params: { id } });
    const stock = await callEntry(spec.server.url, owner.token, productsApi.get, byId(sugar.id));
    assert.equal(stock.currentStock, 8);
    const owes = async () =>
      (await callEntry(spec.server.url, owner.token, customersApi.get, byId(customer.id))).balance;
    assert.equal(await owes(), 443.2); // 1,000 owed on INV-0002 less 556.80 held
    await shot(page, 'w1280-credits-open');

    // the note in its side panel (Enter on the row opens it); apply part of it to INV-0002
    await row.getByRole('gridcell').first().click();
    const panel = page.getByRole('dialog', { name: 'CN-0001' });
    await panel.getByText('Not applied to any invoice yet.').waitFor();
    assert.equal(await fact(panel, 'Unapplied').innerText(), 'KES 556.80');
    assert.equal(await fact(panel, 'Invoice').innerText(), 'INV-0001');
    await panel.getByText('Open', { exact: true }).waitFor(); // credit left to use
    await panel.getByRole('button', { name: 'Apply to invoices' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply CN-0001 to invoices' });
    const box = apply.getByLabel('Amount for INV-0002');
    await box.waitFor(); // the open invoices have loaded
    assert.equal(await apply.getByLabel('Amount for INV-0003').count(), 0); // paid: not offered
    await box.fill('600');
    await apply.getByRole('button', { name: 'Apply credit' }).click();
    await apply.getByText('In all at most the KES 556.80 of credit held').waitFor();
    await box.fill('300');
    await apply.getByText('KES 256.80 of credit stays with the customer').waitFor();
    await shot(page, 'w1280-credits-apply');
    await apply.getByRole('button', { name: 'Apply credit' }).click();
    await toast(page, 'CN-0001 applied; KES 256.80 of credit left');
    await apply.waitFor({ state: 'detached' });
    await rowShows(row, { Applied: 'KES 300.00', Unapplied: 'KES 256.80' });
    const inv2 = await callEntry(spec.server.url, owner.token, invoicesApi.get, byId('INV-0002'));
    assert.deepEqual([inv2.status, inv2.amountCredited, inv2.outstanding], ['PaidPartially', 300, 700]);

    // refund the rest by M-Pesa out of Equity Current
    await row.getByRole('button', { name: 'Refund CN-0001' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund CN-0001' });
    assert.equal(await refund.getByLabel('Amount refunded').inputValue(), '256.8');
    await pickOption(
      page,
      refund.getByRole('combobox', { name: 'Paid from' }),
      'Equity Current · KES 6,128.00',
    );
    await refund.getByLabel('M-Pesa code').fill('bad');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    assert.match(await fieldError(page, refund.getByLabel('M-Pesa code')), /M-Pesa code is 10 letters/);
    await refund.getByLabel('M-Pesa code').fill('RKT4H7J2PQ');
    await shot(page, 'w1280-credits-refund');
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await toast(page, 'KES 256.80 of CN-0001 refunded');
    await refund.waitFor({ state: 'detached' });
    await rowShows(row, { Unapplied: 'KES 0.00', Refunded: 'KES 256.80' });
    assert.equal(await row.getByRole('button', { name: 'Refund CN-0001' }).count(), 0);

    await row.getByRole('gridcell').first().focus();
    await page.keyboard.press('Enter');
    await panel.waitFor();
    // the panel shows the cached note at once, then the one refetched after the apply and the refund
    await panel.getByRole('table', { name: 'Applications of CN-0001' }).getByText('INV-0002').waitFor();
    await panel.getByRole('table', { name: 'Refunds of CN-0001' }).getByText('RKT4H7J2PQ').waitFor();
    const applied = await tableCells(panel.getByRole('table', { name: 'Applications of CN-0001' }));
    assert.deepEqual(
      applied.slice(1).map((r) => [r[0], r[2]]),
      [['INV-0002', 'KES 300.00']],
    );
    const refunds = await tableCells(panel.getByRole('table', { name: 'Refunds of CN-0001' }));
    assert.deepEqual(
      refunds.slice(1).map((r) => r.slice(1)),
      [['M-Pesa', 'RKT4H7J2PQ', 'Equity Current', 'KES 256.80']],
    );
    await shot(page, 'w1280-credit-note-panel');
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-credit-note-panel');
    await page.setViewportSize(DESKTOP);
    await panel.getByRole('button', { name: 'Close' }).last().click();
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-credits');
    await page.setViewportSize(DESKTOP);
    assert.equal(await owes(), 700);
    const equity = await callEntry(spec.server.url, owner.token, bankAccountsApi.get, byId(bank.id));
    assert.equal(equity.balance, 5871.2); // 5,000 + 928 + 200 in, 256.80 out

    // the customer's page: what they owe from the books; void the cheque that paid INV-0003
    await page.goto(`/dashboard/customers/${customer.id}?tab=receipts`);
    assert.equal(await fact(page, 'Balance').innerText(), 'KES 700.00');
    const receipts = page.getByRole('grid', { name: 'Receipts from Baraka Traders' });
    const cheque = gridRow(receipts, 'RCT-0002');
    await rowShows(cheque, { Status: 'Completed' });
    await cheque.getByRole('button', { name: 'Void RCT-0002' }).click();
    const voiding = page.getByRole('dialog', { name: 'Void RCT-0002?' });
    await voiding.getByText('INV-0003 will be owed again').waitFor();
    await voiding.getByRole('button', { name: 'Void receipt' }).click();
    assert.equal(await fieldError(page, voiding.getByLabel('Reason')), 'Give a reason');
    await voiding.getByLabel('Reason').fill('Cheque bounced');
    await shot(page, 'w1280-void-receipt');
    await voiding.getByRole('button', { name: 'Void receipt' }).click();
    await toast(page, 'RCT-0002 voided');
    await rowShows(cheque, { Status: 'Voided', Credit: 'KES 0.00' });
    assert.equal(await cheque.getByRole('button', { name: 'Void RCT-0002' }).count(), 0);
    await fact(page, 'Balance').getByText('KES 900.00').waitFor();
    await shot(page, 'w1280-customer-receipts');
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-customer-receipts');
    await page.setViewportSize(DESKTOP);

    await page.goto(`/dashboard/invoices/${third.id}`);
    await page.getByRole('region', { name: 'Details' }).getByText('Unpaid', { exact: true }).waitFor();
    assert.equal(await fact(page, 'Outstanding').innerText(), 'KES 200.00');
    const payments = await tableCells(page.getByRole('table', { name: 'Payments on INV-0003' }));
    assert.deepEqual(
      payments.slice(1).map((r) => [r[0], r.at(-1)]),
      [['RCT-0002 Voided', 'KES 200.00']],
    );
    await shot(page, 'w1280-invoice-receipt-voided');

    // INV-0002 was settled in part by the credit note alone: the note is listed among its payments
    await page.goto(`/dashboard/invoices/${inv2.id}`);
    const credited = await tableCells(page.getByRole('table', { name: 'Payments on INV-0002' }));
    assert.deepEqual(
      credited.slice(1).map((r) => [r[0], r[2], r.at(-1)]),
      [['CN-0001', 'Credit note', 'KES 300.00']],
    );
    await shot(page, 'w1280-invoice-credited');

    // the statement: the refund raises the balance, the void too
    await page.goto(`/dashboard/customers/${customer.id}?tab=statement`);
    await page.getByText('Refund of CN-0001 to Baraka Traders').first().waitFor();
    await page.getByText('Void of receipt RCT-0002: Cheque bounced').first().waitFor();
    await shot(page, 'w1280-credits-statement');
    const note = await callEntry(spec.server.url, owner.token, creditNotesApi.get, {
      params: { id: 'CN-0001' },
    });
    assert.deepEqual([note.applied, note.refunded, note.unapplied], [300, 256.8, 0]);
    await context.close();
  });
});
