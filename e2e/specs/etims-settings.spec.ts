import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { companyApi, customersApi, etimsApi, invoicesApi, productsApi } from '@tawi/contracts';
import type { Page } from 'playwright-core';
import {
  createOscuSimulator,
  type OscuSimulator,
} from '../../apps/server/src/modules/etims/simulator/oscu-simulator';
import { callEntry } from '../support/api-client';
import { fact, pdfText, shot, toast } from '../support/documents';
import { createCompany, createProduct } from '../support/factories';
import { gridRow, rowValues } from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

/** Reloads the page until the submissions grid shows a row with `text` in the `status` state (the worker sends every 15 s). */
async function waitForSubmission(page: Page, text: string, status: string) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const row = gridRow(page.getByRole('grid', { name: 'eTIMS submissions' }), text).first();
    await row.waitFor();
    const values = await rowValues(row);
    if (values?.Status === status) return values;
    if (Date.now() > deadline) throw new Error(`no ${status} submission ${text}: ${JSON.stringify(values)}`);
    await page.waitForTimeout(2_000);
    await page.reload();
  }
}

/**
 * Waits until the status chip reads `text`, reloading: the chip and the submissions grid load separately,
 * so a page loaded while the last submission was being sent can show it sent in the grid but not yet in
 * the chip's count.
 */
async function waitForStatus(page: Page, text: string) {
  const deadline = Date.now() + 45_000;
  const chip = page.getByTestId('etims-status').filter({ hasText: text });
  for (;;) {
    if (await chip.isVisible()) return;
    if (Date.now() > deadline) throw new Error(`the eTIMS status never read ${text}`);
    await page.waitForTimeout(1_000);
    await page.reload();
    await page.getByTestId('etims-status').waitFor();
  }
}

