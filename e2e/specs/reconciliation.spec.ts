import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ledgerApi, reconciliationsApi } from '@tawi/contracts';
import { formatDate } from '@tawi/domain';
import type { Locator, Page } from 'playwright-core';
import { callEntry, callEntryResult } from '../support/api-client';
import { dateField, dateValue, fillDate } from '../support/dates';
import { fact, phoneShot, shot, toast } from '../support/documents';
import { createBankAccount, createCompany, type Owner } from '../support/factories';
import { fieldError, gridRow, gridRows, hasValue, pickOption, rowValues, tableCells } from '../support/mui';
import { day, today } from '../support/sales-cycle';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

const statementDate = day(-1);
const asAt = `KCB Current as at ${formatDate(statementDate)}`;
const title = `Reconciliation of ${asAt}`;

/**
 * Through the API: KCB Current (opening balance 50,000 forty days ago), cash sales banked (12,000),
 * the month's rent paid (8,000) and a cheque to a supplier (3,500) that the bank has not yet paid:
 * the books say 50,500 today.
 */
async function seedBank(url: string, owner: Owner): Promise<{ id: string }> {
  const bank = await createBankAccount<{ id: string; accountId: string }>(url, owner, {
    name: 'KCB Current',
    accountNumber: '1100223344',
    openingBalance: 50_000,
    openingDate: day(-40),
  });
  const { items } = await callEntry(url, owner.token, ledgerApi.listAccounts, { query: { limit: 250 } });
  const code = (c: string) => items.find((a) => a.code === c)?.id ?? '';
  const post = (date: string, memo: string, amount: number, other: string, deposit: boolean) =>
    callEntry(url, owner.token, ledgerApi.createEntry, {
      body: {
        date,
        memo,
        status: 'Posted',
        lines: [
          { accountId: bank.accountId, debit: deposit ? amount : 0, credit: deposit ? 0 : amount },
          { accountId: code(other), debit: deposit ? 0 : amount, credit: deposit ? amount : 0 },
        ],
      },
    });
  await post(day(-30), 'Cash sales banked', 12_000, '4000', true);
  await post(day(-20), 'Rent for the month', 8_000, '6100', false);
  await post(day(-5), 'Cheque 1002 to Mombasa Supplies', 3_500, '6190', false);
  return bank;
}

/** The lines table of the reconciliation on screen. */
const linesTable = (page: Page) => page.getByRole('table', { name: `Lines of ${asAt}` });
const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });

/** The lines' cells as a desk shows them (without the phone's signed amount, column 7), header left out. */
async function lineCells(page: Page): Promise<string[][]> {
  return (await tableCells(linesTable(page))).slice(1).map((r) => r.filter((_, i) => i !== 6));
}

/** Waits until a fact shows this value (the page redraws once the server has answered). */
async function factIs(page: Page, label: string, value: string): Promise<void> {
  await fact(summary(page), label)
    .filter({ hasText: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .waitFor();
}

/** Waits for the summary's status chip to say this. */
async function statusIs(page: Page, status: string): Promise<void> {
  await summary(page)
    .locator('.MuiChip-label')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor();
}

/** Statement balance, cleared balance, difference and book balance as the summary shows them. */
async function figures(page: Page): Promise<string[]> {
  const labels = ['Statement balance', 'Cleared balance', 'Difference', 'Book balance'];
  return Promise.all(labels.map((l) => fact(summary(page), l).innerText()));
}

const line = (page: Page, name: string) => page.getByRole('checkbox', { name });
const OPENING = 'JE-0001 Opening balance of KCB Current';
const SALES = 'JE-0002 Cash sales banked';
const RENT = 'JE-0003 Rent for the month';
const CHEQUE = 'JE-0004 Cheque 1002 to Mombasa Supplies';

async function waitForHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Once the toasts have gone (they would cover the title), a full-page screenshot. */
async function quietShot(page: Page, name: string): Promise<void> {
  await page.getByRole('status', { includeHidden: true }).first().waitFor({ state: 'detached' });
  await shot(page, name);
}

async function confirm(page: Page, dialogTitle: string, button: string, done: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: button }).click();
  await toast(page, done);
  await dialog.waitFor({ state: 'detached' });
}

async function fillEntry(dialog: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
}

