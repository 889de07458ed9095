import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mailSettingsApi } from '@tawi/contracts';
import type { Page } from 'playwright-core';
import { startSmtpServer } from '../../apps/server/src/testing/smtp-server';
import { callEntry } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { shot, toast } from '../support/documents';
import { createCompany, createUser, loginApi, type Owner } from '../support/factories';
import { fieldError, gridRow } from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, newPage } from '../support/ui';

const PHONE_390 = { width: 390, height: 844 };
const RESET_SUBJECT = 'Reset your Tawi password';

/** Checks the page with axe, then screenshots it at 1280 and 390 px wide (`name` without the width). */
async function checkAndShoot(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await shot(page, `w1280-${name}`);
  await page.setViewportSize(PHONE_390);
  await shot(page, `w390-${name}`);
  await page.setViewportSize(DESKTOP);
}

/** The reset link a mail carries. */
function linkIn(text: string | undefined): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text ?? '')?.[0];
  assert.ok(link, `a reset link in: ${text}`);
  return link;
}

describe('passwords', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    delete process.env.SMTP_HOST;
    smtp = await startSmtpServer();
  });
  const spec = useServerAndBrowser();
  after(async () => {
    await smtp?.stop();
  });

  /** A company whose mail goes to the test's SMTP server. */
  async function companyWithMail(name: string): Promise<Owner> {
    const owner = await createCompany(spec.server.url, { companyName: name });
    await callEntry(spec.server.url, owner.token, mailSettingsApi.save, {
      body: {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        fromAddress: `${name} <accounts@duka.co.ke>`,
      },
    });
    return owner;
  }

  it('resets a forgotten password through the emailed link, once', async () => {
    const owner = await companyWithMail('Ufunguo Hardware Ltd');
    const { page } = await newPage(spec.browser, spec.server.url);
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await checkAndShoot(page, 'passwords-sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await checkAndShoot(page, 'passwords-forgot');

    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(`If an account uses ${owner.email}`).waitFor();
    await checkAndShoot(page, 'passwords-forgot-sent');

    const mail = await smtp.arrived(RESET_SUBJECT, owner.email);
    const link = linkIn(mail.text);
    assert.ok(link.startsWith(`${spec.server.url}/reset-password?token=`), link);
    assert.match(mail.text ?? '', /Ufunguo Hardware Ltd/);

    await page.goto(link);
    const form = page.getByRole('form', { name: 'New password' });
    await form.getByText(`For ${owner.email}`).waitFor();
    await form
      .getByRole('list', { name: 'Your new password needs' })
      .getByText('At least 6 characters')
      .waitFor();
    await checkAndShoot(page, 'passwords-reset');

    const password = form.getByLabel('New password', { exact: true });
    const confirm = form.getByLabel('Confirm new password');
    await password.fill('mpya-2026');
    await confirm.fill('mpya-2025');
    await form.getByRole('button', { name: 'Set new password' }).click();
    assert.equal(await fieldError(page, confirm), 'The two passwords are not the same');
    await password.fill('abc');
    await confirm.fill('abc');
    await form.getByRole('button', { name: 'Set new password' }).click();
    assert.match(await fieldError(page, password), /at least 6 characters/);
    await password.fill('mpya-2026');
    await confirm.fill('mpya-2026');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password was changed').waitFor();
    await checkAndShoot(page, 'passwords-reset-done');

    assert.equal((await loginApi(spec.server.url, owner.email, owner.password)).status, 401);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await loginThroughUi(page, owner.email, 'mpya-2026');

    // the link works once
    const { page: again } = await newPage(spec.browser, spec.server.url);
    await again.goto(link);
    await again.getByText('This link was already used').waitFor();
    await checkAndShoot(again, 'passwords-reset-used');
    await again.getByRole('link', { name: 'Ask for a new link' }).click();
    await again.waitForURL(/\/forgot-password$/);
  });

  it("changes the signed-in user's password from the account menu", async () => {
    const owner = await createCompany(spec.server.url, { fullName: 'Achieng Otieno' });
    const { page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);
    await page.getByRole('button', { name: 'Account menu for Achieng Otieno' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').waitFor();
    await checkAndShoot(page, 'passwords-change');

    const current = dialog.getByLabel('Current password');
    await current.fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill('badilisha-1');
    await dialog.getByLabel('Confirm new password').fill('badilisha-1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    assert.equal(await fieldError(page, current), 'Not your current password');
    await current.fill(owner.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password changed');
    await dialog.waitFor({ state: 'detached' });

    assert.equal((await loginApi(spec.server.url, owner.email, owner.password)).status, 401);
    assert.equal((await loginApi(spec.server.url, owner.email, 'badilisha-1')).status, 200);
    // this session stays signed in
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Achieng Otieno' }).waitFor();
  });

  it('lets an owner send a user a password reset from Settings > Users, after confirming', async () => {
    const owner = await companyWithMail('Pwani Supplies Ltd');
    const staff = await createUser(spec.server.url, owner, { role: 'sales', fullName: 'Baraka Mwangi' });
    const { page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/dashboard/settings/users');
    const row = gridRow(page.getByRole('grid', { name: 'Users' }), 'Baraka Mwangi');
    await row.getByRole('button', { name: 'Send password reset to Baraka Mwangi' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send a password reset to Baraka Mwangi?' });
    await confirm.getByText(staff.email).waitFor();
    await checkAndShoot(page, 'passwords-owner-reset-confirm');
    await confirm.getByRole('button', { name: 'Send reset link' }).click();
    await toast(page, `Password reset link sent to ${staff.email}`);
    const mail = await smtp.arrived(RESET_SUBJECT, staff.email);
    assert.match(mail.text ?? '', /An owner of Pwani Supplies Ltd asked/);
    linkIn(mail.text);
  });
});
