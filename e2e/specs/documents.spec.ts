import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { companyApi, customersApi, estimatesApi, invoicesApi, productsApi } from '@tawi/contracts';
import type { Page } from 'playwright-core';
import { callEntry, callEntryResult } from '../support/api-client';
import { pdfText, phoneShot, shot, toast } from '../support/documents';
import { createCompany, createProduct, type Owner } from '../support/factories';
import { fieldError, gridRow, rowValues } from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

const form = (page: Page) => page.getByRole('form', { name: 'Business profile' });

async function saveProfile(page: Page): Promise<void> {
  await form(page).getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Business profile saved');
}

/** A customer with an email, a product with 5 in stock at 100, and a Draft invoice for 8 of it. */
async function seed(url: string, owner: Owner) {
  const customer = await callEntry(url, owner.token, customersApi.create, {
    body: {
      name: 'Kilimani Grocers',
      email: 'accounts@kilimani.co.ke',
      kraPin: 'P051111111A',
      paymentTerms: 'net_30',
    },
  });
  const rice = await createProduct(url, owner, {
    sku: 'RICE-2',
    name: 'Pishori rice 2 kg',
    sellingPrice: 400,
    costPrice: 100,
    openingStock: 5,
  });
  const line = (qty: number) => ({
    productId: rice.id,
    description: 'Pishori rice 2 kg',
    qty,
    unitPrice: 400,
    taxCategory: 'B' as const,
  });
  const issued = await callEntry(url, owner.token, invoicesApi.create, {
    body: { customerId: customer.id, lines: [line(1)] },
  });
  const draft = await callEntry(url, owner.token, invoicesApi.create, {
    body: { customerId: customer.id, status: 'Draft', lines: [line(8)] },
  });
  await callEntry(url, owner.token, estimatesApi.create, {
    body: { customerId: customer.id, lines: [line(3)] },
  });
  return { rice, issued, draft };
}

describe('documents out: payment instructions, PDFs, email to the outbox, selling below zero', () => {
  before(async () => {
    delete process.env.SMTP_HOST;
  });
  const spec = useServerAndBrowser();

  it('prints the paybill on the invoice PDF, queues an emailed estimate, and sells below zero once allowed', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Duka la Mama Ltd' });
    const { rice, issued, draft } = await seed(spec.server.url, owner);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/settings/business-profile');

    // payment instructions: checked as the server checks them, then saved
    const paybill = form(page).getByLabel('M-Pesa paybill');
    await paybill.fill('24');
    await form(page).getByLabel('Bank', { exact: true }).fill('Equity Bank');
    await form(page).getByLabel('Account number', { exact: true }).fill('0180 2940 11234');
    await form(page).getByRole('button', { name: 'Save' }).click();
    assert.equal(await fieldError(page, paybill), 'Paybill is 5 to 7 digits');
    assert.equal((await callEntry(spec.server.url, owner.token, companyApi.get)).paymentInstructions, null);
    await paybill.fill('247247');
    await form(page).getByLabel('M-Pesa till (Buy Goods)').fill('5123456');
    await saveProfile(page);
    const company = await callEntry(spec.server.url, owner.token, companyApi.get);
    assert.deepEqual(company.paymentInstructions, {
      bankName: 'Equity Bank',
      bankBranch: null,
      accountName: null,
      accountNumber: '0180 2940 11234',
      mpesaPaybill: '247247',
      mpesaAccountNumber: null,
      mpesaTill: '5123456',
      note: null,
    });
    await shot(page, 'w1280-documents-business-profile');

    // the invoice PDF carries them, with the invoice number as the paybill account
    await page.goto(`/dashboard/invoices/${issued.id}`);
    const pdf = await pdfText(page, await page.getByRole('link', { name: 'PDF' }).getAttribute('href'));
    assert.match(pdf, /M-Pesa paybill: 247247, account: INV-0001/);
    assert.match(pdf, /M-Pesa till: 5123456/);
    assert.match(pdf, /KRA PIN: P051111111A/);
    assert.match(pdf, /Total\s+KES 464\.00/);

    // email an estimate from its row: no mail server, so it waits in the outbox
    await page.goto('/dashboard/estimates');
    const estimates = page.getByRole('grid', { name: 'Estimates' });
    await gridRow(estimates, 'EST-0001').getByRole('button', { name: 'Email EST-0001' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email EST-0001' });
    const to = dialog.getByLabel('Send to');
    await to.waitFor();
    assert.equal(await to.inputValue(), 'accounts@kilimani.co.ke');
    await shot(page, 'w1280-documents-email-estimate');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'EST-0001 for accounts@kilimani.co.ke queued in the outbox');

    // the Outbox page lists it, says why it waits, and filters by status
    await page.goto('/dashboard/settings');
    await page
      .getByRole('list', { name: 'Settings sections' })
      .getByRole('link', { name: /^Outbox/ })
      .click();
    await page.waitForURL(/\/dashboard\/settings\/outbox$/);
    await page.getByText('No mail server is set up').waitFor();
    const outbox = page.getByRole('grid', { name: 'Outbox' });
    const row = gridRow(outbox, 'Estimate EST-0001 from Duka la Mama Ltd');
    await row.waitFor();
    const values = await rowValues(row);
    assert.equal(values.To, 'accounts@kilimani.co.ke');
    assert.equal(
      values.Subject,
      'Estimate EST-0001 from Duka la Mama Ltd Estimate · Estimate-EST-0001-Kilimani-Grocers.pdf',
    );
    assert.equal(values.Status, 'Queued');
    assert.equal(values.Sent, '—');
    await shot(page, 'w1280-documents-outbox');
    await phoneShot(page, 'w375-documents-outbox', () => row.waitFor());
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sent' }).click();
    await outbox.getByText('No email matches these filters').waitFor();
    await page.waitForURL(/status=sent/);

    // selling below zero: refused by default...
    await page.goto(`/dashboard/invoices/${draft.id}`);
    await page.getByRole('button', { name: 'Issue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Issue INV-0002?' });
    await confirm.getByRole('button', { name: 'Issue invoice' }).click();
    await confirm.getByText('Insufficient stock').waitFor();
    await shot(page, 'w1280-documents-insufficient-stock');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    const before = await callEntry(spec.server.url, owner.token, productsApi.get, {
      params: { id: rice.id },
    });
    assert.equal(before.currentStock, 4);

    // ...allowed once the setting is on
    await page.goto('/dashboard/settings/business-profile');
    const allow = form(page).getByLabel('Allow selling below zero stock');
    assert.equal(await allow.isChecked(), false);
    await allow.check();
    await form(page).getByText('Invoices may take stock below zero').waitFor();
    await saveProfile(page);
    assert.equal((await callEntry(spec.server.url, owner.token, companyApi.get)).allowNegativeStock, true);
    await shot(page, 'w1280-documents-allow-negative-stock');

    await page.goto(`/dashboard/invoices/${draft.id}`);
    await page.getByRole('button', { name: 'Issue' }).click();
    await page
      .getByRole('dialog', { name: 'Issue INV-0002?' })
      .getByRole('button', { name: 'Issue invoice' })
      .click();
    await toast(page, 'INV-0002 issued');
    const after = await callEntry(spec.server.url, owner.token, productsApi.get, { params: { id: rice.id } });
    assert.deepEqual([after.currentStock, after.stockValue], [-4, -400]);
    const refused = await callEntryResult(spec.server.url, owner.token, productsApi.adjustStock, {
      params: { id: rice.id },
      body: { branchId: after.branchId, quantity: -1, reason: 'Damaged' },
    });
    assert.equal(refused.status, 422);
    await context.close();
  });
});
