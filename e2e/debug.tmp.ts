import { invoicesApi, transfersApi } from '@tawi/contracts';
import { callEntry } from './support/api-client';
import { launchBrowser } from './support/browser';
import { createCompany, createCustomer, createProduct, createSupplier, createPurchaseOrder } from './support/factories';
import { settle } from './support/mui';
import { startServer } from './support/server';
import { loginThroughUi, newPage } from './support/ui';
import { seriousA11yViolations } from './support/axe';

const server = await startServer();
const browser = await launchBrowser();
try {
  const owner = await createCompany(server.url);
  const customer = await createCustomer(server.url, owner, { name: 'Kilimani Grocers' });
  const rice = await createProduct(server.url, owner, { sku: 'RICE-2', name: 'Pishori rice 2 kg', sellingPrice: 400, openingStock: 20 });
  const inv = await callEntry(server.url, owner.token, invoicesApi.create, { body: { customerId: customer.id, status: 'Draft', lines: [{ productId: rice.id, description: 'x', qty: 3, unitPrice: 400, taxCategory: 'B' }] } });
  const { page } = await newPage(browser, server.url);
  await loginThroughUi(page, owner.email, owner.password, `/dashboard/invoices/${inv.id}`);
  await page.getByRole('button', { name: 'Clone' }).waitFor();
  await settle(page);
  const html = await page.evaluate(async () => {
    const el = document.querySelector('.css-oruufx');
    return el ? `${el.outerHTML.slice(0, 400)} color=${getComputedStyle(el).color} bg=${getComputedStyle(el).backgroundColor} parent=${el.parentElement?.outerHTML.slice(0, 300)}` : 'none';
  });
  console.log(html);
  console.log(JSON.stringify(await seriousA11yViolations(page)));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/stock-count');
  await page.getByLabel('Counted Pishori rice 2 kg').fill('3');
  await page.getByRole('button', { name: /Review variances/ }).click();
  await settle(page);
  console.log(JSON.stringify(await seriousA11yViolations(page)));
} finally {
  await browser.close();
  await server.stop();
}
