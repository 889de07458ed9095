import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { customersApi } from '@tawi/contracts';
import { startSmtpServer } from '../../apps/server/src/testing/smtp-server';
import { callEntry } from '../support/api-client';
import { shot, toast } from '../support/documents';
import { createCompany, createCustomer } from '../support/factories';
import { fieldError, gridRow, rowValues } from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage, PHONE } from '../support/ui';

describe('email (SMTP) settings', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    delete process.env.SMTP_HOST;
    smtp = await startSmtpServer();
  });
  const spec = useServerAndBrowser();
  after(async () => {
    await smtp?.stop();
  });

  it('saves a mail server, sends a test email, sends a queued message again, goes back to none', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Barua Traders Ltd' });
    const customer = await createCustomer(spec.server.url, owner, { name: 'Kilimani Grocers' });
    const queued = await callEntry(spec.server.url, owner.token, customersApi.emailStatement, {
      params: { id: customer.id },
      body: { to: 'accounts@kilimani.co.ke' },
    });
    assert.equal(queued.status, 'queued');
    const { page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);

    // the outbox says why the message waits and leads to the new page
    await page.goto('/dashboard/settings/outbox');
    await page.getByText('No mail server is set up').waitFor();
    await page.getByRole('link', { name: 'Settings, Email (SMTP)' }).click();
    await page.waitForURL(/\/dashboard\/settings\/mail$/);
    await page.getByText('Not set up', { exact: true }).waitFor();
    const form = page.getByRole('form', { name: 'Email (SMTP) settings' });
    await shot(page, 'w1280-mail-settings-none');

    // a bad sender is refused under its field; then the local server is saved
    await form.getByLabel('SMTP host').fill('127.0.0.1');
    await form.getByLabel('Port').fill(String(smtp.port));
    const from = form.getByLabel('From address');
    await from.fill('Barua <accounts>');
    await form.getByRole('button', { name: 'Save' }).click();
    assert.match(await fieldError(page, from), /name and one/);
    await from.fill('Barua Traders <accounts@barua.co.ke>');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Email settings saved');
    await page.getByText('Company settings', { exact: true }).waitFor();
    await page.getByText(`your company's mail server 127.0.0.1:${smtp.port}`).waitFor();
    await shot(page, 'w1280-mail-settings-company');

    // the test email arrives from the saved sender
    await page.getByRole('button', { name: 'Send test email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a test email' });
    assert.equal(await dialog.getByLabel('Send to').inputValue(), owner.email);
    await dialog.getByLabel('Send to').fill('me@barua.co.ke');
    await shot(page, 'w1280-mail-settings-test-dialog');
    await dialog.getByRole('button', { name: 'Send test' }).click();
    await toast(page, 'Test email sent to me@barua.co.ke');
    const test = await smtp.arrived('Test email from Tawi');
    assert.deepEqual(test.from?.value, [{ name: 'Barua Traders', address: 'accounts@barua.co.ke' }]);
    assert.equal(test.to && !Array.isArray(test.to) ? test.to.text : '', 'me@barua.co.ke');

    // the queued statement goes out on retry, with its PDF
    await page.goto('/dashboard/settings/outbox');
    const outbox = page.getByRole('grid', { name: 'Outbox' });
    const row = gridRow(outbox, 'Statement of account from Barua Traders Ltd');
    await row.getByRole('button', { name: 'Send again to accounts@kilimani.co.ke' }).click();
    await toast(page, 'sent to accounts@kilimani.co.ke');
    const statement = await smtp.arrived('Statement of account from Barua Traders Ltd');
    assert.match(statement.attachments[0]?.filename ?? '', /\.pdf$/);
    await row.getByText('Sent', { exact: true }).waitFor();
    assert.equal((await rowValues(row)).Status, 'Sent');
    assert.equal(await page.getByText('No mail server is set up').count(), 0);

    // back to the server's settings (none here): asked first, then the outbox waits again
    await page.goto('/dashboard/settings/mail');
    await page.getByRole('button', { name: 'Use server settings instead' }).click();
    const confirm = page.getByRole('dialog', { name: "Use the server's settings instead?" });
    await shot(page, 'w1280-mail-settings-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Company settings', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Use server settings instead' }).click();
    await confirm.getByRole('button', { name: 'Remove my settings' }).click();
    await toast(page, "Your company's mail server was removed");
    await page.getByText('Not set up', { exact: true }).waitFor();
    assert.equal(await form.getByLabel('SMTP host').inputValue(), '');
    await page.setViewportSize(PHONE);
    await shot(page, 'w375-mail-settings-none');
    assert.equal(smtp.received.length, 2);
  });
});
