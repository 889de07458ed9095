import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { companyApi, invoicesApi } from '@tawi/contracts';
import { addDays, formatDate, todayIn } from '@tawi/domain';
import type { Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { dateField, fillDate } from '../support/dates';
import { phoneShot, shot, toast } from '../support/documents';
import { createCompany, createCustomer, type Owner } from '../support/factories';
import { gridRow, rowValues } from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

const today = todayIn();

/** Kilimani Grocers' INV-0001 for 2 x 1,000 + 16% VAT = 2,320, issued today; paybill 522522 on the company. */
async function issuedInvoice(url: string, owner: Owner) {
  await callEntry(url, owner.token, companyApi.update, {
    body: { paymentInstructions: { mpesaPaybill: '522522', mpesaAccountNumber: 'INV' } },
  });
  const customer = await createCustomer(url, owner, { name: 'Kilimani Grocers', paymentTerms: 'net_30' });
  return callEntry(url, owner.token, invoicesApi.create, {
    body: {
      customerId: customer.id,
      date: today,
      status: 'Unpaid',
      lines: [{ description: 'Shelving installation', qty: 2, unitPrice: 1000, taxCategory: 'B' }],
    },
  });
}

/** A file of this name and content on disk (in a folder of its own: the name is what is uploaded). */
async function fileNamed(name: string, content: string): Promise<{ path: string; bytes: Buffer }> {
  const bytes = Buffer.from(content, 'latin1');
  const path = join(await mkdtemp(join(tmpdir(), 'tawi-e2e-')), name);
  await writeFile(path, bytes);
  return { path, bytes };
}

const attachments = (page: Page) => page.getByRole('region', { name: 'Attachments' });

describe('invoice extras: attachments, share link, recurring', () => {
  const spec = useServerAndBrowser();

  it('attaches a delivery note, downloads it back and removes it behind a confirmation', async () => {
    const owner = await createCompany(spec.server.url);
    const invoice = await issuedInvoice(spec.server.url, owner);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, `/dashboard/invoices/${invoice.id}`);
    await page.getByRole('heading', { level: 1, name: invoice.invoiceNumber }).waitFor();
    await attachments(page).getByText('No files kept with this invoice.').waitFor();

    // a text file is refused before it is sent; a PDF is kept
    const text = await fileNamed('notes.txt', 'not a pdf');
    await attachments(page).locator('input[type=file]').setInputFiles(text.path);
    await toast(page, 'Choose a PDF, PNG, JPEG or WebP file');
    const note = await fileNamed('delivery-note.pdf', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await attachments(page).locator('input[type=file]').setInputFiles(note.path);
    await toast(page, 'delivery-note.pdf attached');
    const link = attachments(page).getByRole('link', { name: 'delivery-note.pdf' });
    await link.waitFor();
    const res = await page.request.get((await link.getAttribute('href')) ?? '');
    assert.equal(res.status(), 200);
    assert.deepEqual(Buffer.from(await res.body()), note.bytes);
    await expectAccessible(page, 'the invoice with an attachment');
    await shot(page, 'invoice-extras-attachment');

    await attachments(page).getByRole('button', { name: 'Remove delivery-note.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this file?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await link.waitFor();
    await attachments(page).getByRole('button', { name: 'Remove delivery-note.pdf' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await attachments(page).getByText('No files kept with this invoice.').waitFor();
    await context.close();
  });

  it('shares a signed link that opens the invoice, its PDF and the paybill without signing in', async () => {
    const owner = await createCompany(spec.server.url);
    const invoice = await issuedInvoice(spec.server.url, owner);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, `/dashboard/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Share ${invoice.invoiceNumber}` });
    const field = dialog.getByRole('textbox', { name: 'Link' });
    await field.waitFor();
    const url = await field.inputValue();
    assert.match(url, /\/shared\/invoices\/[\w-]+\.[\w-]+$/);
    await dialog.getByText(`until ${formatDate(addDays(today, 30))}`).waitFor();
    const whatsApp = await dialog.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href');
    assert.ok(whatsApp?.startsWith('https://wa.me/?text='), whatsApp ?? '');
    assert.ok(decodeURIComponent(whatsApp?.split('text=')[1] ?? '').includes(url));
    await expectAccessible(page, 'the share dialog');
    await shot(page, 'invoice-extras-share-dialog');
    await context.close();

    // a stranger's browser: no session
    const visitor = await spec.browser.newContext({ acceptDownloads: true });
    const pub = await visitor.newPage();
    await pub.goto(url);
    await pub.getByRole('heading', { level: 1, name: `Invoice ${invoice.invoiceNumber}` }).waitFor();
    await pub.getByText('To Kilimani Grocers').waitFor();
    await pub.getByRole('table', { name: 'Lines' }).getByText('Shelving installation').waitFor();
    await pub.getByText('522522').waitFor();
    const pdfHref = await pub.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await pub.request.get(new URL(pdfHref ?? '', url).toString());
    assert.equal(pdf.status(), 200);
    assert.equal((await pdf.body()).subarray(0, 5).toString('latin1'), '%PDF-');
    await expectAccessible(pub, 'the shared invoice page');
    await phoneShot(pub, 'invoice-extras-shared-390', () =>
      pub.getByRole('heading', { level: 1, name: `Invoice ${invoice.invoiceNumber}` }).waitFor(),
    );

    // a link changed by one character opens nothing
    await pub.goto(`${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`);
    await pub.getByRole('heading', { name: 'This invoice link cannot be opened' }).waitFor();
    await visitor.close();
  });

  it('repeats an invoice monthly, lists the schedule, pauses, resumes and deletes it', async () => {
    const owner = await createCompany(spec.server.url);
    const invoice = await issuedInvoice(spec.server.url, owner);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, `/dashboard/invoices/${invoice.id}`);
    await page.getByText('This invoice is not repeated.').waitFor();
    await page.getByRole('button', { name: 'Repeat…' }).click();
    const dialog = page.getByRole('dialog', { name: `Repeat ${invoice.invoiceNumber}` });
    const first = addDays(today, 7);
    await fillDate(dateField(dialog, 'First invoice on'), first);
    await dialog.getByLabel('Number of invoices (optional)').fill('3');
    await dialog.getByRole('button', { name: 'Save schedule' }).click();
    await toast(page, `${invoice.invoiceNumber} repeats every month`);
    const card = page.getByRole('list', { name: 'Schedules' });
    await card
      .getByText(
        `Every month from ${formatDate(first)} (3 invoices) · Active · next ${formatDate(first)} · 0 issued`,
      )
      .waitFor();

    // the menu's Recurring Invoices page lists it
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Recurring Invoices' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recurring Invoices' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Recurring invoices' });
    const row = gridRow(grid, invoice.invoiceNumber);
    const shown = await rowValues(row);
    assert.equal(shown.Customer, 'Kilimani Grocers');
    assert.equal(shown.Schedule, `Every month (3 invoices) from ${formatDate(first)}`);
    assert.equal(shown['Next invoice'], formatDate(first));
    assert.equal(shown.Issued, '0');
    assert.equal(shown.Each, 'KES 2,320.00');
    assert.equal(shown.Status, 'Active');
    await expectAccessible(page, 'the recurring invoices page');
    await shot(page, 'invoice-extras-recurring-1280');

    await row.getByRole('button', { name: `Pause schedule of ${invoice.invoiceNumber}` }).click();
    await row.getByText('Paused').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await grid.getByText('No schedule matches these filters').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Paused' }).click();
    await row.getByRole('button', { name: `Resume schedule of ${invoice.invoiceNumber}` }).click();
    await grid.getByText('No schedule matches these filters').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await page.getByRole('searchbox', { name: 'Search schedules' }).fill('kilimani');
    await row.getByText('Active').waitFor();
    await phoneShot(page, 'invoice-extras-recurring-390', () => row.waitFor());

    await row.getByRole('button', { name: `Delete schedule of ${invoice.invoiceNumber}` }).click();
    await page
      .getByRole('dialog', { name: `Delete the schedule of ${invoice.invoiceNumber}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, `Schedule of ${invoice.invoiceNumber} deleted`);
    await grid.getByText('No schedule matches these filters').waitFor();
    await page.goto(`/dashboard/invoices/${invoice.id}`);
    await page.getByText('This invoice is not repeated.').waitFor();
    await context.close();
  });
});
