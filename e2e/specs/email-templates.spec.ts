import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { customersApi, invoicesApi, mailSettingsApi, purchaseOrdersApi, suppliersApi } from '@tawi/contracts';
import type { Page } from 'playwright-core';
import { startSmtpServer } from '../../apps/server/src/testing/smtp-server';
import { callEntry } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { shot, toast } from '../support/documents';
import { createCompany, createProduct, type Owner } from '../support/factories';
import { fieldError } from '../support/mui';
import { day } from '../support/sales-cycle';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, navigateInApp, newPage, PHONE_390 } from '../support/ui';

/** Checks the page with axe, then screenshots it at 1280 and 390 px wide (`name` without the width). */
async function checkAndShoot(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await shot(page, `w1280-${name}`);
  await page.setViewportSize(PHONE_390);
  await shot(page, `w390-${name}`);
  await page.setViewportSize(DESKTOP);
}

const addressesOf = (field: unknown) =>
  ((field as { value?: { address?: string }[] } | undefined)?.value ?? []).map((a) => a.address);

/** A customer with an email, an invoice of today and one 40 days old (overdue), a supplier's order. */
async function seed(url: string, owner: Owner) {
  const customer = await callEntry(url, owner.token, customersApi.create, {
    body: { name: 'Kilimani Grocers', email: 'accounts@kilimani.co.ke', paymentTerms: 'net_30' },
  });
  const rice = await createProduct(url, owner, {
    sku: 'RICE-2',
    name: 'Pishori rice 2 kg',
    sellingPrice: 400,
    costPrice: 100,
    openingStock: 10,
  });
  const line = {
    productId: rice.id,
    description: 'Pishori rice 2 kg',
    qty: 1,
    unitPrice: 400,
    taxCategory: 'B' as const,
  };
  const invoiceOn = (date: string) =>
    callEntry(url, owner.token, invoicesApi.create, {
      body: { customerId: customer.id, date, paymentTerms: 'net_30', lines: [line] },
    });
  const current = await invoiceOn(day(0));
  const overdue = await invoiceOn(day(-40));
  const supplier = await callEntry(url, owner.token, suppliersApi.create, {
    body: {
      name: 'Mombasa Millers Ltd',
      contactName: 'Hassan Ali',
      email: 'orders@millers.co.ke',
      paymentTerms: 'net_30',
    },
  });
  const order = await callEntry(url, owner.token, purchaseOrdersApi.create, {
    body: {
      supplierId: supplier.id,
      items: [{ itemId: rice.id, qty: 20, unitPrice: 100, taxCategory: 'B' }],
    },
  });
  return { current, overdue, order };
}

