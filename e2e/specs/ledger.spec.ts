import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AccountOption, bankAccountsApi, companyApi, ledgerApi, reportsApi } from '@tawi/contracts';
import { formatDate, formatKes, todayIn } from '@tawi/domain';
import type { Locator, Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { dateField, dateValue, fillDate } from '../support/dates';
import { exportReport, shot, toast, toastText } from '../support/documents';
import { createBranch, createCompany, type Owner } from '../support/factories';
import { gridRow, pickOption, rowValues, tableCells, tableRow } from '../support/mui';
import type { RunningServer } from '../support/server';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage, PHONE } from '../support/ui';

/** Waits for a toast (react-hot-toast renders role="status") with this text. */
const today = () => todayIn('Africa/Nairobi');

async function accountsOf(server: RunningServer, owner: Owner): Promise<Map<string, AccountOption>> {
  const { items } = await callEntry(server.url, owner.token, ledgerApi.listAccounts, {
    query: { limit: 250 },
  });
  return new Map(items.map((a) => [a.name, a]));
}

/** Picks an account in a journal line and types its amount on one side. */
async function fillLine(
  page: Page,
  dialog: Locator,
  n: number,
  line: { account: string; debit?: number; credit?: number; description?: string },
): Promise<void> {
  const group = dialog.getByRole('group', { name: `Line ${n}` });
  await group.getByRole('combobox', { name: 'Account' }).fill(line.account.split(' · ')[1] ?? line.account);
  await page.getByRole('option', { name: line.account, exact: true }).click();
  if (line.debit !== undefined) await group.getByLabel('Debit').fill(String(line.debit));
  if (line.credit !== undefined) await group.getByLabel('Credit').fill(String(line.credit));
  if (line.description) await group.getByLabel('Description').fill(line.description);
}

/** The figures of the entry editor's totals: [total debit, total credit, difference + note]. */
async function totals(dialog: Locator): Promise<string[]> {
  return dialog
    .getByRole('definition')
    .evaluateAll((dds) => dds.map((d) => (d as HTMLElement).innerText.trim().replace(/\s+/g, ' ')));
}

/** Trial-balance rows by account name: [debit, credit] as shown. */
async function trialBalanceRow(table: Locator, name: string): Promise<[string, string] | undefined> {
  const row = await tableRow(table, name);
  return row ? [row[3] ?? '', row[4] ?? ''] : undefined;
}