describe('bank reconciliation', () => {
  const spec = useServerAndBrowser();

  it('reconciles a statement line by line, adds a bank charge, finishes, undoes, and carries the rest forward', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Mombasa Road' });
    const bank = await seedBank(spec.server.url, owner);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard');

    // from the menu: nothing reconciled yet
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Reconciliation' })
      .click();
    await waitForHeading(page, 'Reconciliation');
    await page.getByRole('grid', { name: 'Reconciliations' }).getByText('No reconciliations yet').waitFor();

    // start one: the date defaults to today and cannot be later; the account shows its balance
    await page.getByRole('button', { name: 'New reconciliation' }).click();
    const start = page.getByRole('dialog', { name: 'New reconciliation' });
    const date = dateField(start, 'Statement date');
    assert.equal(await dateValue(date), today);
    await pickOption(
      page,
      start.getByRole('combobox', { name: 'Account' }),
      'KCB Current · 1100223344 · KES 50,500.00',
    );
    await fillDate(date, day(1));
    // a typo: the statement says 53,850.00
    await start.getByLabel('Statement ending balance').fill('53580');
    await start.getByRole('button', { name: 'Start' }).click();
    assert.equal(await fieldError(page, date), 'Cannot be after today');
    await shot(page, 'w1280-reconciliation-new');
    await fillDate(date, statementDate);
    await start.getByRole('button', { name: 'Start' }).click();
    await toast(page, `Reconciliation of ${asAt} started`);
    await waitForHeading(page, title);
    assert.match(page.url(), /\/dashboard\/reconciliation\/[0-9a-f-]{36}$/);

    // every posted line of the account up to the statement date, none matched; Finish waits
    assert.deepEqual(await figures(page), ['KES 53,580.00', 'KES 0.00', 'KES 53,580.00', 'KES 50,500.00']);
    assert.equal(await fact(summary(page), 'Last reconciled').innerText(), 'Never');
    await statusIs(page, 'Pending');
    const finish = page.getByRole('button', { name: 'Finish' });
    assert.equal(await finish.isDisabled(), true);
    const dates = [day(-40), day(-30), day(-20), day(-5)].map((d) => formatDate(d));
    assert.deepEqual(await lineCells(page), [
      ['', dates[0], 'JE-0001', 'Opening balance of KCB Current', 'KES 50,000.00', '', ''],
      ['', dates[1], 'JE-0002', 'Cash sales banked', 'KES 12,000.00', '', ''],
      ['', dates[2], 'JE-0003', 'Rent for the month', '', 'KES 8,000.00', ''],
      ['', dates[3], 'JE-0004', 'Cheque 1002 to Mombasa Supplies', '', 'KES 3,500.00', ''],
    ]);

    // tick everything, then untick the cheque the bank has not paid yet
    await page.getByRole('button', { name: 'Match all shown' }).click();
    await factIs(page, 'Cleared balance', 'KES 50,500.00');
    assert.deepEqual(await figures(page), [
      'KES 53,580.00',
      'KES 50,500.00',
      'KES 3,080.00',
      'KES 50,500.00',
    ]);
    await line(page, CHEQUE).uncheck();
    await factIs(page, 'Cleared balance', 'KES 54,000.00');
    assert.equal(await fact(summary(page), 'Difference').innerText(), 'KES -420.00');
    assert.equal(await line(page, CHEQUE).isChecked(), false);
    for (const name of [OPENING, SALES, RENT]) assert.equal(await line(page, name).isChecked(), true, name);
    await statusIs(page, 'In progress');
    assert.equal(await fact(summary(page), 'Matched lines').innerText(), '3');

    // the tabs: only the cheque is unmatched
    await page.getByRole('tab', { name: 'Unmatched (1)' }).click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'unmatched');
    await line(page, OPENING).waitFor({ state: 'detached' });
    assert.deepEqual(
      (await lineCells(page)).map((r) => r[2]),
      ['JE-0004'],
    );
    await page.getByRole('tab', { name: 'All (4)' }).click();
    await line(page, OPENING).waitFor();

    // the statement's ledger fee is not in the books: a statement entry, first dated after the statement
    await page.getByRole('button', { name: 'Add statement entry' }).click();
    const entry = page.getByRole('dialog', { name: 'Add statement entry' });
    const account = entry.getByRole('combobox', { name: 'Other account' });
    await hasValue(account, '6120 · Bank Charges');
    assert.equal(await entry.getByRole('combobox', { name: 'Type' }).innerText(), 'Withdrawal (money out)');
    const entryDate = dateField(entry, 'Date');
    assert.equal(await dateValue(entryDate), statementDate);
    await fillEntry(entry, {
      Amount: '150',
      Description: 'Monthly ledger fee',
      'Statement reference': 'CHG-0131',
      Notes: 'Charged on the last day of the statement',
    });
    await shot(page, 'w1280-statement-entry');
    await phoneShot(page, 'w375-statement-entry', () => entry.waitFor(), false);
    await fillDate(entryDate, today);
    await entry.getByRole('button', { name: 'Add and match' }).click();
    assert.equal(
      await fieldError(page, entryDate),
      `On or before the statement date, ${formatDate(statementDate)}`,
    );
    await fillDate(entryDate, statementDate);
    await entry.getByRole('button', { name: 'Add and match' }).click();
    await toast(page, 'Monthly ledger fee added and matched');
    await entry.waitFor({ state: 'detached' });
    await factIs(page, 'Cleared balance', 'KES 53,850.00');
    // the books now hold the fee too; the typo in the statement balance is what is left
    assert.deepEqual(await figures(page), ['KES 53,580.00', 'KES 53,850.00', 'KES -270.00', 'KES 50,350.00']);
    const fee = (await lineCells(page)).find((r) => r[2] === 'JE-0005');
    assert.deepEqual(fee, [
      '',
      formatDate(statementDate),
      'JE-0005',
      'Monthly ledger fee Statement entry: Charged on the last day of the statement',
      '',
      'KES 150.00',
      'CHG-0131',
    ]);
    assert.equal(await line(page, 'JE-0005 Monthly ledger fee').isChecked(), true);
    await quietShot(page, 'w1280-reconciliation-difference');

    // not balanced: Finish stays disabled, and the server refuses it too
    assert.equal(await finish.isDisabled(), true);
    const id = page.url().split('/').at(-1) ?? '';
    const refused = await callEntryResult(spec.server.url, owner.token, reconciliationsApi.finish, {
      params: { id },
    });
    assert.equal(refused.status, 422);
    assert.equal(refused.error?.code, 'reconciliation-not-balanced');
    assert.match(refused.error?.message ?? '', /differ by KES 270\.00$/);

    // correct the typo: the difference is gone and Finish is offered
    await page.getByRole('button', { name: 'Edit statement' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit statement' });
    assert.equal(await edit.getByLabel('Statement ending balance').inputValue(), '53580');
    await edit.getByLabel('Statement ending balance').fill('53850');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Statement of ${asAt} saved`);
    await factIs(page, 'Difference', 'KES 0.00');
    assert.deepEqual(await figures(page), ['KES 53,850.00', 'KES 53,850.00', 'KES 0.00', 'KES 50,350.00']);
    await summary(page).getByText('finish to mark them cleared', { exact: false }).waitFor();
    assert.equal(await finish.isDisabled(), false);
    await quietShot(page, 'w1280-reconciliation-detail');
    await phoneShot(page, 'w375-reconciliation-detail', () => linesTable(page).waitFor());
    await linesTable(page).waitFor();

    // finish: read-only, only the cleared lines (the cheque waits for the next statement)
    await finish.click();
    await confirm(page, 'Finish this reconciliation?', 'Finish', `${asAt} reconciled`);
    await statusIs(page, 'Reconciled');
    assert.match(await fact(summary(page), 'Reconciled by').innerText(), /^Jane Wanjiru · /);
    assert.deepEqual(
      (await lineCells(page)).map((r) => r[2]),
      ['JE-0001', 'JE-0002', 'JE-0003', 'JE-0005'],
    );
    assert.equal(await line(page, SALES).isDisabled(), true);
    for (const name of ['Finish', 'Add statement entry', 'Edit statement', 'Discard']) {
      assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, name);
    }
    await quietShot(page, 'w1280-reconciliation-finished');

    // the list: one row with the figures, filters kept in the address
    await page.getByRole('link', { name: 'Reconciliation', exact: true }).first().click();
    await waitForHeading(page, 'Reconciliation');
    const grid = page.getByRole('grid', { name: 'Reconciliations' });
    const row = gridRow(grid, 'KCB Current');
    await row.waitFor();
    const values = await rowValues(row);
    assert.equal(values.Account, 'KCB Current 1100223344');
    assert.equal(values['Statement date'], formatDate(statementDate));
    assert.equal(values['Statement balance'], 'KES 53,850.00');
    assert.equal(values['Book balance'], 'KES 50,350.00');
    assert.equal(values.Difference, 'KES 0.00');
    assert.equal(values.Status, 'Reconciled');
    assert.equal(values.Reconciled, `Jane Wanjiru ${formatDate(today)}`);
    await quietShot(page, 'w1280-reconciliations');
    await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'In progress');
    await page.waitForURL((u) => u.searchParams.get('status') === 'In Progress');
    await page.getByText('No reconciliation matches these filters').waitFor();
    await pickOption(page, page.getByRole('combobox', { name: 'Status' }), 'Reconciled');
    await row.waitFor();
    assert.equal(await gridRows(grid).count(), 1);
    await phoneShot(page, 'w375-reconciliations', () => row.waitFor());

    // undo it: open again; unticking a line brings a difference back and takes Finish away
    await row.click();
    await waitForHeading(page, title);
    await page.getByRole('button', { name: 'Undo reconciliation' }).click();
    await confirm(
      page,
      'Undo this reconciliation?',
      'Undo reconciliation',
      `Reconciliation of ${asAt} reopened`,
    );
    await statusIs(page, 'In progress');
    assert.equal(await finish.isDisabled(), false);
    await line(page, CHEQUE).waitFor();
    await line(page, RENT).uncheck();
    await factIs(page, 'Difference', 'KES -8,000.00');
    assert.equal(await finish.isDisabled(), true);
    await line(page, RENT).check();
    await factIs(page, 'Difference', 'KES 0.00');
    await finish.click();
    await confirm(page, 'Finish this reconciliation?', 'Finish', `${asAt} reconciled`);
    await statusIs(page, 'Reconciled');

    // the next statement starts after this one and carries the unpresented cheque forward
    await page.getByRole('link', { name: 'Reconciliation', exact: true }).first().click();
    await page.getByRole('button', { name: 'New reconciliation' }).click();
    const next = page.getByRole('dialog', { name: 'New reconciliation' });
    await pickOption(
      page,
      next.getByRole('combobox', { name: 'Account' }),
      'KCB Current · 1100223344 · KES 50,350.00',
    );
    const nextDate = dateField(next, 'Statement date');
    await fillDate(nextDate, statementDate);
    await next.getByLabel('Statement ending balance').fill('50350');
    await next.getByRole('button', { name: 'Start' }).click();
    assert.equal(
      await fieldError(page, nextDate),
      `After the last reconciled statement, dated ${formatDate(statementDate)}`,
    );
    await fillDate(nextDate, today);
    await next.getByRole('button', { name: 'Start' }).click();
    const nextAsAt = `KCB Current as at ${formatDate(today)}`;
    await waitForHeading(page, `Reconciliation of ${nextAsAt}`);
    const nextId = page.url().split('/').at(-1) ?? '';
    assert.deepEqual(await figures(page), [
      'KES 50,350.00',
      'KES 53,850.00',
      'KES -3,500.00',
      'KES 50,350.00',
    ]);
    assert.equal(await fact(summary(page), 'Last reconciled').innerText(), formatDate(statementDate));
    const carried = page.getByRole('table', { name: `Lines of ${nextAsAt}` });
    assert.deepEqual(
      (await tableCells(carried)).slice(1).map((r) => r[2]),
      ['JE-0004'],
    );
    await line(page, CHEQUE).check();
    await factIs(page, 'Difference', 'KES 0.00');
    assert.equal(await fact(summary(page), 'Cleared balance').innerText(), 'KES 50,350.00');

    // discard it: back to the list, where only the finished one is left
    await page.getByRole('button', { name: 'Discard' }).click();
    await confirm(page, 'Discard this reconciliation?', 'Discard', `Reconciliation of ${nextAsAt} discarded`);
    await waitForHeading(page, 'Reconciliation');
    // rows by their ids: both name the account, and the list reloads once it is back
    await grid.locator(`[data-id="${id}"]`).waitFor();
    await grid.locator(`[data-id="${nextId}"]`).waitFor({ state: 'detached' });
    assert.equal(await gridRows(grid).count(), 1);
    assert.equal((await rowValues(grid.locator(`[data-id="${id}"]`))).Status, 'Reconciled');
    const list = await callEntry(spec.server.url, owner.token, reconciliationsApi.list, {
      query: { bankAccountId: bank.id },
    });
    assert.deepEqual(
      list.items.map((r) => r.statementDate),
      [statementDate],
    );
    await context.close();
  });
});
