import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Company, companyApi, urlOf } from '@tawi/contracts';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/browser';
import { dateField, fillDate } from '../support/dates';
import { createBranch, createCompany } from '../support/factories';
import { MENU_ROUTES } from '../support/menu-routes';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage, PHONE } from '../support/ui';

/** Opens a menu route, checks its heading and tab title, and runs axe once its data has loaded. */
async function expectRouteAccessible(page: Page, path: string, title: string, width = '') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  assert.equal(await page.title(), `${title} · Tawi`, path);
  // the page as it stays: its data loaded (no request for half a second)
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, `${title}${width}`);
}

describe('app shell', () => {
  const spec = useServerAndBrowser();

  it('signs up a new business through the sign-up page', async () => {
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await page.goto('/signup');
    await screenshot(page, 'w1280-signup');
    await page.getByLabel('Business name').fill('Jua Kali Hardware Ltd');
    await page.getByLabel('First branch').fill('Nakuru');
    await page.getByLabel('Your full name').fill('Otieno Were');
    await page.getByLabel('Email').fill(`otieno.${Date.now()}@example.co.ke`);
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByText(/at least 6 characters/i)
      .first()
      .waitFor();
    assert.match(page.url(), /\/signup$/);
    await page.getByLabel('Password', { exact: true }).fill('kenya2026');
    // onboarding: the business is VAT-registered, from a date, under its KRA PIN (both required then)
    await page.getByLabel('The business is VAT-registered').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('A VAT-registered business has a KRA PIN').waitFor();
    await page.getByLabel('KRA PIN').fill('P051234588M');
    await fillDate(dateField(page, 'VAT registered from'), '2026-07-01');
    await screenshot(page, 'w1280-signup-vat');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText('Jua Kali Hardware Ltd').first().waitFor();
    await page.getByText('Nakuru').first().waitFor();
    await screenshot(page, 'w1280-dashboard');
    // the session's own cookie reads the company back
    const company = (await (await page.request.get(urlOf(companyApi.get))).json()) as Company;
    assert.deepEqual(
      [company.vatRegistered, company.vatRegisteredFrom, company.kraPin],
      [true, '2026-07-01', 'P051234588M'],
    );
    await context.close();
  });

  it('tells a wrong password apart from a good one', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await page.goto('/');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The email or password is not right').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await screenshot(page, 'w1280-login-error');
    await context.close();
  });

  it('visits every menu route, each with its title and no serious accessibility finding', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const label of [
      'Dashboard',
      'Trade',
      'Customer Center',
      'Employee Center',
      'Inventory',
      'Banking',
    ]) {
      await menu.getByText(label, { exact: true }).first().waitFor();
    }
    for (const [path, title] of MENU_ROUTES) await expectRouteAccessible(page, path, title);
    await screenshot(page, 'w1280-business-profile');
    // through the menu: open a group and follow a child link; the current route is highlighted
    await page.goto('/dashboard');
    await menu.getByText('Employee Center', { exact: true }).click();
    await menu.getByRole('link', { name: 'Payroll' }).click();
    await page.waitForURL(/\/dashboard\/payroll$/);
    await page.getByRole('heading', { level: 1, name: 'Payroll' }).waitFor();
    const current = menu.getByRole('link', { name: 'Payroll' });
    assert.ok((await current.getAttribute('class'))?.includes('Mui-selected'), 'current route highlighted');
    await page.goto('/dashboard/no-such-page');
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    await context.close();
  });

  it('every menu route on a phone (390 px) has its title and no serious accessibility finding', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url, PHONE);
    await loginThroughUi(page, owner.email, owner.password);
    for (const [path, title] of MENU_ROUTES) await expectRouteAccessible(page, path, title, ' (390 px)');
    await screenshot(page, 'w390-business-profile');
    await context.close();
  });
  it('switches the active branch and keeps it after a reload', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    await createBranch(spec.server.url, owner, 'Mombasa', 'MSA');
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);
    const switcher = page.getByRole('combobox', { name: 'Active branch' });
    assert.match(await switcher.innerText(), /Nairobi/);
    await switcher.click();
    await page.getByRole('option', { name: /Mombasa/ }).click();
    await page.getByText('Switched to Mombasa').waitFor();
    assert.match(await switcher.innerText(), /Mombasa/);
    await screenshot(page, 'w1280-switched-branch');
    await page.reload();
    assert.match(await page.getByRole('combobox', { name: 'Active branch' }).innerText(), /Mombasa/);
    await context.close();
  });

  it('toggles light/dark and keeps the choice after a reload', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Toggle light/dark theme' }).click();
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);
    const dark = await background();
    assert.notEqual(dark, light);
    await screenshot(page, 'w1280-dark');
    await page.reload();
    await page.getByRole('button', { name: 'Toggle light/dark theme' }).waitFor();
    assert.equal(await background(), dark);
    await context.close();
  });

  it('logs out to /?returnUrl=<path> and comes back there after logging in', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);
    await page.goto('/dashboard/settings/users');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.has('returnUrl'));
    assert.equal(new URL(page.url()).searchParams.get('returnUrl'), '/dashboard/settings/users');
    // the session really ended: a dashboard page sends back to the login page
    await page.goto('/dashboard/products');
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal(new URL(page.url()).searchParams.get('returnUrl'), '/dashboard/products');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\/products$/);
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await context.close();
  });

  it('on a phone the sidebar is a drawer opened from the top bar', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url, PHONE);
    await page.goto('/');
    await screenshot(page, 'w375-login');
    await loginThroughUi(page, owner.email, owner.password);
    await screenshot(page, 'w375-dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    assert.equal(await menu.isVisible(), false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor({ state: 'visible' });
    await screenshot(page, 'w375-drawer');
    await menu.getByText('Inventory', { exact: true }).click();
    await menu.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(/\/dashboard\/products$/);
    await menu.waitFor({ state: 'hidden' });
    await screenshot(page, 'w375-products');
    await context.close();
  });
});
