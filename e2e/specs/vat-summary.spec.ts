import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { billsApi, creditNotesApi, invoicesApi, ledgerApi } from '@tawi/contracts';
import { type TaxCategoryCode, todayIn } from '@tawi/domain';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { dateField, dateValue, fillDate } from '../support/dates';
import { fact, pdfText, phoneShot, shot, toast } from '../support/documents';
import {
  createBranch,
  createCompany,
  createCustomer,
  createSupplier,
  createUser,
  type Owner,
} from '../support/factories';
import { pickOption, rowValues, tableCells } from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

/**
 * October 2026 through the API, as vat-summaries.test.ts's `october()`: INV-0001 to Nakuru Hardware
 * (PIN) of 1,000 at 16% and 300 exempt, INV-0002 to a walk-in buyer of 200 at 8%, CN-0001 of 250 +
 * VAT 40 on INV-0001, and a bill S-889 of 600 + VAT 96 from Mombasa Millers. Sales 1,250, output VAT
 * 136, purchases 600, input VAT 96: 40 payable by 20 Nov 2026.
 */
async function october(url: string, owner: Owner) {
  const line = (description: string, unitPrice: number, taxCategory: TaxCategoryCode) => ({
    description,
    unitPrice,
    taxCategory,
  });
  const nakuru = await createCustomer(url, owner, {
    name: 'Nakuru Hardware Ltd',
    kraPin: 'P051111111A',
  });
  const walkIn = await createCustomer(url, owner, {
    name: 'Walk-in buyer',
    paymentTerms: 'due_on_receipt',
  });
  const inv1 = await callEntry(url, owner.token, invoicesApi.create, {
    body: {
      customerId: nakuru.id,
      date: '2026-10-05',
      lines: [line('Cement 50 kg', 1000, 'B'), line('Delivery (exempt)', 300, 'A')],
    },
  });
  await callEntry(url, owner.token, invoicesApi.create, {
    body: { customerId: walkIn.id, date: '2026-10-10', lines: [line('Diesel 1 litre', 200, 'E')] },
  });
  await callEntry(url, owner.token, creditNotesApi.create, {
    body: { invoiceId: inv1.id, date: '2026-10-20', lines: [{ lineNo: 1, qty: 0.25 }] },
  });
  const supplier = await createSupplier(url, owner, {
    name: 'Mombasa Millers Ltd',
    kraPin: 'P000111222Q',
  });
  const accounts = await callEntry(url, owner.token, ledgerApi.listAccounts, { query: { limit: 250 } });
  const expense = accounts.items.find((a) => a.code === '6190');
  assert.ok(expense, 'an expense account 6190');
  const bill = (date: string, number: string, unitPrice: number) =>
    callEntry(url, owner.token, billsApi.create, {
      body: {
        supplierId: supplier.id,
        date,
        supplierInvoiceNumber: number,
        lines: [{ description: 'Packaging', accountId: expense.id, unitPrice, taxCategory: 'B' }],
      },
    });
  await bill('2026-10-15', 'S-889', 600);
  return { bill };
}

const summaries = (page: Page) => page.getByRole('grid', { name: 'VAT summaries' });
/** A month's row of the list (the grid keys its rows by period). */
const monthRow = (page: Page, period: string) => summaries(page).locator(`[role="row"][data-id="${period}"]`);
const details = (page: Page) => page.getByRole('region', { name: 'Details' });

/** The October row once it shows `text` (the list refetches after each change). */
async function octoberRow(page: Page, text: string): Promise<Record<string, string>> {
  const row = monthRow(page, '2026-10');
  await row.filter({ hasText: text }).waitFor();
  return rowValues(row);
}

/** The rows of a plain table below its header, once it shows `text`. */
async function bodyRows(table: Locator, text: string): Promise<string[][]> {
  await table.getByText(text, { exact: true }).first().waitFor();
  return (await tableCells(table)).slice(1);
}

/** Fetches a download link with the page's session: its type and bytes. */
async function download(page: Page, link: Locator): Promise<{ type: string; bytes: Buffer; name: string }> {
  const href = await link.getAttribute('href');
  assert.ok(href, 'the download has an address');
  const res = await page.request.get(href);
  assert.equal(res.status(), 200, href);
  const name = /filename="([^"]+)"/.exec(res.headers()['content-disposition'] ?? '')?.[1] ?? '';
  return { type: res.headers()['content-type'] ?? '', bytes: await res.body(), name };
}

