import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { companyApi, customerReceiptsApi, invoicesApi, productsApi } from '@tawi/contracts';
import { formatKes } from '@tawi/domain';
import type { Browser, Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { shot } from '../support/documents';
import { createBankAccount, createCompany, type Owner } from '../support/factories';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi } from '../support/ui';

const PHONE_390 = { width: 390, height: 844 };
const SUGAR_BARCODE = '6161100000017';

/** A company with two stocked products (sugar has a barcode) and a cash drawer, an M-Pesa till and a bank. */
async function shop(url: string): Promise<Owner> {
  const owner = await createCompany(url, { branchName: 'Westlands' });
  const product = (sku: string, name: string, sellingPrice: number, barcode?: string) =>
    callEntry(url, owner.token, productsApi.create, {
      body: {
        sku,
        name,
        sellingPrice,
        costPrice: sellingPrice * 0.7,
        openingStock: 50,
        ...(barcode && { barcode }),
      },
    });
  await product('SUGAR-1', 'Sugar 1 kg', 160, SUGAR_BARCODE);
  await product('SOAP-1', 'Bar soap', 60);
  await createBankAccount(url, owner, { name: 'Counter cash', kind: 'cash' });
  await createBankAccount(url, owner, { name: 'M-Pesa till', kind: 'mobile_money' });
  await createBankAccount(url, owner, { name: 'Equity current' });
  return owner;
}

/** A page whose context lets axe-core be injected (the app's CSP forbids inline scripts). */
async function newPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, bypassCSP: true, reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

const scanField = (page: Page) => page.getByLabel('Scan or search a product');
const totalShown = async (page: Page) => (await page.getByTestId('sale-total').innerText()).trim();
const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** Scans the sugar's barcode (typed, then Enter: what a USB scanner does) `times` times. */
async function scanSugar(page: Page, times: number) {
  for (let i = 1; i <= times; i += 1) {
    await scanField(page).fill(SUGAR_BARCODE);
    await scanField(page).press('Enter');
    await page
      .getByLabel('Quantity of Sugar 1 kg')
      .and(page.locator(`[value="${i}"]`))
      .waitFor();
  }
}