describe('email templates and document emails', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    delete process.env.SMTP_HOST;
    smtp = await startSmtpServer();
  });
  const spec = useServerAndBrowser();
  after(async () => {
    await smtp?.stop();
  });

  it('edits a template, emails an invoice with cc, a payment reminder and a purchase order', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Barua Traders Ltd' });
    await callEntry(spec.server.url, owner.token, mailSettingsApi.save, {
      body: {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        fromAddress: 'Barua Traders <accounts@barua.co.ke>',
      },
    });
    const { current, overdue, order } = await seed(spec.server.url, owner);
    const { page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/settings');

    // the template: an unknown placeholder is refused, the preview fills the known ones
    await page
      .getByRole('list', { name: 'Settings sections' })
      .getByRole('link', { name: /^Email templates/ })
      .click();
    await page.getByRole('heading', { name: 'Email templates' }).waitFor();
    const form = page.getByRole('form', { name: 'Invoice email template' });
    const subject = form.getByLabel('Subject');
    await subject.fill('Ankara {number} kutoka {company} {supplier}');
    await form.getByRole('button', { name: 'Save template' }).click();
    assert.match(await fieldError(page, subject), /^\{supplier\} is not a placeholder of invoice emails/);
    await subject.fill('Ankara {number} kutoka {company}');
    const preview = form.getByRole('region', { name: 'Preview' });
    await preview.getByText('Ankara INV-0042 kutoka Duka Bora Ltd').waitFor();
    await form.getByRole('button', { name: 'Save template' }).click();
    await toast(page, 'Invoice email saved');
    await page.getByText('Your wording').waitFor();

    // payment reminders: off until turned on; the days are kept sorted
    const reminders = page.getByRole('form', { name: 'Payment reminders' });
    await reminders.getByLabel('Send payment reminders').check();
    const steps = reminders.getByLabel('Days after the due date');
    await steps.fill('14, 1, 0');
    await reminders.getByRole('button', { name: 'Save reminders' }).click();
    assert.equal(await fieldError(page, steps), 'At least 1 day after the due date');
    await steps.fill('14, 1, 7');
    await reminders.getByRole('button', { name: 'Save reminders' }).click();
    await toast(page, 'Payment reminders are on');
    await reminders.getByLabel('Days after the due date').and(page.locator('[value="1, 7, 14"]')).waitFor();
    await checkAndShoot(page, 'email-templates-settings');

    // the invoice's email starts from it; a copy goes to the cc
    await navigateInApp(page, `/dashboard/invoices/${current.id}`);
    await page.getByRole('heading', { name: 'INV-0001' }).waitFor();
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Email INV-0001' });
    const to = dialog.getByRole('textbox', { name: 'Send to' });
    assert.equal(await to.inputValue(), 'accounts@kilimani.co.ke');
    assert.equal(await dialog.getByLabel('Subject').inputValue(), 'Ankara INV-0001 kutoka Barua Traders Ltd');
    assert.match(await dialog.getByLabel('Message').inputValue(), /^Dear Kilimani Grocers,/);
    const cc = dialog.getByLabel('Cc');
    await cc.fill('boss@kilimani');
    await dialog.getByRole('button', { name: 'Send' }).click();
    assert.equal(await fieldError(page, cc), 'Enter a valid email address');
    await cc.fill('boss@kilimani.co.ke, me@barua.co.ke');
    await checkAndShoot(page, 'email-templates-invoice-dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'INV-0001 sent to accounts@kilimani.co.ke');
    const invoiceMail = await smtp.arrived('Ankara INV-0001 kutoka Barua Traders Ltd');
    assert.deepEqual(addressesOf(invoiceMail.cc), ['boss@kilimani.co.ke', 'me@barua.co.ke']);
    assert.equal(invoiceMail.attachments[0]?.filename, 'Invoice-INV-0001-Kilimani-Grocers.pdf');

    // an overdue invoice: a reminder by hand, listed on the invoice
    await navigateInApp(page, `/dashboard/invoices/${overdue.id}`);
    await page.getByRole('heading', { name: 'INV-0002' }).waitFor();
    await page.getByRole('button', { name: 'Send reminder' }).click();
    const reminder = page.getByRole('dialog', { name: 'Payment reminder for INV-0002' });
    assert.match(await reminder.getByLabel('Message').inputValue(), /is 10 days overdue/);
    await checkAndShoot(page, 'email-templates-reminder-dialog');
    await reminder.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'The reminder for INV-0002 sent to accounts@kilimani.co.ke');
    await smtp.arrived('Payment reminder: invoice INV-0002 is overdue');
    await page
      .getByRole('table', { name: 'Payment reminders of INV-0002' })
      .getByText('Sent by hand')
      .waitFor();

    // the purchase order goes to the supplier from its page
    await navigateInApp(page, `/dashboard/purchase-orders/${order.id}`);
    await page.getByRole('heading', { name: 'LPO-0001' }).waitFor();
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    const poDialog = page.getByRole('dialog', { name: 'Email LPO-0001' });
    assert.equal(
      await poDialog.getByRole('textbox', { name: 'Send to' }).inputValue(),
      'orders@millers.co.ke',
    );
    assert.match(await poDialog.getByLabel('Message').inputValue(), /^Dear Hassan Ali,/);
    await checkAndShoot(page, 'email-templates-purchase-order-dialog');
    await poDialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'LPO-0001 sent to orders@millers.co.ke');
    const poMail = await smtp.arrived(
      'Purchase order LPO-0001 from Barua Traders Ltd',
      'orders@millers.co.ke',
    );
    assert.equal(poMail.attachments[0]?.filename, 'Purchase-order-LPO-0001-Mombasa-Millers-Ltd.pdf');
  });
});