describe('Settings > eTIMS', () => {
  let simulator: OscuSimulator;
  let etimsUrl: string;
  before(async () => {
    simulator = createOscuSimulator();
    etimsUrl = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const spec = useServerAndBrowser(() => ({ env: { ETIMS_BASE_URL: `${etimsUrl}/` } }));
  after(async () => {
    await simulator?.app.close();
  });

  it('turns eTIMS on, initialises the device with KRA, and sees a stock movement queued then sent', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Risiti Traders Ltd' });
    await callEntry(spec.server.url, owner.token, companyApi.update, { body: { kraPin: 'P051230099K' } });
    const sugar = await createProduct(spec.server.url, owner, {
      sku: 'SUGAR-1',
      name: 'Sugar 1 kg',
      sellingPrice: 160,
    });
    const { page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/settings');
    await page.getByRole('link', { name: /eTIMS/ }).click();
    await page.getByRole('heading', { name: 'eTIMS', level: 1 }).waitFor();
    await page.getByTestId('etims-status').filter({ hasText: 'Off' }).waitFor();
    await page.getByText('Nothing sent to KRA yet').waitFor();
    await shot(page, 'etims-settings-off');

    await page.getByLabel('Send invoices, credit notes, purchases and stock movements to KRA').check();
    await page.getByLabel('Device serial number').fill('SN-RISITI-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'eTIMS settings saved');
    await page.getByTestId('etims-status').filter({ hasText: 'Not initialised' }).waitFor();
    await page.getByRole('button', { name: 'Initialise with KRA' }).click();
    await toast(page, 'The device is initialised with KRA');
    await page.getByTestId('etims-status').filter({ hasText: 'Ready' }).waitFor();
    assert.equal(await page.getByTestId('etims-device-taxprNm').innerText(), 'Taxpayer P051230099K');
    assert.equal(await page.getByTestId('etims-device-bhfNm').innerText(), 'Headquarter');
    await page.getByText('Nothing sent to KRA yet').waitFor();
    assert.match(await page.getByTestId('etims-device-dvcId').innerText(), /^[A-Z0-9]{10}$/);
    // KRA's code lists came with the device (the card refetches them after the initialisation)
    const codeCounts = page.getByTestId('etims-code-counts');
    await codeCounts.filter({ hasText: 'Item classifications: 5' }).waitFor();
    const counts = await codeCounts.innerText();
    assert.match(counts, /Item classifications: 5/);
    assert.match(counts, /Packaging units: 5/);
    await shot(page, 'etims-settings-ready');

    await callEntry(spec.server.url, owner.token, productsApi.adjustStock, {
      params: { id: sugar.id },
      body: { quantity: 12, reason: 'Found in store', unitCost: 120 },
    });
    await page.reload();
    const queued = await rowValues(
      gridRow(page.getByRole('grid', { name: 'eTIMS submissions' }), 'insertStockIO').first(),
    );
    assert.equal(queued.Document, 'Adjustment SUGAR-1');
    assert.ok(['Queued', 'Sent'].includes(queued.Status ?? ''), queued.Status);
    await shot(page, 'etims-settings-queued');

    const sent = await waitForSubmission(page, 'insertStockIO', 'Sent');
    assert.equal(sent.Attempts, '1');
    await waitForSubmission(page, 'saveStockMaster', 'Sent');
    const atKra = simulator.received.filter((c) => c.tin === 'P051230099K');
    // the device, its code lists (fetched together), then the new item before its stock movement
    const endpoints = atKra.map((c) => c.endpoint);
    assert.deepEqual(
      [endpoints[0], [...endpoints.slice(1, 3)].sort(), ...endpoints.slice(3)],
      [
        'selectInitOsdcInfo',
        ['selectCodeList', 'selectItemClsList'],
        'saveItem',
        'insertStockIO',
        'saveStockMaster',
      ],
    );
    const io = atKra.find((c) => c.endpoint === 'insertStockIO')?.body;
    assert.equal(io?.sarTyCd, '06');
    assert.equal(io?.totTaxblAmt, 1440);
    assert.equal(atKra.find((c) => c.endpoint === 'saveStockMaster')?.body.rsdQty, 12);
    await waitForStatus(page, '3 sent');
    await shot(page, 'etims-settings-sent');

    // the product form offers KRA's lists
    await page.goto(`/dashboard/products/${sugar.id}`);
    await page.getByRole('button', { name: /Edit/ }).first().click();
    // a list once KRA's codes have loaded (a disabled text field until then)
    await page.getByRole('combobox', { name: 'Packaging unit' }).click();
    await page.getByRole('option', { name: 'BG · Bag' }).click();
    await shot(page, 'etims-product-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Sugar 1 kg updated');
    const product = await callEntry(spec.server.url, owner.token, productsApi.get, {
      params: { id: sugar.id },
    });
    assert.equal(product.etims.packagingUnit, 'BG');
  });

  it('shows an issued invoice signed by KRA, with its control-unit data on the page and the PDF', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Saini Hardware Ltd' });
    const [url, token] = [spec.server.url, owner.token];
    await callEntry(url, token, companyApi.update, { body: { kraPin: 'P051230100K' } });
    await callEntry(url, token, etimsApi.update, { body: { enabled: true, deviceSerial: 'SN-SAINI-01' } });
    await callEntry(url, token, etimsApi.initialize, { body: {} });
    const customer = await callEntry(url, token, customersApi.create, {
      body: { name: 'Baraka Builders', kraPin: 'P051230101B', paymentTerms: 'net_30' },
    });
    const invoice = await callEntry(url, token, invoicesApi.create, {
      body: {
        customerId: customer.id,
        lines: [
          { description: 'Cement delivery', qty: 2, unitPrice: 1500, taxCategory: 'B' },
          { description: 'Export handling', qty: 1, unitPrice: 400, taxCategory: 'C' },
        ],
      },
    });
    const { page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, `/dashboard/invoices/${invoice.id}`);
    const card = page.getByRole('region', { name: 'KRA eTIMS' });
    // issuing started a delivery: the page shows it signed once reloaded after KRA answered
    const deadline = Date.now() + 30_000;
    while (!(await card.getByText('Signed by KRA').isVisible())) {
      assert.ok(Date.now() < deadline, 'the invoice is signed within 30 s');
      await page.waitForTimeout(1_000);
      await page.reload();
      await card.waitFor();
    }
    const sale = simulator.salesOf('P051230100K', '00').get(1);
    assert.ok(sale, 'KRA has the sale');
    assert.equal(sale.request.totAmt, 3880);
    assert.match(await fact(card, 'CU invoice number').innerText(), /^KRACU[A-Z0-9]+\/1$/);
    assert.equal(await fact(card, 'Receipt signature').innerText(), sale.receipt.rcptSign);
    const verify = card.getByRole('link', { name: "Verify on KRA's eTIMS" });
    assert.equal(
      await verify.getAttribute('href'),
      `https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051230100K00${sale.receipt.rcptSign}`,
    );
    await shot(page, 'etims-invoice-signed');
    const pdf = await pdfText(
      page,
      await page.getByRole('link', { name: /PDF/ }).first().getAttribute('href'),
    );
    assert.match(pdf, /KRA eTIMS/);
    assert.match(pdf, new RegExp(`Receipt signature: ${sale.receipt.rcptSign}`));
  });
});