describe('VAT summary', () => {
  const spec = useServerAndBrowser();

  it("shows a month's VAT, downloads its return, keeps a report, files it and reopens it", async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Duka Bora Ltd' });
    const { bill } = await october(spec.server.url, owner);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard');

    // from the menu (once the dashboard has opened): Trade > VAT Summary, this year's months newest
    // first; 2026 shows October
    await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Jane$/ }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Expand Trade' }).click();
    // the group has finished opening (its button now collapses it) before its link is followed
    await menu.getByRole('button', { name: 'Collapse Trade' }).waitFor();
    await menu.getByRole('link', { name: 'VAT Summary' }).click();
    await page.waitForURL(/\/vat-summar/);
    await page.getByRole('heading', { level: 1, name: 'VAT Summary' }).waitFor();
    await page.getByText(/VAT3 return due on the 20th/).waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Year' }), '2026');
    const pending = await octoberRow(page, 'KES 136.00');
    assert.deepEqual(
      {
        due: pending['Due date'],
        output: pending['Output VAT'],
        input: pending['Input VAT'],
        net: pending['Net VAT'],
        status: pending.Status,
        filed: pending['Filed on'],
      },
      {
        due: '20 Nov 2026',
        output: 'KES 136.00',
        input: 'KES 96.00',
        net: 'KES 40.00 Payable',
        // the return was due on 20 Nov 2026: pending and overdue since
        status: todayIn() > '2026-11-20' ? 'Pending Overdue' : 'Pending',
        filed: '—',
      },
    );
    await shot(page, 'w1280-vat-summaries');
    // the row's own downloads
    const downloading = page.waitForEvent('download');
    await monthRow(page, '2026-10')
      .getByRole('button', { name: 'Download the VAT3 schedules of Oct 2026 (ZIP)' })
      .click();
    const rowZip = await downloading;
    assert.equal(rowZip.suggestedFilename(), 'VAT_Summary_2026-10.zip');
    assert.equal((await readFile((await rowZip.path()) ?? '')).subarray(0, 2).toString('latin1'), 'PK');
    await phoneShot(page, 'w375-vat-summaries', () =>
      monthRow(page, '2026-10').filter({ hasText: 'KES 40.00 payable' }).waitFor(),
    );

    // the month's page: figures, per tax category, its documents
    await monthRow(page, '2026-10').getByRole('gridcell').nth(1).click();
    await page.waitForURL(/\/dashboard\/vat-summary\/2026-10$/);
    await page.getByRole('heading', { level: 1, name: 'VAT summary Oct 2026' }).waitFor();
    const facts = Object.fromEntries(
      await Promise.all(
        ['Output VAT', 'Input VAT', 'Net VAT', 'Due date', 'Sales', 'Purchases', 'Documents'].map(
          async (label) => [label, await fact(details(page), label).innerText()],
        ),
      ),
    );
    assert.deepEqual(facts, {
      'Output VAT': 'KES 136.00',
      'Input VAT': 'KES 96.00',
      'Net VAT': 'KES 40.00 payable',
      'Due date': '20 Nov 2026',
      Sales: 'KES 1,250.00',
      Purchases: 'KES 600.00',
      Documents: '4',
    });
    const categories = page.getByRole('table', { name: 'VAT by tax category, Oct 2026' });
    assert.deepEqual(await bodyRows(categories, 'B - 16% VAT'), [
      ['A - Exempt', 'KES 300.00', 'KES 0.00', 'KES 0.00', 'KES 0.00'],
      ['B - 16% VAT', 'KES 750.00', 'KES 120.00', 'KES 600.00', 'KES 96.00'],
      ['C - Zero rated', 'KES 0.00', 'KES 0.00', 'KES 0.00', 'KES 0.00'],
      ['D - Non-VAT', 'KES 0.00', 'KES 0.00', 'KES 0.00', 'KES 0.00'],
      ['E - 8% VAT', 'KES 200.00', 'KES 16.00', 'KES 0.00', 'KES 0.00'],
      ['Total', 'KES 1,250.00', 'KES 136.00', 'KES 600.00', 'KES 96.00'],
    ]);
    const sales = page.getByRole('table', { name: 'Sales of Oct 2026' });
    assert.deepEqual(await bodyRows(sales, 'Credit note on INV-0001 of 05 Oct 2026'), [
      [
        '05 Oct 2026',
        'INV-0001',
        'Nakuru Hardware Ltd PIN P051111111A',
        'Delivery (exempt)',
        'A',
        'KES 300.00',
        'KES 0.00',
      ],
      [
        '05 Oct 2026',
        'INV-0001',
        'Nakuru Hardware Ltd PIN P051111111A',
        'Cement 50 kg',
        'B',
        'KES 1,000.00',
        'KES 160.00',
      ],
      ['10 Oct 2026', 'INV-0002', 'Walk-in buyer No PIN', 'Diesel 1 litre', 'E', 'KES 200.00', 'KES 16.00'],
      [
        '20 Oct 2026',
        'CN-0001 Credit note on INV-0001 of 05 Oct 2026',
        'Nakuru Hardware Ltd PIN P051111111A',
        'Cement 50 kg',
        'B',
        'KES -250.00',
        'KES -40.00',
      ],
      ['', 'Total', '', '', '', 'KES 1,250.00', 'KES 136.00'],
    ]);
    await page.getByRole('tab', { name: 'Purchases (1)' }).click();
    const purchases = page.getByRole('table', { name: 'Purchases of Oct 2026' });
    assert.deepEqual(await bodyRows(purchases, 'S-889'), [
      [
        '15 Oct 2026',
        'S-889',
        'Mombasa Millers Ltd PIN P000111222Q',
        'Packaging',
        'B',
        'KES 600.00',
        'KES 96.00',
      ],
      ['', 'Total', '', '', '', 'KES 600.00', 'KES 96.00'],
    ]);
    await page.getByRole('tab', { name: 'Sales (4)' }).click();

    // the VAT3 schedules (CSV files in a ZIP) and the summary PDF
    const zip = await download(page, page.getByRole('link', { name: 'Download ZIP' }));
    assert.equal(zip.type, 'application/zip');
    assert.equal(zip.name, 'VAT_Summary_2026-10.zip');
    const files = unzipSync(new Uint8Array(zip.bytes));
    const purchasesCsv = strFromU8(files['vat-2026-10/purchases-16.csv'] ?? new Uint8Array());
    assert.match(
      purchasesCsv,
      /Local,P000111222Q,Mombasa Millers Ltd,15\/10\/2026,S-889,Packaging,,600\.00,96\.00/,
    );
    const pdf = await pdfText(
      page,
      await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'),
    );
    assert.match(pdf, /Duka Bora Ltd/);
    assert.match(pdf, /VAT payable\s+KES 40\.00/);

    // keep KRA's acknowledgement with the month
    const reports = page.getByRole('region', { name: 'Filing reports' });
    await reports.getByText(/No reports kept with this month yet/).waitFor();
    await reports.getByRole('button', { name: 'Attach report' }).click();
    const attach = page.getByRole('dialog', { name: 'Attach a filing report to Oct 2026' });
    await attach.getByRole('button', { name: 'Attach', exact: true }).click();
    await attach.getByText('Choose the file to keep').waitFor();
    const acknowledgement = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await attach.locator('input[type="file"]').setInputFiles({
      name: 'VAT3 acknowledgement.pdf',
      mimeType: 'application/pdf',
      buffer: acknowledgement,
    });
    await attach.getByText('VAT3 acknowledgement.pdf (1 KB)').waitFor();
    await attach.getByLabel('Description').fill('KRA iTax acknowledgement');
    await shot(page, 'w1280-vat-attach-report');
    await attach.getByRole('button', { name: 'Attach', exact: true }).click();
    await toast(page, 'VAT3 acknowledgement.pdf attached to Oct 2026');
    const kept = reports.getByRole('link', { name: 'VAT3 acknowledgement.pdf' });
    await kept.waitFor();
    await reports.getByText(/KRA iTax acknowledgement — 1 KB · uploaded/).waitFor();
    const back = await download(page, kept);
    assert.ok(back.bytes.equals(acknowledgement), 'the kept file comes back as sent');

    // mark as filed: today by default, after the month; the KRA acknowledgement number
    await page.getByRole('button', { name: 'Mark as filed' }).click();
    const filing = page.getByRole('dialog', { name: 'Mark Oct 2026 as filed' });
    const filingDate = dateField(filing, 'Filing date');
    assert.equal(await dateValue(filingDate), todayIn());
    await fillDate(filingDate, '2026-10-31');
    await filing.getByLabel('KRA acknowledgement number').fill('KRA-ACK-5521');
    await filing.getByRole('button', { name: 'Mark as filed' }).click();
    await filing.getByText('After the period, from 01 Nov 2026').waitFor();
    await fillDate(filingDate, '2026-11-15');
    await shot(page, 'w1280-vat-mark-filed');
    await filing.getByRole('button', { name: 'Mark as filed' }).click();
    await toast(page, 'Oct 2026 marked as filed');
    await details(page).getByText('Filed', { exact: true }).waitFor();
    assert.equal(await fact(details(page), 'Filed on').innerText(), '15 Nov 2026');
    assert.equal(await fact(details(page), 'KRA reference').innerText(), 'KRA-ACK-5521');
    assert.equal(await details(page).getByText('Overdue', { exact: true }).count(), 0);
    await shot(page, 'w1280-vat-summary-filed');
    await phoneShot(page, 'w375-vat-summary-filed', () =>
      page.getByRole('heading', { level: 1, name: 'VAT summary Oct 2026' }).waitFor(),
    );

    // the list shows it filed
    await page.getByRole('link', { name: 'VAT Summary' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'VAT Summary' }).waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Year' }), '2026');
    const filed = await octoberRow(page, '15 Nov 2026');
    assert.equal(filed.Status, 'Filed');
    assert.equal(filed['Filed on'], '15 Nov 2026');
    await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'Filed');
    await page.waitForURL((u) => u.searchParams.get('status') === 'Filed');
    // this month is still Pending: the Filed filter takes it away
    await monthRow(page, todayIn().slice(0, 7)).waitFor({ state: 'detached' });
    await octoberRow(page, 'Filed');

    // a filed month takes no more bills: one of October is refused, dated in November it goes there
    await assert.rejects(bill('2026-10-30', 'S-901', 100), /422 .*The VAT return for October 2026 is filed/);
    await bill('2026-11-03', 'S-901', 100);
    await monthRow(page, '2026-10').getByRole('gridcell').nth(1).click();
    await page.waitForURL(/\/dashboard\/vat-summary\/2026-10$/);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'VAT summary Oct 2026' }).waitFor();
    await fact(details(page), 'Net VAT').filter({ hasText: 'KES 40.00 payable' }).waitFor();
    assert.equal(
      await page.getByRole('alert').filter({ hasText: 'The figures changed after filing' }).count(),
      0,
    );

    // reopen: pending again, the report stays; then delete the report
    await page.getByRole('button', { name: 'Reopen' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen Oct 2026?' });
    await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
    await toast(page, 'Oct 2026 reopened');
    await page.getByRole('button', { name: 'Mark as filed' }).waitFor();
    assert.equal(await fact(details(page), 'Filed on').innerText(), '—');
    await reports.getByRole('button', { name: 'Delete VAT3 acknowledgement.pdf' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this filing report?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'VAT3 acknowledgement.pdf deleted');
    await reports.getByText(/No reports kept with this month yet/).waitFor();
    await context.close();
  });

  it('tells a user who does not reach every branch why the VAT figures are hidden', async () => {
    const owner = await createCompany(spec.server.url);
    await createBranch(spec.server.url, owner, 'Mombasa');
    const accountant = await createUser(spec.server.url, owner, { role: 'accountant' });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, accountant.email, accountant.password, '/dashboard/vat-summary');
    await page.getByRole('heading', { level: 1, name: 'VAT Summary' }).waitFor();
    await page.getByText('Could not load the VAT summaries').waitFor();
    await page
      .getByText('VAT returns cover every branch: only a user of every branch can see them')
      .waitFor();
    await context.close();
  });

  it('says why a company that is not VAT-registered has no VAT months, and its invoice form why no VAT', async () => {
    const owner = await createCompany(spec.server.url, {}, { vatRegistered: false });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/vat-summary');
    await page.getByRole('heading', { level: 1, name: 'VAT Summary' }).waitFor();
    await page.getByText('Not VAT-registered', { exact: true }).waitFor();
    await page
      .getByText(/The company is not VAT-registered: it charges no VAT and files no VAT returns/)
      .waitFor();
    await shot(page, 'w1280-vat-summary-not-registered');
    await page.goto('/dashboard/invoices');
    await page.getByRole('button', { name: 'New invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    await dialog.getByText(`No VAT is charged: ${owner.companyName} is not VAT-registered.`).waitFor();
    await shot(page, 'w1280-invoice-not-vat-registered');
    await context.close();
  });
});
