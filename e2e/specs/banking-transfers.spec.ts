import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bankAccountsApi, bankTransfersApi } from '@tawi/contracts';
import { formatDate } from '@tawi/domain';
import type { Locator, Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { dateField, dateValue } from '../support/dates';
import { phoneShot, shot, toast } from '../support/documents';
import { createBankAccount, createCompany } from '../support/factories';
import { gridRow, gridRows, pickOption, rowValues } from '../support/mui';
import { today } from '../support/sales-cycle';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, newPage } from '../support/ui';

const accountsGrid = (page: Page) => page.getByRole('grid', { name: 'Bank accounts' });
const transfersGrid = (page: Page) => page.getByRole('grid', { name: 'Transfers' });

/**
 * Waits until the account's Balance cell shows this balance (the list reloads after a change; another
 * column, such as the opening balance, may already show the same figure).
 */
async function balanceIs(page: Page, account: string, balance: string): Promise<void> {
  const grid = accountsGrid(page);
  const column = await grid
    .getByRole('columnheader', { name: 'Balance', exact: true })
    .getAttribute('aria-colindex');
  const exactly = new RegExp(`^\\s*${balance.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  const row = gridRow(grid, account);
  await row.locator(`[role="gridcell"][aria-colindex="${column}"]`).filter({ hasText: exactly }).waitFor();
  assert.equal((await rowValues(row)).Balance, balance);
}

/** Opens the transfer dialog and fills it in (the accounts by their option text, with their balance). */
async function fillTransfer(
  page: Page,
  t: { from: string; to: string; amount: string; reference?: string },
): Promise<Locator> {
  await page.getByRole('button', { name: 'Transfer money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer money' });
  await pickOption(page, dialog.getByRole('combobox', { name: 'From account' }), t.from);
  await pickOption(page, dialog.getByRole('combobox', { name: 'To account' }), t.to);
  await dialog.getByLabel('Amount').fill(t.amount);
  if (t.reference) await dialog.getByLabel('Reference').fill(t.reference);
  return dialog;
}

describe('banking transfers', () => {
  const spec = useServerAndBrowser();

  it('moves cash to the bank, refuses more than the till holds, and voids the transfer', async () => {
    const owner = await createCompany(spec.server.url);
    await createBankAccount(spec.server.url, owner, {
      name: 'Shop till',
      kind: 'cash',
      openingBalance: 5000,
    });
    await createBankAccount(spec.server.url, owner, { name: 'KCB Current', openingBalance: 0 });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/banking');
    await page.getByRole('heading', { level: 1, name: 'Banking' }).waitFor();
    await transfersGrid(page).getByText('No transfers yet').waitFor();
    await balanceIs(page, 'Shop till', 'KES 5,000.00');

    // the To list leaves out the account the money leaves; the date is today
    await page.getByRole('button', { name: 'Transfer money' }).click();
    let dialog = page.getByRole('dialog', { name: 'Transfer money' });
    assert.equal(await dateValue(dateField(dialog, 'Date')), today);
    await pickOption(
      page,
      dialog.getByRole('combobox', { name: 'From account' }),
      'Shop till · KES 5,000.00',
    );
    await dialog.getByRole('combobox', { name: 'To account' }).click();
    assert.deepEqual(await page.getByRole('listbox').getByRole('option').allInnerTexts(), [
      'KCB Current · KES 0.00',
    ]);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await fillTransfer(page, {
      from: 'Shop till · KES 5,000.00',
      to: 'KCB Current · KES 0.00',
      amount: '4500.50',
      reference: 'Slip 0042',
    });
    await shot(page, 'w1280-banking-transfer-dialog');
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await toast(page, 'BT-0001: KES 4,500.50 moved from Shop till to KCB Current');
    await dialog.waitFor({ state: 'detached' });
    await balanceIs(page, 'Shop till', 'KES 499.50');
    await balanceIs(page, 'KCB Current', 'KES 4,500.50');
    const row = gridRow(transfersGrid(page), 'BT-0001');
    await row.waitFor();
    assert.deepEqual(await rowValues(row), {
      Number: 'BT-0001',
      Date: formatDate(today),
      From: 'Shop till',
      To: 'KCB Current',
      Amount: 'KES 4,500.50',
      Reference: 'Slip 0042',
      Status: 'Completed',
      Actions: '',
    });

    // a till cannot go below zero: 499.50 left, 1,000 asked
    dialog = await fillTransfer(page, {
      from: 'Shop till · KES 499.50',
      to: 'KCB Current · KES 4,500.50',
      amount: '1000',
    });
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await dialog.getByText('Shop till holds KES 499.50; KES 1,000.00 would take it below zero').waitFor();
    await shot(page, 'w1280-banking-transfer-insufficient');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await gridRows(transfersGrid(page)).count(), 1);

    await shot(page, 'w1280-banking-transfers');
    await phoneShot(page, 'w375-banking-transfers', () => gridRow(transfersGrid(page), 'BT-0001').waitFor());
    // a small desk: the date and reference move under the number
    await page.setViewportSize({ width: 1100, height: 800 });
    await transfersGrid(page).getByRole('columnheader', { name: 'Date' }).waitFor({ state: 'detached' });
    const small = await rowValues(gridRow(transfersGrid(page), 'BT-0001'));
    assert.equal(small.Number, `BT-0001 ${formatDate(today)} Slip 0042`);
    await shot(page, 'w1100-banking-transfers');
    await page.setViewportSize(DESKTOP);

    // void with a reason, behind a confirmation: the money goes back
    await gridRow(transfersGrid(page), 'BT-0001').getByRole('button', { name: 'Void BT-0001' }).click();
    const confirm = page.getByRole('dialog', { name: 'Void BT-0001?' });
    await confirm.getByText('The KES 4,500.50 goes back from KCB Current to Shop till.').waitFor();
    await confirm.getByLabel('Reason').fill('Entered against the wrong account');
    await confirm.getByRole('button', { name: 'Void transfer' }).click();
    await toast(page, 'BT-0001 voided');
    const voided = gridRow(transfersGrid(page), 'BT-0001').filter({ hasText: 'Voided' });
    await voided.waitFor();
    await balanceIs(page, 'Shop till', 'KES 5,000.00');
    await balanceIs(page, 'KCB Current', 'KES 0.00');
    assert.equal(await voided.getByRole('button', { name: 'Void BT-0001' }).count(), 0);
    await shot(page, 'w1280-banking-transfer-voided');

    const transfers = await callEntry(spec.server.url, owner.token, bankTransfersApi.list);
    assert.equal(transfers.total, 1);
    const [first] = transfers.items;
    assert.equal(first?.status, 'Voided');
    assert.equal(first?.amount, 4500.5);
    assert.equal(first?.voidReason, 'Entered against the wrong account');
    const accounts = await callEntry(spec.server.url, owner.token, bankAccountsApi.list);
    assert.deepEqual(accounts.items.map((a) => [a.name, a.balance]).sort(), [
      ['KCB Current', 0],
      ['Shop till', 5000],
    ]);
    await context.close();
  });
});
