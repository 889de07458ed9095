import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { formatDate } from '@tawi/domain';
import type { Page } from 'playwright-core';
import { dateField, fillDate } from '../support/dates';
import { fact, pdfText, phoneShot, shot, toast } from '../support/documents';
import { createCompany } from '../support/factories';
import { fieldError, tableCells } from '../support/mui';
import { day, salesCycle, today } from '../support/sales-cycle';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

const statementTable = (page: Page) => page.getByRole('table', { name: 'Statement of Kilimani Grocers' });
const agingTable = (page: Page) => page.getByRole('table', { name: 'Receivables aging' });

describe('customer reports', () => {
  const spec = useServerAndBrowser();

  it('shows, downloads and emails a customer statement, then the receivables aging', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Westlands' });
    await salesCycle(spec.server.url, owner);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard');

    // Customer Statements from the menu: nothing until a customer is chosen
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Customer Center' }).click();
    await menu.getByRole('link', { name: 'Customer Statements' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customer Statements' }).waitFor();
    await page.getByRole('heading', { name: 'Choose a customer' }).waitFor();
    const filters = page.getByRole('search', { name: 'Statement filters' });
    await filters.getByRole('combobox', { name: 'Customer' }).fill('Kili');
    await page.getByRole('option', { name: 'Kilimani Grocers' }).click();
    await fillDate(dateField(filters, 'From'), day(-50));
    await statementTable(page)
      .getByRole('cell', { name: formatDate(day(-50)) })
      .waitFor();
    await page.waitForURL((u) => u.searchParams.get('from') === day(-50) && u.searchParams.has('customerId'));

    // INV-0001 (2,900) falls before the period: the opening balance
    assert.equal(await fact(page, 'Opening balance').innerText(), 'KES 2,900.00');
    assert.equal(await fact(page, 'Charged').innerText(), 'KES 580.00');
    assert.equal(await fact(page, 'Paid').innerText(), 'KES 1,580.00');
    assert.equal(await fact(page, 'Closing balance').innerText(), 'KES 1,900.00');
    const cells = (await tableCells(statementTable(page))).map((r) => r.filter((_, i) => i !== 4));
    assert.deepEqual(cells.slice(1), [
      [formatDate(day(-50)), 'Opening balance', '', '', 'KES 2,900.00'],
      [formatDate(day(-40)), 'Receipt RCT-0001 from Kilimani Grocers', '', 'KES 1,000.00', 'KES 1,900.00'],
      [formatDate(day(-10)), 'Invoice INV-0002', 'KES 580.00', '', 'KES 2,480.00'],
      [formatDate(day(-5)), 'Credit note CN-0001 on INV-0001', '', 'KES 580.00', 'KES 1,900.00'],
      [formatDate(today), 'Closing balance', '', '', 'KES 1,900.00'],
    ]);
    // the aging as at the end: INV-0002 not yet due, INV-0001 due 45 days ago
    assert.equal(await fact(page, 'Current').innerText(), 'KES 580.00');
    assert.equal(await fact(page, '31-60 Days').innerText(), 'KES 1,320.00');
    assert.equal(await fact(page, 'Over 90 Days').innerText(), 'KES 0.00');
    const open = await tableCells(page.getByRole('table', { name: 'Open invoices of Kilimani Grocers' }));
    assert.deepEqual(
      open.slice(1).map((r) => [r[0], r[3], r[4]]),
      [
        ['INV-0001', 'Overdue', 'KES 1,320.00'],
        ['INV-0002', 'Unpaid', 'KES 580.00'],
      ],
    );

    // the PDF: the customer, the period's closing balance
    const pdf = await pdfText(
      page,
      await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'),
    );
    assert.match(pdf, /Kilimani Grocers/);
    assert.match(pdf, /1,900\.00/);

    // email it: the address is checked, then (no SMTP here) it waits in the outbox
    await page.getByRole('button', { name: 'Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email the statement of Kilimani Grocers' });
    const to = dialog.getByRole('textbox', { name: 'Send to' });
    assert.equal(await to.inputValue(), 'accounts@kilimani.co.ke');
    await to.fill('');
    await dialog.getByRole('button', { name: 'Send' }).click();
    assert.equal(await fieldError(page, to), 'Enter the address to send to');
    await to.fill('madam.wanjiku@kilimani');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Enter a valid email address').waitFor();
    await to.fill(' Wanjiku@Kilimani.co.ke ');
    await shot(page, 'w1280-statement-email');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(
      page,
      'The statement of Kilimani Grocers for wanjiku@kilimani.co.ke queued in the outbox: no mail server is set up yet',
    );
    await dialog.waitFor({ state: 'detached' });

    // the customer and period stay in the address (phoneShot reloads the page)
    await phoneShot(page, 'w375-customer-statements', () => statementTable(page).waitFor());
    await statementTable(page).waitFor();
    assert.equal(await fact(page, 'Opening balance').innerText(), 'KES 2,900.00');
    await shot(page, 'w1280-customer-statements');
    // on paper: the statement without the menu, the filters or the buttons
    await page.emulateMedia({ media: 'print' });
    assert.equal(await menu.isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Print' }).isVisible(), false);
    assert.equal(await statementTable(page).isVisible(), true);
    await shot(page, 'w1280-customer-statement-print');
    await page.emulateMedia({ media: null });

    // Receivables Aging: Baraka's INV-0003 is 100 days past due
    await menu.getByRole('link', { name: 'Receivables Aging' }).click();
    await page.getByRole('heading', { level: 1, name: 'Receivables Aging' }).waitFor();
    await agingTable(page).waitFor();
    const header = [
      'Customer',
      'Current',
      '1-30 Days',
      '31-60 Days',
      '61-90 Days',
      'Over 90 Days',
      'Unapplied Credit',
      'Total',
    ];
    const zero = 'KES 0.00';
    const baraka = ['Baraka Traders', zero, zero, zero, zero, 'KES 1,160.00', zero, 'KES 1,160.00'];
    const kilimani = [
      'Kilimani Grocers',
      'KES 580.00',
      zero,
      'KES 1,320.00',
      zero,
      zero,
      zero,
      'KES 1,900.00',
    ];
    const totals = ['Total', 'KES 580.00', zero, 'KES 1,320.00', zero, 'KES 1,160.00', zero, 'KES 3,060.00'];
    assert.deepEqual(await tableCells(agingTable(page)), [header, baraka, kilimani, totals]);

    // sorted by total, largest first; a search narrows the rows and their total
    await agingTable(page).getByRole('button', { name: 'Total' }).click();
    await agingTable(page).locator('th[aria-sort="descending"]').waitFor();
    assert.deepEqual((await tableCells(agingTable(page))).slice(1, 3), [kilimani, baraka]);
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('bar');
    await page.waitForURL((u) => u.searchParams.get('search') === 'bar');
    // the address changes before the table has drawn the narrowed rows: wait for them
    await agingTable(page).getByText('Total of 1 shown').waitFor();
    assert.deepEqual((await tableCells(agingTable(page))).slice(1), [
      baraka,
      ['Total of 1 shown', zero, zero, zero, zero, 'KES 1,160.00', zero, 'KES 1,160.00'],
    ]);
    await page.getByRole('button', { name: 'Clear search' }).click();
    // the CSV is made from the rows drawn: wait for every customer to be back
    await agingTable(page).getByText('Kilimani Grocers').waitFor();

    // the CSV has what the table shows
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `receivables-aging-${today}.csv`);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    assert.deepEqual(csv.trimEnd().split('\r\n'), [
      header.join(','),
      'Kilimani Grocers,580.00,0.00,1320.00,0.00,0.00,0.00,1900.00',
      'Baraka Traders,0.00,0.00,0.00,0.00,1160.00,0.00,1160.00',
      'Total,580.00,0.00,1320.00,0.00,1160.00,0.00,3060.00',
    ]);

    // as at 50 days ago: INV-0002 did not exist, INV-0001 was not yet due and owed all of its 2,900 (the
    // receipt and the credit note came later), INV-0003 was 50 days past due
    await fillDate(dateField(page, 'As at'), day(-50));
    await agingTable(page).getByText('KES 4,060.00').waitFor();
    const past = await tableCells(agingTable(page));
    assert.deepEqual(past.at(-1), [
      'Total',
      'KES 2,900.00',
      zero,
      'KES 1,160.00',
      zero,
      zero,
      zero,
      'KES 4,060.00',
    ]);
    await shot(page, 'w1280-receivables-aging');
    await phoneShot(page, 'w375-receivables-aging', () => agingTable(page).waitFor());

    // a customer's row opens their page
    await agingTable(page).getByRole('link', { name: 'Baraka Traders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Baraka Traders' }).waitFor();
    await context.close();
  });

  it('says so when nobody owes anything', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Eldoret' });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/receivables-aging');
    await page.getByRole('heading', { name: 'Nothing owed' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Download CSV' }).isDisabled(), true);
    await context.close();
  });
});