/** Charges the sale and returns the receipt dialog's title once it shows. */
async function charge(page: Page) {
  await page.getByRole('button', { name: /^Charge/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('heading')
    .filter({ hasText: /^INV-\d+ paid/ })
    .waitFor();
  return dialog;
}

describe('counter sale', () => {
  const spec = useServerAndBrowser();

  it('sells by scan for cash with change, by M-Pesa and split, at 1280 px', async () => {
    const owner = await shop(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url, DESKTOP);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/counter-sale');
    await page.getByRole('heading', { level: 1, name: 'Counter sale' }).waitFor();
    await expectAccessible(page, 'the counter sale page');

    // cash with change: 2 sugar by scanner, 1 soap by name
    await scanSugar(page, 2);
    await scanField(page).fill('bar so');
    await page.getByRole('button', { name: /Bar soap/ }).click();
    await page.getByLabel('Quantity of Bar soap').and(page.locator('[value="1"]')).waitFor();
    const total = await totalShown(page);
    await page.getByLabel('Cash tendered').fill('1000');
    const change = 1000 - amountOf(total);
    await page
      .getByTestId('change-due')
      .filter({ hasText: `Change ${formatKes(change)}` })
      .waitFor();
    await shot(page, 'counter-sale-cash-1280');
    const receipt = await charge(page);
    await receipt.getByText(`Change`).first().waitFor();
    assert.match(await receipt.locator('.counter-receipt').innerText(), /Walk-in customer \(Westlands\)/);
    await expectAccessible(page, 'the counter receipt');
    await shot(page, 'counter-sale-receipt-80mm-1280');
    await receipt.getByRole('button', { name: '58 mm' }).click();
    await page.locator('.counter-receipt[data-paper="58mm"]').waitFor();
    await shot(page, 'counter-sale-receipt-58mm-1280');
    await receipt.getByRole('button', { name: 'New sale' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // M-Pesa
    await scanSugar(page, 1);
    await page.getByRole('button', { name: 'M-Pesa', exact: true }).click();
    await page.getByLabel('M-Pesa code').fill('qgh7k2l9xm');
    await charge(page);
    await page.getByRole('button', { name: 'New sale' }).click();

    // split: 100 cash, the rest by M-Pesa
    await scanSugar(page, 3);
    const splitTotal = amountOf(await totalShown(page));
    await page.getByRole('button', { name: 'Split' }).click();
    await page.getByLabel('Cash amount').fill('100');
    await page.getByText(`${formatKes(splitTotal - 100)} still to pay`).waitFor();
    await page.getByLabel('M-Pesa amount').fill(String(Math.round((splitTotal - 100) * 100) / 100));
    await page.getByLabel('M-Pesa code').fill('RKT4ZX81QP');
    await page.getByLabel('Cash tendered').fill('200');
    await page
      .getByTestId('change-due')
      .filter({ hasText: `Change ${formatKes(100)}` })
      .waitFor();
    await shot(page, 'counter-sale-split-1280');
    await charge(page);

    const invoices = await callEntry(spec.server.url, owner.token, invoicesApi.list, { query: {} });
    const byNumber = new Map(invoices.items.map((i) => [i.invoiceNumber, i]));
    assert.deepEqual(
      ['INV-0001', 'INV-0002', 'INV-0003'].map((n) => [
        byNumber.get(n)?.status,
        byNumber.get(n)?.outstanding,
      ]),
      [
        ['Paid', 0],
        ['Paid', 0],
        ['Paid', 0],
      ],
    );
    assert.equal(byNumber.get('INV-0001')?.total, amountOf(total));
    assert.equal(byNumber.get('INV-0003')?.total, splitTotal);
    const receipts = await callEntry(spec.server.url, owner.token, customerReceiptsApi.list, { query: {} });
    assert.deepEqual(receipts.items.map((r) => [r.paymentMethod, r.reference]).sort(), [
      ['cash', null],
      ['cash', null],
      ['mpesa', 'QGH7K2L9XM'],
      ['mpesa', 'RKT4ZX81QP'],
    ]);
    await context.close();
  });

  it('rings up a sale on a 390 px phone and refuses an M-Pesa code used before', async () => {
    const owner = await shop(spec.server.url);
    // the company prints its documents in Swahili: the till receipt follows, the cashier's screen stays English
    await callEntry(spec.server.url, owner.token, companyApi.update, { body: { language: 'sw' } });
    const { context, page } = await newPage(spec.browser, spec.server.url, PHONE_390);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/counter-sale');
    await page.getByRole('heading', { level: 1, name: 'Counter sale' }).waitFor();
    await scanSugar(page, 1);
    // every label of the sale's line reads in full on the phone (none cut short: 'Disco...')
    const cutLabels = await page
      .getByRole('list', { name: 'Sale lines' })
      .locator('label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    assert.deepEqual(cutLabels, []);
    await page.getByRole('button', { name: 'M-Pesa', exact: true }).click();
    await page.getByLabel('M-Pesa code').fill('SBC1234567');
    await expectAccessible(page, 'the counter sale page on a phone');
    await shot(page, 'counter-sale-mpesa-390');
    const receipt = await charge(page);
    await receipt.getByText('Asante kwa kununua. Karibu tena!').waitFor();
    await receipt.getByText('JUMLA', { exact: true }).first().waitFor();
    await shot(page, 'counter-sale-receipt-390');
    await page.getByRole('button', { name: 'New sale' }).click();

    await scanSugar(page, 1);
    await page.getByRole('button', { name: 'M-Pesa', exact: true }).click();
    await page.getByLabel('M-Pesa code').fill('SBC1234567');
    await page.getByRole('button', { name: /^Charge/ }).click();
    await page
      .getByText(/already used by receipt RCT-0001/)
      .first()
      .waitFor();
    await shot(page, 'counter-sale-duplicate-code-390');
    const invoices = await callEntry(spec.server.url, owner.token, invoicesApi.list, { query: {} });
    assert.equal(invoices.total, 1, 'the refused sale left no invoice');
    await context.close();
  });
});