describe('ledger', () => {
  const spec = useServerAndBrowser();

  it('posts a cash sale through the entry editor, sees it in the statements and the ledger, then reverses it', async () => {
    const owner = await createCompany(spec.server.url);
    const accounts = await accountsOf(spec.server, owner);
    const cash = accounts.get('Cash on Hand');
    const sales = accounts.get('Sales');
    const vat = accounts.get('VAT Output');
    assert.ok(cash && sales && vat, 'the default chart has cash, sales and VAT output');
    const mombasa = await createBranch(spec.server.url, owner, 'Mombasa', 'MSA');
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);

    // the settings hub leads to the journal
    await page.goto('/dashboard/settings');
    const sections = page.getByRole('list', { name: 'Settings sections' });
    await sections.getByRole('link', { name: /^Journal entries/ }).click();
    await page.waitForURL(/\/dashboard\/settings\/journal-entries$/);
    const grid = page.getByRole('grid', { name: 'Journal entries' });
    await grid.getByText('No journal entries yet').waitFor();

    await page.getByRole('button', { name: 'New entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New journal entry' });
    assert.equal(await dateValue(dateField(dialog, 'Date')), today());
    await dialog.getByLabel('Memo').fill('Cash sale, counter 1');
    await fillLine(page, dialog, 1, { account: '1000 · Cash on Hand', debit: 11600 });
    await fillLine(page, dialog, 2, { account: '4000 · Sales', credit: 10000 });
    // the difference shows while the entry does not balance, and Post waits for it
    assert.deepEqual(await totals(dialog), ['KES 11,600.00', 'KES 10,000.00', 'KES 1,600.00 Credits short']);
    const post = dialog.getByRole('button', { name: 'Post', exact: true });
    assert.equal(await post.isDisabled(), true);
    await dialog.getByRole('button', { name: 'Add line' }).click();
    await fillLine(page, dialog, 3, { account: '2100 · VAT Output', credit: 1600, description: 'VAT 16%' });
    assert.deepEqual(await totals(dialog), ['KES 11,600.00', 'KES 11,600.00', 'KES 0.00 Balanced']);
    assert.equal(await post.isEnabled(), true);
    await shot(page, 'w1280-journal-entry-dialog');
    await post.click();
    await dialog.waitFor({ state: 'detached' });
    const postedToast = await toastText(page, /JE-\d+ posted/);

    const { items: entries } = await callEntry(spec.server.url, owner.token, ledgerApi.listEntries);
    assert.equal(entries.length, 1);
    const [entry] = entries;
    assert.ok(entry);
    assert.match(entry.number, /^JE-\d{4,}$/);
    assert.equal(entry.status, 'Posted');
    assert.equal(entry.date, today());
    assert.equal(entry.memo, 'Cash sale, counter 1');
    assert.equal(entry.totalDebit, 11600);
    assert.equal(entry.totalCredit, 11600);
    assert.deepEqual(
      entry.lines.map((l) => [l.accountName, l.debit, l.credit, l.description]),
      [
        ['Cash on Hand', 11600, 0, null],
        ['Sales', 0, 10000, null],
        ['VAT Output', 0, 1600, 'VAT 16%'],
      ],
    );
    assert.equal(postedToast, `${entry.number} posted`);
    // (by id: the reversal's memo will name this entry too)
    const row = grid.locator(`[role="row"][data-id="${entry.id}"]`);
    const values = await rowValues(row);
    assert.equal(values.Status, 'Posted');
    assert.equal(values.Amount, 'KES 11,600.00');
    assert.equal(values.Memo, 'Cash sale, counter 1');
    await shot(page, 'w1280-journal-entries');

    // trial balance: the three accounts, equal totals, the same figures as the API
    await page.goto('/dashboard/financial-reports');
    await page.getByRole('heading', { level: 1, name: 'Financial Reports' }).waitFor();
    const tb = page.getByRole('table', { name: 'Trial balance' });
    await tb.getByText('Cash on Hand', { exact: true }).waitFor();
    assert.deepEqual(await trialBalanceRow(tb, 'Cash on Hand'), ['KES 11,600.00', '']);
    assert.deepEqual(await trialBalanceRow(tb, 'Sales'), ['', 'KES 10,000.00']);
    assert.deepEqual(await trialBalanceRow(tb, 'VAT Output'), ['', 'KES 1,600.00']);
    const tbTotal = (await tableCells(tb)).at(-1);
    assert.deepEqual(tbTotal, ['Total Balanced', 'KES 11,600.00', 'KES 11,600.00']);
    const tbApi = await callEntry(spec.server.url, owner.token, reportsApi.trialBalance);
    assert.deepEqual(tbApi.totals, { debit: 11600, credit: 11600 });
    for (const r of tbApi.rows.filter((x) => x.debit !== 0 || x.credit !== 0)) {
      const shown = await trialBalanceRow(tb, r.accountName);
      assert.deepEqual(
        shown,
        [r.debit ? formatKes(r.debit) : '', r.credit ? formatKes(r.credit) : ''],
        r.accountName,
      );
    }
    const csv = await exportReport(page, 'CSV');
    assert.match(csv.filename, /^trial-balance-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.match(csv.text, /Cash on Hand.*11600\.00/);
    await shot(page, 'w1280-reports-trial-balance');

    // the branch filter: the sale belongs to Nairobi (the active branch), Mombasa has nothing
    await pickOption(page, page.getByRole('combobox', { name: 'Branch', exact: true }), 'Mombasa');
    await page.waitForURL((url) => url.searchParams.get('branchId') === mombasa.id);
    await page.getByText('No balances yet').waitFor();
    const tbMombasa = await callEntry(spec.server.url, owner.token, reportsApi.trialBalance, {
      query: { branchId: mombasa.id },
    });
    assert.deepEqual(tbMombasa.totals, { debit: 0, credit: 0 });
    await pickOption(page, page.getByRole('combobox', { name: 'Branch', exact: true }), 'Nairobi');
    await tb.getByText('Cash on Hand', { exact: true }).waitFor();
    assert.deepEqual((await tableCells(tb)).at(-1), ['Total Balanced', 'KES 11,600.00', 'KES 11,600.00']);
    await pickOption(page, page.getByRole('combobox', { name: 'Branch', exact: true }), 'All branches');

    // profit and loss: sales 10,000, net profit 10,000
    await page.getByRole('tab', { name: 'Profit & loss' }).click();
    const pl = page.getByRole('table', { name: 'Profit and loss' });
    await pl.getByText('Net profit').waitFor();
    assert.deepEqual(await tableRow(pl, 'Sales'), ['4000', 'Sales', 'KES 10,000.00']);
    assert.deepEqual(await tableRow(pl, 'Total income'), ['Total income', 'KES 10,000.00']);
    assert.deepEqual(await tableRow(pl, 'Net profit'), ['Net profit', 'KES 10,000.00']);
    const plApi = await callEntry(spec.server.url, owner.token, reportsApi.profitAndLoss);
    assert.equal(plApi.income.total, 10000);
    assert.equal(plApi.netProfit, 10000);
    const plPdf = await exportReport(page, 'PDF');
    assert.match(plPdf.filename, /^profit-and-loss-.*\.pdf$/);
    assert.match(plPdf.text, /Profit and loss/);
    assert.match(plPdf.text, /Sales\s+10,000\.00/);
    await shot(page, 'w1280-reports-profit-and-loss');

    // balance sheet: assets 11,600 = liabilities 1,600 + equity 10,000 (this year's earnings)
    await page.getByRole('tab', { name: 'Balance sheet' }).click();
    const bs = page.getByRole('table', { name: 'Balance sheet' });
    await bs.getByText('Total liabilities and equity').waitFor();
    assert.deepEqual(await tableRow(bs, 'Total assets'), ['Total assets', 'KES 11,600.00']);
    assert.deepEqual(await tableRow(bs, 'Total liabilities'), ['Total liabilities', 'KES 1,600.00']);
    assert.deepEqual(await tableRow(bs, 'Total equity'), ['Total equity', 'KES 10,000.00']);
    assert.deepEqual(await tableRow(bs, 'Total liabilities and equity'), [
      'Total liabilities and equity',
      'KES 11,600.00',
    ]);
    await shot(page, 'w1280-reports-balance-sheet');

    // cash flow: cash went from 0 to 11,600
    await page.getByRole('tab', { name: 'Cash flow' }).click();
    const cf = page.getByRole('table', { name: 'Cash flow' });
    await cf.getByText('Cash at the end of the period').waitFor();
    assert.deepEqual(await tableRow(cf, 'Net change in cash'), ['Net change in cash', 'KES 11,600.00']);
    assert.deepEqual(await tableRow(cf, 'Cash at the end of the period'), [
      'Cash at the end of the period',
      'KES 11,600.00',
    ]);
    await shot(page, 'w1280-reports-cash-flow');

    // drill-down: from the trial balance to the general ledger of Cash on Hand
    await page.getByRole('tab', { name: 'Trial balance' }).click();
    await tb.getByRole('button', { name: 'Cash on Hand' }).click();
    await page.waitForURL((url) => url.searchParams.get('accountId') === cash.id);
    await page.getByRole('tab', { name: 'General ledger', selected: true }).waitFor();
    const gl = page.getByRole('table', { name: 'General ledger of Cash on Hand' });
    await gl.getByText(entry.number).waitFor();
    const glRows = await tableCells(gl);
    assert.deepEqual(glRows.slice(1), [
      ['Opening balance', 'KES 0.00'],
      [
        formatDate(today()),
        entry.number,
        'Cash sale, counter 1',
        // made by hand: the line leads to the journal entries
        'Journal entry',
        'KES 11,600.00',
        '',
        'KES 11,600.00',
      ],
      ['Closing balance', 'KES 11,600.00'],
    ]);
    assert.equal(await page.getByRole('table', { name: /^General ledger of / }).count(), 1, 'one account');
    const glApi = await callEntry(spec.server.url, owner.token, reportsApi.generalLedger, {
      query: { accountId: cash.id },
    });
    assert.equal(glApi.accounts.length, 1);
    assert.equal(glApi.accounts[0]?.closingBalance, 11600);
    assert.deepEqual(
      glApi.accounts[0]?.lines.map((l) => [l.number, l.debit, l.credit, l.balance]),
      [[entry.number, 11600, 0, 11600]],
    );
    await shot(page, 'w1280-reports-general-ledger');

    // the journal tab lists the entry with its lines
    await page.getByRole('tab', { name: 'Journal' }).click();
    const journal = page.getByRole('table', { name: 'Journal' });
    await journal.getByText(entry.number).waitFor();
    assert.deepEqual(await tableRow(journal, '2100 · VAT Output'), [
      '',
      '2100 · VAT Output',
      'VAT 16%',
      '',
      'KES 1,600.00',
    ]);
    await shot(page, 'w1280-reports-journal');
    await page.setViewportSize(PHONE);
    await page.getByRole('tab', { name: 'Trial balance' }).click();
    await tb.getByText('Cash on Hand', { exact: true }).waitFor();
    await shot(page, 'w375-reports-trial-balance');
    await page.setViewportSize({ width: 1280, height: 800 });

    // reverse it behind a confirmation: the three accounts are back to zero
    await page.goto('/dashboard/settings/journal-entries');
    await row.getByRole('button', { name: `Reverse ${entry.number}` }).click();
    const confirm = page.getByRole('dialog', { name: `Reverse ${entry.number}?` });
    await confirm.getByRole('button', { name: 'Reverse' }).click();
    await confirm.waitFor({ state: 'detached' });
    const reversedToast = await toastText(page, /reversed by JE-\d+/);
    const after = (await callEntry(spec.server.url, owner.token, ledgerApi.listEntries)).items;
    const reversal = after.find((e) => e.reversalOfId === entry.id);
    assert.ok(reversal, 'a reversing entry exists');
    assert.equal(reversal.status, 'Posted');
    assert.deepEqual(
      reversal.lines.map((l) => [l.accountName, l.debit, l.credit]),
      [
        ['Cash on Hand', 0, 11600],
        ['Sales', 10000, 0],
        ['VAT Output', 1600, 0],
      ],
    );
    assert.equal(reversedToast, `${entry.number} reversed by ${reversal.number}`);
    await gridRow(grid, reversal.number).waitFor(); // the list refetched
    await row.getByText('Reversed').waitFor();
    assert.match((await rowValues(row)).Status ?? '', /Posted Reversed/);
    assert.equal(await row.getByRole('button', { name: `Reverse ${entry.number}` }).count(), 0);

    // accounts back at zero are left out (or shown blank): with nothing else posted the report is empty
    await page.goto('/dashboard/financial-reports');
    const empty = page.getByText('No balances yet');
    await tb.or(empty).waitFor();
    if (await tb.isVisible()) {
      for (const name of ['Cash on Hand', 'Sales', 'VAT Output']) {
        const shown = await trialBalanceRow(tb, name);
        assert.ok(shown === undefined || (shown[0] === '' && shown[1] === ''), `${name}: ${shown}`);
      }
    }
    await shot(page, 'w1280-reports-trial-balance-reversed');
    const zero = await callEntry(spec.server.url, owner.token, reportsApi.trialBalance);
    for (const id of [cash.id, sales.id, vat.id]) {
      const r = zero.rows.find((x) => x.accountId === id);
      assert.ok(!r || (r.debit === 0 && r.credit === 0), `API: ${r?.accountName} is zero`);
    }
    assert.equal(zero.totals.debit, zero.totals.credit);
    await context.close();
  });

  it('keeps an unbalanced draft, refuses to post it with the server reason, deletes it', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/settings/journal-entries');
    await page.getByRole('button', { name: 'New entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New journal entry' });
    // nothing chosen: the form says what is missing and sends nothing
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await dialog.getByText('Choose one').first().waitFor();
    await fillLine(page, dialog, 1, { account: '6100 · Rent', debit: 25000 });
    await fillLine(page, dialog, 2, { account: '1010 · Bank Accounts', credit: 20000 });
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await dialog.waitFor({ state: 'detached' });
    const savedToast = await toastText(page, /Draft \S+ saved/);
    const [draft] = (
      await callEntry(spec.server.url, owner.token, ledgerApi.listEntries, { query: { status: 'Draft' } })
    ).items;
    assert.ok(draft);
    assert.equal(draft.totalDebit, 25000);
    assert.equal(draft.totalCredit, 20000);
    assert.equal(savedToast, `Draft ${draft.number} saved`);
    const grid = page.getByRole('grid', { name: 'Journal entries' });
    const row = gridRow(grid, draft.number);
    assert.equal((await rowValues(row)).Status, 'Draft');

    await row.getByRole('button', { name: `Post ${draft.number}` }).click();
    const confirm = page.getByRole('dialog', { name: `Post ${draft.number}?` });
    await confirm.getByRole('button', { name: 'Post' }).click();
    await confirm.getByRole('alert').filter({ hasText: 'Journal entry does not balance' }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    // the status filter, then delete behind a confirmation
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Posted' }).click();
    await grid.getByText('No entry matches these filters').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await row.getByRole('button', { name: `Delete ${draft.number}` }).click();
    const del = page.getByRole('dialog', { name: `Delete draft ${draft.number}?` });
    await del.getByRole('button', { name: 'Delete' }).click();
    await toast(page, `Draft ${draft.number} deleted`);
    await row.waitFor({ state: 'detached' });
    const left = await callEntry(spec.server.url, owner.token, ledgerApi.listEntries);
    assert.equal(left.total, 0);
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-journal-entries');
    await page.getByRole('button', { name: 'New entry' }).click();
    await page
      .getByRole('dialog', { name: 'New journal entry' })
      .getByRole('group', { name: 'Line 2' })
      .waitFor();
    await shot(page, 'w375-journal-entry-dialog');
    await context.close();
  });

  it('edits a draft until it balances and posts it; a lock date then refuses posting on or before it', async () => {
    const owner = await createCompany(spec.server.url);
    const accounts = await accountsOf(spec.server, owner);
    const id = (name: string) => accounts.get(name)?.id ?? '';
    const draft = await callEntry(spec.server.url, owner.token, ledgerApi.createEntry, {
      body: {
        date: today(),
        memo: 'Rent for the month',
        lines: [
          { accountId: id('Rent'), debit: 25000, credit: 0 },
          { accountId: id('Bank Accounts'), debit: 0, credit: 20000 },
        ],
      },
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/settings/journal-entries');
    const grid = page.getByRole('grid', { name: 'Journal entries' });
    await gridRow(grid, draft.number)
      .getByRole('button', { name: `Edit ${draft.number}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit draft ${draft.number}` });
    // unbalanced: Post is disabled until the credit matches
    assert.equal(await dialog.getByRole('button', { name: 'Post', exact: true }).isDisabled(), true);
    await dialog.getByRole('group', { name: 'Line 2' }).getByLabel('Credit').fill('25000');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const postedToast = await toastText(page, /JE-\d+ posted/);
    const posted = await callEntry(spec.server.url, owner.token, ledgerApi.getEntry, {
      params: { id: draft.id },
    });
    assert.equal(posted.status, 'Posted');
    assert.match(posted.number, /^JE-\d{4}$/);
    assert.deepEqual(
      posted.lines.map((l) => [l.accountName, l.debit, l.credit]),
      [
        ['Rent', 25000, 0],
        ['Bank Accounts', 0, 25000],
      ],
    );
    assert.equal(postedToast, `${posted.number} posted`);

    // lock the books up to today: a new entry dated today is refused with the server's reason
    await page.getByRole('button', { name: 'Lock date' }).click();
    const lock = page.getByRole('dialog', { name: 'Lock date' });
    await fillDate(dateField(lock, 'Locked up to'), today());
    await shot(page, 'w1280-lock-date');
    await lock.getByRole('button', { name: 'Lock', exact: true }).click();
    await toast(page, `Books locked up to ${formatDate(today())}`);
    await page.getByText(`Books locked up to ${formatDate(today())}.`).waitFor();
    await page.getByRole('button', { name: 'New entry' }).click();
    const entry = page.getByRole('dialog', { name: 'New journal entry' });
    await fillLine(page, entry, 1, { account: '6100 · Rent', debit: 100 });
    await fillLine(page, entry, 2, { account: '1010 · Bank Accounts', credit: 100 });
    await entry.getByRole('button', { name: 'Post', exact: true }).click();
    await entry.getByRole('alert').filter({ hasText: 'locked' }).waitFor();
    await entry.getByRole('button', { name: 'Cancel' }).click();
    const company = await callEntry(spec.server.url, owner.token, companyApi.get);
    assert.equal(company.lockDate, today());
    const all = await callEntry(spec.server.url, owner.token, ledgerApi.listEntries);
    assert.equal(all.total, 1);
    // remove the lock again
    await page.getByRole('button', { name: 'Lock date' }).click();
    await page
      .getByRole('dialog', { name: 'Lock date' })
      .getByRole('button', { name: 'Remove lock' })
      .click();
    await toast(page, 'Lock date removed');
    await context.close();
  });

  it('pages the general ledger: an account running over two pages is carried and brought forward', async () => {
    const owner = await createCompany(spec.server.url);
    const accounts = await accountsOf(spec.server, owner);
    const id = (name: string) => accounts.get(name)?.id ?? '';
    // 14 entries of rent paid from the bank: 28 lines, 14 on each account (bank 1010 before rent 6100)
    for (let i = 1; i <= 14; i++) {
      await callEntry(spec.server.url, owner.token, ledgerApi.createEntry, {
        body: {
          date: today(),
          memo: `Rent ${i}`,
          status: 'Posted',
          lines: [
            { accountId: id('Rent'), debit: 100 * i, credit: 0 },
            { accountId: id('Bank Accounts'), debit: 0, credit: 100 * i },
          ],
        },
      });
    }
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(
      page,
      owner.email,
      owner.password,
      '/dashboard/financial-reports?tab=general-ledger',
    );
    const rent = page.getByRole('table', { name: 'General ledger of Rent' });
    await rent.getByText('Closing balance').waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Lines per page' }), '25');
    await rent.getByText('Carried forward').waitFor();
    await page.getByText('1–25 of 28').waitFor();
    // page 1: the bank's 14 lines whole, then rent's first 11 (100 + ... + 1,100 = 6,600)
    const first = await tableCells(rent);
    assert.deepEqual(first[1], ['Opening balance', 'KES 0.00']);
    assert.deepEqual(first.at(-1), ['Carried forward', formatKes(6600)]);
    assert.equal(first.length, 1 + 1 + 11 + 1);
    await shot(page, 'w1280-reports-general-ledger-paged');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('26–28 of 28').waitFor();
    await rent.getByText('Brought forward').waitFor();
    const second = await tableCells(rent);
    assert.deepEqual(second[1], ['Brought forward', formatKes(6600)]);
    assert.deepEqual(
      second.slice(2, -1).map((r) => r.at(-1)),
      [formatKes(7800), formatKes(9100), formatKes(10500)],
    );
    assert.deepEqual(second.at(-1), ['Closing balance', formatKes(10500)]);
    assert.equal(await page.getByRole('table', { name: 'General ledger of Bank Accounts' }).count(), 0);
    await context.close();
  });

  it('chart of accounts: adds an account, marks system ones, refuses to delete one with postings', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/settings/chart-of-accounts');
    const grid = page.getByRole('grid', { name: 'Accounts' });
    const cashRow = gridRow(grid, 'Cash on Hand');
    await cashRow.waitFor();
    assert.match((await rowValues(cashRow)).Name ?? '', /Cash on Hand System/);
    assert.equal(await cashRow.getByRole('button', { name: 'Delete Cash on Hand' }).count(), 0);

    await page.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an account' });
    await dialog.getByLabel('Code').fill('6200');
    await dialog.getByLabel('Account name').fill('Security Services');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Expense', exact: true }).click();
    await dialog.getByLabel('Subtype').fill('operating');
    await shot(page, 'w1280-chart-of-accounts-dialog');
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await toast(page, 'Security Services added');
    const security = (await accountsOf(spec.server, owner)).get('Security Services');
    assert.ok(security);
    assert.equal(security.code, '6200');
    assert.equal(security.type, 'expense');
    assert.equal(security.systemKey, null);

    // post to it (paid from the bank: cash may not go below zero), then try to delete it: the server's
    // reason shows in the dialog
    const bank = (await accountsOf(spec.server, owner)).get('Bank Accounts');
    assert.ok(bank);
    await callEntry(spec.server.url, owner.token, ledgerApi.createEntry, {
      body: {
        date: today(),
        status: 'Posted',
        memo: 'Guards, March',
        lines: [
          { accountId: security.id, debit: 4500, credit: 0 },
          { accountId: bank.id, debit: 0, credit: 4500 },
        ],
      },
    });
    await page.reload();
    const row = gridRow(grid, 'Security Services');
    await row.waitFor();
    assert.equal((await rowValues(row)).Balance, 'KES 4,500.00');
    assert.equal((await rowValues(gridRow(grid, 'Bank Accounts'))).Balance, 'KES -4,500.00');
    await row.getByRole('button', { name: 'Delete Security Services' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Security Services?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm
      .getByRole('alert')
      .filter({ hasText: 'An account with postings cannot be deleted; deactivate it instead' })
      .waitFor();
    await shot(page, 'w1280-chart-of-accounts-delete-refused');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    assert.ok((await accountsOf(spec.server, owner)).has('Security Services'));

    // search and type filter
    await page.getByLabel('Search accounts').fill('payable');
    await gridRow(grid, 'PAYE Payable').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Search accounts').fill('');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Income', exact: true }).click();
    await gridRow(grid, 'Other Income').waitFor();
    await cashRow.waitFor({ state: 'detached' });
    await shot(page, 'w1280-chart-of-accounts');
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-chart-of-accounts');
    await context.close();
  });

  it('banking: adds an account with an opening balance and shows its balance; edits and deletes it', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/banking');
    await page.getByRole('heading', { level: 1, name: 'Banking' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Bank accounts' });
    await grid.getByText('No bank accounts yet').waitFor();

    await page.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a bank account' });
    await dialog.getByLabel('Account name').fill('KCB Current');
    await dialog.getByLabel('Bank').fill('KCB');
    await dialog.getByLabel('Account number').fill('1234567890');
    await dialog.getByLabel('Opening balance').fill('250000');
    assert.equal(await dateValue(dateField(dialog, 'Opening date')), today());
    await shot(page, 'w1280-banking-dialog');
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await toast(page, 'KCB Current added');
    const row = gridRow(grid, 'KCB Current');
    const values = await rowValues(row);
    assert.equal(values.Balance, 'KES 250,000.00');
    assert.equal(values['Opening balance'], 'KES 250,000.00');
    assert.equal(values.Kind, 'Bank');
    const { items } = await callEntry(spec.server.url, owner.token, bankAccountsApi.list);
    const kcb = items.find((a) => a.name === 'KCB Current');
    assert.ok(kcb);
    assert.equal(kcb.balance, 250000);
    assert.equal(kcb.openingBalance, 250000);
    assert.equal(kcb.bankName, 'KCB');
    assert.equal(kcb.accountNumber, '1234567890');
    assert.equal(kcb.kind, 'bank');
    await page
      .getByRole('region', { name: 'Balances by kind' })
      .getByText('KES 250,000.00')
      .first()
      .waitFor();
    await shot(page, 'w1280-banking');
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-banking');
    await page.setViewportSize({ width: 1280, height: 800 });

    // edit: rename
    await row.getByRole('button', { name: 'Edit KCB Current' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit KCB Current' });
    await edit.getByLabel('Account name').fill('KCB Main');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'KCB Main updated');
    const renamed = gridRow(grid, 'KCB Main');
    await renamed.waitFor();

    // delete behind a confirmation
    await renamed.getByRole('button', { name: 'Delete KCB Main' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete KCB Main?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'KCB Main deleted');
    await renamed.waitFor({ state: 'detached' });
    const left = await callEntry(spec.server.url, owner.token, bankAccountsApi.list);
    assert.equal(
      left.items.some((a) => a.id === kcb.id),
      false,
    );
    await context.close();
  });
});
