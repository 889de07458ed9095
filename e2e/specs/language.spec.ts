import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { authApi } from '@tawi/contracts';
import type { Page } from 'playwright-core';
import { callEntry } from '../support/api-client';
import { expectAccessible } from '../support/axe';
import { screenshot } from '../support/browser';
import { createCompany, createProduct, type Owner } from '../support/factories';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, navigateInApp, newPage } from '../support/ui';

/** Opens the user menu (named in the language shown) and picks a language. */
async function chooseLanguage(page: Page, menuName: RegExp, language: 'English' | 'Kiswahili') {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

/** The user's language as the server keeps it. */
const languageOf = async (baseUrl: string, owner: Owner) =>
  (await callEntry(baseUrl, owner.token, authApi.me)).user.language;

describe('interface language', () => {
  const spec = useServerAndBrowser();

  it('switches to Swahili from the user menu, keeps it after a reload, and back to English', async () => {
    const owner = await createCompany(spec.server.url, { fullName: 'Amina Njeri' });
    await createProduct(spec.server.url, owner, {
      sku: 'UNGA-2',
      name: 'Unga wa ngano 2 kg',
      sellingPrice: 210,
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, '/?returnUrl=%2Fdashboard%2Fproducts');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();

    await chooseLanguage(page, /Account menu for Amina Njeri/, 'Kiswahili');
    const menu = page.getByRole('navigation', { name: 'Menyu kuu' });
    await menu.getByRole('link', { name: 'Dashibodi' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Bidhaa' }).waitFor();
    // the sidebar's groups and entries
    for (const group of ['Kituo cha Wateja', 'Wafanyakazi', 'Stoo']) {
      await menu.getByRole('button', { name: group }).waitFor();
    }
    for (const entry of ['Biashara', 'Benki', 'Ripoti', 'Mipangilio', 'Bidhaa']) {
      await menu.getByRole('link', { name: entry, exact: true }).waitFor();
    }
    // the grid's footer: MUI X's own text, in Swahili
    const grid = page.getByRole('grid');
    await grid.getByText('Unga wa ngano 2 kg').waitFor();
    await page.getByText('Safu kwa kila ukurasa:').waitFor();
    await page.getByText('1–1 kati ya 1').waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'sw');
    assert.equal(await page.title(), 'Bidhaa · Tawi');
    await expectAccessible(page, 'products in Swahili');
    await screenshot(page, 'language-sw');

    // the user menu in Swahili, with the choice marked
    await page.getByRole('button', { name: 'Menyu ya akaunti ya Amina Njeri' }).click();
    await page.getByRole('menuitem', { name: 'Toka' }).waitFor();
    await page.getByRole('menuitemradio', { name: 'Kiswahili', checked: true }).waitFor();
    await expectAccessible(page, 'the user menu in Swahili');
    await page.keyboard.press('Escape');

    // kept on the server for the user: a reload (and the API) says Swahili
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Bidhaa' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Menyu kuu' })
      .getByRole('link', { name: 'Dashibodi' })
      .waitFor();
    await page.getByText('Safu kwa kila ukurasa:').waitFor();
    assert.equal(await languageOf(spec.server.url, owner), 'sw');

    // the search palette (Ctrl K): its hint, a product found with its kind, nothing found
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Tafuta' });
    await palette
      .getByText('Andika namba ya hati (INV-0012), mteja, msambazaji, bidhaa au mfanyakazi.')
      .waitFor();
    const query = palette.getByRole('combobox', { name: 'Tafuta' });
    await query.fill('Unga wa');
    await palette
      .getByRole('option', { name: /Unga wa ngano 2 kg/ })
      .getByText(/^Bidhaa · UNGA-2/)
      .waitFor();
    await expectAccessible(page, 'the search palette in Swahili');
    await query.fill('zzqx');
    await palette.getByText('Hakuna kilichopatikana kwa “zzqx”.').waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });
    // the keyboard shortcuts (?)
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Njia za mkato za kibodi' });
    await shortcuts.getByText('Ankara mpya').waitFor();
    await page.keyboard.press('Escape');
    await shortcuts.waitFor({ state: 'detached' });

    // a form's own checks (zod) and the server's refusal of a field, in Swahili
    await page.getByRole('button', { name: 'Menyu ya akaunti ya Amina Njeri' }).click();
    await page.getByRole('menuitem', { name: 'Badilisha nenosiri' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.locator('button[type="submit"]');
    await submit.click();
    await dialog.getByText('Inahitajika').first().waitFor();
    await dialog.locator('input[name="currentPassword"]').fill('not-my-password');
    await dialog.locator('input[name="newPassword"]').fill('Mpya-Nenosiri-2026');
    await dialog.locator('input[name="confirm"]').fill('Mpya-Nenosiri-2026');
    await submit.click();
    await dialog.getByText('Si nenosiri lako la sasa').waitFor();
    await dialog.getByRole('button', { name: 'Ghairi' }).click();
    await dialog.waitFor({ state: 'detached' });

    await navigateInApp(page, '/dashboard/customers');
    await page.getByRole('heading', { level: 1, name: 'Wateja' }).waitFor();
    // a page body: its description, search field, grid headers and empty state
    await page.getByText('Unaowauzia, na kila mmoja anachodaiwa kulingana na vitabu.').waitFor();
    await page.getByRole('button', { name: 'Ongeza mteja' }).waitFor();
    await page.getByRole('columnheader', { name: 'Salio' }).waitFor();
    await page.getByText('Bado hakuna wateja').waitFor();

    await chooseLanguage(page, /Menyu ya akaunti ya Amina Njeri/, 'English');
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await languageOf(spec.server.url, owner), 'en');
    await context.close();
  });

  it('shows the sign-in page in the language chosen there, and English by default', async () => {
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'Kiswahili' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ingia' }).waitFor();
    await page.getByLabel('Barua pepe').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Ingia' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await context.close();
  });
});
