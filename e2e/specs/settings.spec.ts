import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Company } from '@tawi/contracts';
import { auditLogApi, branchesApi, companyApi, requestOf, rolesApi, urlOf, usersApi } from '@tawi/contracts';
import { callEntry } from '../support/api-client';
import { dateField, fillDate } from '../support/dates';
import { shot, toast } from '../support/documents';
import { createCompany, createUser, loginApi } from '../support/factories';
import {
  columnValues,
  fieldError,
  gridRow,
  gridRows,
  imagePixel,
  pickOption,
  rowValues,
  writeOnePixelPng,
} from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage, PHONE } from '../support/ui';

/** Waits for a toast (react-hot-toast renders role="status") with this text. */
/** A full-page screenshot once the page is at its top and its animations have finished. */
/** The built-in roles: name, how many of the 46 permissions, which branches. */
const BUILT_IN: Array<[string, string, string]> = [
  ['Owner', '46 of 46', 'All'],
  ['Administrator', '46 of 46', 'All'],
  ['Accountant', '26 of 46', 'Assigned'],
  ['Branch Manager', '23 of 46', 'Assigned'],
  ['Sales', '5 of 46', 'Assigned'],
  ['Storekeeper', '9 of 46', 'Assigned'],
  ['HR & Payroll', '6 of 46', 'Assigned'],
  ['Viewer', '9 of 46', 'Assigned'],
];

describe('settings', () => {
  const spec = useServerAndBrowser();

  it('business profile: refuses a bad KRA PIN and phone, saves good ones, registers for VAT, uploads a logo', async () => {
    const owner = await createCompany(spec.server.url, {}, { vatRegistered: false });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);

    // the hub lists the settings pages (the owner reaches them all) and leads to them
    await page.goto('/dashboard/settings');
    const sections = page.getByRole('list', { name: 'Settings sections' });
    await sections.getByRole('link').first().waitFor();
    assert.deepEqual(await sections.getByRole('heading', { level: 3 }).allInnerTexts(), [
      'Business Profile',
      'Branches',
      'Users',
      'Roles & permissions',
      'Audit log',
      'Email (SMTP)',
      'Email templates',
      'Outbox',
      'eTIMS',
      'Chart of accounts',
      'Journal entries',
    ]);
    await shot(page, 'w1280-settings-hub');
    await sections.getByRole('link', { name: /^Business Profile/ }).click();
    await page.waitForURL(/\/dashboard\/settings\/business-profile$/);

    const form = page.getByRole('form', { name: 'Business profile' });
    const name = form.getByLabel('Business name');
    const kraPin = form.getByLabel('KRA PIN');
    const phone = form.getByLabel('Phone');
    const banner = page.getByRole('banner');
    await name.waitFor();
    assert.equal(await name.inputValue(), owner.companyName);
    await banner.getByText(owner.companyName, { exact: true }).waitFor();

    const patches: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PATCH' && new URL(req.url()).pathname === companyApi.update.path)
        patches.push(req.url());
    });
    const newName = 'Mama Mboga Supplies Ltd';
    await name.fill(newName);
    await kraPin.fill('P12345');
    await phone.fill('0812 345');
    await form.getByRole('button', { name: 'Save' }).click();
    assert.match(await fieldError(page, kraPin), /KRA PIN must look like P051234567X/);
    assert.match(await fieldError(page, phone), /Phone must be a Kenyan number/);
    await shot(page, 'w1280-settings-business-profile-errors');
    assert.equal(patches.length, 0, 'nothing was sent');
    const untouched = await callEntry(spec.server.url, owner.token, companyApi.get);
    assert.equal(untouched.name, owner.companyName);
    assert.equal(untouched.kraPin, null);
    assert.equal(untouched.phone, null);
    assert.equal(await banner.getByText(newName).count(), 0);

    await kraPin.fill('p051234567x');
    await phone.fill('0712 345 678');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Business profile saved');
    assert.equal(patches.length, 1);
    const saved = await callEntry(spec.server.url, owner.token, companyApi.get);
    assert.equal(saved.name, newName);
    assert.equal(saved.kraPin, 'P051234567X');
    assert.equal(saved.phone, '+254712345678');
    // the form now shows the stored (normalised) values, no longer in error
    assert.equal(await kraPin.inputValue(), 'P051234567X');
    assert.equal(await phone.inputValue(), '+254712345678');
    assert.equal(await kraPin.getAttribute('aria-invalid'), 'false');
    // the top bar follows the new name without a reload
    await banner.getByText(newName, { exact: true }).waitFor();
    assert.equal(await banner.getByText(owner.companyName).count(), 0);

    // a new company is not VAT-registered: the form says what that means; registering takes a date
    await form.getByText(/Not VAT-registered: your invoices charge no VAT and are titled INVOICE/).waitFor();
    const registered = form.getByLabel('VAT registered', { exact: true });
    assert.equal(await registered.isChecked(), false);
    await registered.check();
    const from = dateField(form, 'VAT registered from');
    await from.waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    assert.match(await fieldError(page, from), /registration takes effect is required/);
    assert.equal((await callEntry(spec.server.url, owner.token, companyApi.get)).vatRegistered, false);
    await fillDate(from, '2026-11-01');
    await form.getByLabel('Selling prices include VAT', { exact: true }).check();
    // the first save's toast may still show: wait for this save's answer itself
    const savedAgain = page.waitForResponse(
      (res) =>
        res.request().method() === 'PATCH' &&
        new URL(res.url()).pathname === companyApi.update.path &&
        res.ok(),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await savedAgain;
    await toast(page, 'Business profile saved');
    const vat = await callEntry(spec.server.url, owner.token, companyApi.get);
    assert.equal(vat.vatRegistered, true);
    assert.equal(vat.vatRegisteredFrom, '2026-11-01');
    assert.equal(vat.sellingPriceIncludesTax, true);
    assert.equal(await form.getByText(/Not VAT-registered/).count(), 0);
    await shot(page, 'w1280-settings-business-profile-vat');

    // logo: a 1x1 PNG, shown on the page and in the top bar, stored byte for byte
    const green = [0x1b, 0x7f, 0x5c] as [number, number, number];
    const png = writeOnePixelPng(green);
    assert.equal(await page.getByRole('img', { name: `${newName} logo` }).count(), 0);
    await page.getByLabel('Logo file').setInputFiles(png.path);
    await toast(page, 'Logo uploaded');
    const logo = page.getByRole('img', { name: `${newName} logo` });
    await logo.waitFor();
    assert.deepEqual(await imagePixel(logo), green);
    const topBarLogo = banner.locator('img');
    await topBarLogo.waitFor();
    assert.match((await topBarLogo.getAttribute('src')) ?? '', /^\/api\/company\/logo/);
    assert.deepEqual(await imagePixel(topBarLogo), green);
    await page.getByRole('button', { name: 'Replace logo' }).waitFor();
    const stored = await fetch(`${spec.server.url}${requestOf(companyApi.logo).url}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    assert.equal(stored.headers.get('content-type'), 'image/png');
    assert.ok(Buffer.from(await stored.arrayBuffer()).equals(png.bytes), 'the stored logo is the file');
    await shot(page, 'w1280-settings-business-profile');

    // remove it again, behind a confirmation: the top bar goes back to the initials
    await page.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the logo?' });
    await confirm.getByRole('button', { name: 'Remove logo' }).click();
    await toast(page, 'Logo removed');
    await logo.waitFor({ state: 'detached' });
    await topBarLogo.waitFor({ state: 'detached' });
    await banner.getByText('MM', { exact: true }).waitFor();
    assert.equal((await callEntry(spec.server.url, owner.token, companyApi.get)).hasLogo, false);

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await shot(page, 'w375-settings-business-profile');
    await context.close();
  });

  it('business profile: a replaced logo shows at once', async () => {
    const owner = await createCompany(spec.server.url);
    const first = writeOnePixelPng([255, 0, 0], 'red.png');
    await callEntry(spec.server.url, owner.token, companyApi.uploadLogo, {
      body: new Blob([first.bytes], { type: 'image/png' }),
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    try {
      await loginThroughUi(page, owner.email, owner.password, '/dashboard/settings/business-profile');
      const logo = page.getByRole('img', { name: `${owner.companyName} logo` });
      assert.deepEqual(await imagePixel(logo), [255, 0, 0]);
      const blue = writeOnePixelPng([0, 0, 255], 'blue.png');
      await page.getByLabel('Logo file').setInputFiles(blue.path);
      await toast(page, 'Logo uploaded');
      const shown = () =>
        Promise.all([imagePixel(logo), imagePixel(page.getByRole('banner').locator('img'))]);
      const turnedBlue = await page
        .waitForFunction(
          (logoUrl) => {
            const imgs = [...document.querySelectorAll<HTMLImageElement>(`img[src^="${logoUrl}"]`)];
            const canvas = document.createElement('canvas');
            const ctx = canvas.getContext('2d')!;
            for (const img of imgs) {
              if (!img.complete || img.naturalWidth === 0) return false;
              ctx.drawImage(img, 0, 0, 1, 1);
              if (ctx.getImageData(0, 0, 1, 1).data[2] !== 255) return false;
            }
            return imgs.length === 2;
          },
          urlOf(companyApi.logo),
          // a cached logo would never change; the new one comes with the company's refetch (seconds under load)
          { timeout: 15_000 },
        )
        .then(
          () => true,
          () => false,
        );
      assert.ok(turnedBlue, `page and top bar still show ${JSON.stringify(await shown())} after the upload`);
    } finally {
      await context.close();
    }
  });

  it('branches: adds one with a code, refuses a duplicate, deactivates behind a confirmation', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    await callEntry(spec.server.url, owner.token, branchesApi.create, {
      body: { name: 'Kisumu', code: 'KSM' },
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);
    await page.goto('/dashboard/settings/branches');
    const grid = page.getByRole('grid', { name: 'Branches' });
    await gridRow(grid, 'Kisumu').waitFor();

    await page.getByRole('button', { name: 'Add branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a branch' });
    await dialog.getByLabel('Branch name').fill('Mombasa');
    await dialog.getByLabel('Code').fill('msa-1');
    await dialog.getByLabel('Address').fill('Moi Avenue, Mombasa');
    await dialog.getByLabel('Phone').fill('0722 000 111');
    await shot(page, 'w1280-settings-branch-dialog');
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await toast(page, 'Mombasa added');
    await dialog.waitFor({ state: 'detached' });
    const mombasa = gridRow(grid, 'Mombasa');
    await mombasa.waitFor();
    const values = await rowValues(mombasa);
    assert.equal(values.Name, 'Mombasa');
    assert.equal(values.Code, 'MSA-1');
    assert.equal(values.Address, 'Moi Avenue, Mombasa');
    assert.equal(values.Phone, '+254722000111');
    assert.equal(values.Status, 'Active');
    // sorted by name; the branch in use is marked
    assert.deepEqual(await columnValues(grid, 'Name'), ['Kisumu', 'Mombasa', 'Nairobi Working here']);

    // the same name again (other case): the server's field error, nothing added
    await page.getByRole('button', { name: 'Add branch' }).click();
    await dialog.getByLabel('Branch name').fill('MOMBASA');
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    assert.equal(await fieldError(page, dialog.getByLabel('Branch name')), 'Already used');
    await dialog.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    const afterDuplicate = (
      await callEntry(spec.server.url, owner.token, branchesApi.list, { query: { includeInactive: true } })
    ).items;
    assert.equal(afterDuplicate.filter((b) => b.name.toLowerCase() === 'mombasa').length, 1);

    // deactivate a branch that is nobody's home
    await mombasa.getByRole('button', { name: 'Deactivate Mombasa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Mombasa?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, 'Mombasa deactivated');
    await mombasa.waitFor({ state: 'detached' });
    assert.deepEqual(await columnValues(grid, 'Name'), ['Kisumu', 'Nairobi Working here']);
    const active = (await callEntry(spec.server.url, owner.token, branchesApi.list)).items;
    assert.deepEqual(active.map((b) => b.name).sort(), ['Kisumu', 'Nairobi']);
    const all = (
      await callEntry(spec.server.url, owner.token, branchesApi.list, { query: { includeInactive: true } })
    ).items;
    assert.equal(all.find((b) => b.name === 'Mombasa')?.isActive, false);
    // ...and the branch switcher no longer offers it
    await page.getByRole('combobox', { name: 'Active branch' }).click();
    // (the session is refetched after the change: wait for it rather than read a stale list)
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Mombasa/ })
      .waitFor({ state: 'detached' });
    assert.deepEqual(await page.getByRole('listbox').getByRole('option').allInnerTexts(), [
      'Nairobi',
      'Kisumu (KSM)',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // "Show inactive" brings it back, marked inactive and ready to reactivate
    await page.getByLabel('Show inactive').check();
    await mombasa.getByRole('button', { name: 'Reactivate Mombasa' }).waitFor();
    assert.equal((await rowValues(mombasa)).Status, 'Inactive');
    await page.getByLabel('Show inactive').uncheck();
    await mombasa.waitFor({ state: 'detached' });

    // the owner's home branch is refused, with the server's reason, and stays active
    await gridRow(grid, 'Nairobi').getByRole('button', { name: 'Deactivate Nairobi' }).click();
    const refuse = page.getByRole('dialog', { name: 'Deactivate Nairobi?' });
    await refuse.getByRole('button', { name: 'Deactivate' }).click();
    await refuse
      .getByRole('alert')
      .filter({
        hasText: `This branch is the home branch of ${owner.fullName}; give them another home branch first`,
      })
      .waitFor();
    await shot(page, 'w1280-settings-branch-home-refused');
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await refuse.waitFor({ state: 'detached' });
    const stillActive = (await callEntry(spec.server.url, owner.token, branchesApi.list)).items;
    assert.ok(stillActive.some((b) => b.name === 'Nairobi' && b.isActive));
    assert.equal((await rowValues(gridRow(grid, 'Nairobi'))).Status, 'Active');
    await shot(page, 'w1280-settings-branches');
    await context.close();
  });

  it('branches: a deactivated branch leaves the switcher of a user assigned to it', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    const home = (await callEntry(spec.server.url, owner.token, branchesApi.list)).items[0]!;
    const thika = await callEntry(spec.server.url, owner.token, branchesApi.create, {
      body: { name: 'Thika' },
    });
    const manager = await createUser(spec.server.url, owner, {
      role: 'branch_manager',
      branchIds: [home.id, thika.id],
      branchId: home.id,
    });
    await callEntry(spec.server.url, owner.token, branchesApi.deactivate, { params: { id: thika.id } });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    try {
      await loginThroughUi(page, manager.email, manager.password);
      // one branch left: its name instead of a switcher
      await page.getByLabel('Branch: Nairobi').waitFor();
      assert.equal(await page.getByRole('combobox', { name: 'Active branch' }).count(), 0);
    } finally {
      await context.close();
    }
  });

  it('users: adds one with a role and two branches, who then signs in to exactly those; deactivation ends it', async () => {
    const owner = await createCompany(spec.server.url, { branchName: 'Nairobi' });
    const mombasa = await callEntry(spec.server.url, owner.token, branchesApi.create, {
      body: { name: 'Mombasa', code: 'MSA' },
    });
    const kisumu = await callEntry(spec.server.url, owner.token, branchesApi.create, {
      body: { name: 'Kisumu', code: 'KSM' },
    });
    const company = await callEntry(spec.server.url, owner.token, companyApi.get);
    await callEntry(spec.server.url, owner.token, companyApi.update, {
      body: {
        passwordPolicy: { ...company.passwordPolicy, minLength: 10 },
      },
    });
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);
    await page.goto('/dashboard/settings/users');
    const grid = page.getByRole('grid', { name: 'Users' });
    const ownerRow = gridRow(grid, owner.fullName);
    await ownerRow.waitFor();
    // nobody can deactivate themselves
    await ownerRow.getByRole('button', { name: `Edit ${owner.fullName}` }).waitFor();
    assert.equal(await ownerRow.getByRole('button', { name: /^Deactivate/ }).count(), 0);

    const fullName = 'Achieng Odhiambo';
    const email = `achieng.${Date.now().toString(36)}@example.co.ke`;
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user' });
    await dialog.getByLabel('Full name').fill(fullName);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel(/^Password/).fill('short-pw1');
    await pickOption(page, dialog.getByRole('combobox', { name: 'Role' }), 'Branch Manager');
    // branches: add Mombasa and Kisumu, drop Nairobi (the default)
    await dialog.getByRole('combobox', { name: 'Branches' }).click();
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: /^Mombasa/ }).click();
    await listbox.getByRole('option', { name: /^Kisumu/ }).click();
    await listbox.getByRole('option', { name: /^Nairobi/ }).click();
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    assert.match(await dialog.getByRole('combobox', { name: 'Branches' }).innerText(), /^Mombasa, Kisumu$/);
    await pickOption(page, dialog.getByRole('combobox', { name: 'Home branch' }), 'Kisumu');
    await shot(page, 'w1280-settings-user-dialog');

    // 9 characters against a policy of 10: the server's weak-password message, no user made
    await dialog.getByRole('button', { name: 'Add user' }).click();
    const password = dialog.getByLabel(/^Password/);
    assert.equal(await fieldError(page, password), 'Password must be at least 10 characters long');
    const before = (
      await callEntry(spec.server.url, owner.token, usersApi.list, { query: { includeInactive: true } })
    ).items;
    assert.equal(before.filter((u) => u.email === email).length, 0);

    const goodPassword = 'Mvua-nyingi-2026';
    await password.fill(goodPassword);
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await toast(page, `${fullName} can now sign in`);
    await dialog.waitFor({ state: 'detached' });
    const row = gridRow(grid, fullName);
    const values = await rowValues(row);
    assert.equal(values.Role, 'Branch Manager');
    assert.deepEqual(values.Branches?.split(', ').sort(), ['Kisumu', 'Mombasa']);
    assert.equal(values['Home branch'], 'Kisumu');
    assert.equal(values.Status, 'Active');
    const users = (await callEntry(spec.server.url, owner.token, usersApi.list)).items;
    const created = users.find((u) => u.email === email);
    assert.ok(created, 'the user exists');
    assert.equal(created.roleName, 'Branch Manager');
    assert.deepEqual([...created.branchIds].sort(), [mombasa.id, kisumu.id].sort());
    assert.equal(created.branchId, kisumu.id);
    await shot(page, 'w1280-settings-users');

    // the new user in a browser of their own: their role, exactly their branches, home first
    const staff = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(staff.page, email, goodPassword);
    await staff.page.getByRole('button', { name: `Account menu for ${fullName}` }).click();
    await staff.page.getByRole('menu').getByText('Branch Manager', { exact: true }).waitFor();
    await staff.page.keyboard.press('Escape');
    await staff.page.getByRole('menu').waitFor({ state: 'detached' });
    const switcher = staff.page.getByRole('combobox', { name: 'Active branch' });
    assert.match(await switcher.innerText(), /Kisumu/);
    await switcher.click();
    const options = await staff.page.getByRole('listbox').getByRole('option').allInnerTexts();
    assert.deepEqual(options.sort(), ['Kisumu (KSM)', 'Mombasa (MSA)']);
    await staff.page.keyboard.press('Escape');

    // deactivate, behind a confirmation: their open session ends and they cannot sign in again
    await row.getByRole('button', { name: `Deactivate ${fullName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${fullName}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, `${fullName} deactivated`);
    await row.waitFor({ state: 'detached' });
    const gone = await callEntry(spec.server.url, owner.token, usersApi.get, { params: { id: created.id } });
    assert.equal(gone.isActive, false);
    await staff.page.reload();
    await staff.page.waitForURL((url) => url.pathname === '/');
    await staff.page.getByLabel('Email').fill(email);
    await staff.page.getByLabel('Password', { exact: true }).fill(goodPassword);
    await staff.page.getByRole('button', { name: 'Sign in' }).click();
    await staff.page.getByText('The email or password is not right').waitFor();
    assert.equal(new URL(staff.page.url()).pathname, '/');
    assert.equal((await loginApi(spec.server.url, email, goodPassword)).status, 401);
    await staff.context.close();

    await page.setViewportSize(PHONE);
    await gridRow(grid, owner.fullName).waitFor();
    await shot(page, 'w375-settings-users');
    await context.close();
  });

  it('roles: built-ins are read-only; a custom role gets exactly the ticked permissions, and they show', async () => {
    const owner = await createCompany(spec.server.url);
    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);
    await page.goto('/dashboard/settings/roles');
    const grid = page.getByRole('grid', { name: 'Roles' });
    await gridRow(grid, 'Viewer').waitFor();
    const rows = await gridRows(grid).all();
    assert.equal(rows.length, 8);
    const listed: Array<[string, string, string]> = [];
    for (const row of rows) {
      const v = await rowValues(row);
      listed.push([v.Role ?? '', v.Permissions ?? '', v.Branches ?? '']);
    }
    // listed by name
    assert.deepEqual(
      listed,
      BUILT_IN.map(([n, p, b]) => [`${n} Built-in`, p, b]).sort((x, y) => x[0]!.localeCompare(y[0]!)),
    );
    // built-in: "View", never "Edit" or "Delete"
    assert.equal(await grid.getByRole('button', { name: /^(Edit|Delete) / }).count(), 0);

    await gridRow(grid, 'Sales').getByRole('button', { name: 'View Sales' }).click();
    const view = page.getByRole('dialog', { name: 'Sales (built-in)' });
    await view.getByText('Built-in roles cannot be changed').waitFor();
    const matrix = view.getByRole('table', { name: 'Permissions of Sales' });
    const checked = await matrix
      .getByRole('checkbox', { checked: true })
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.deepEqual(checked, [
      'Dashboard: View',
      'Customers: View',
      'Customers: Create',
      'Customers: Update',
      'Inventory: View',
    ]);
    // the module x action grid (45) with its select-all boxes, and costs:read
    assert.equal(await matrix.getByRole('checkbox').count(), 55);
    assert.equal(await matrix.getByRole('checkbox', { disabled: false }).count(), 0);
    assert.equal(await view.getByRole('button', { name: 'Save' }).count(), 0);
    await shot(page, 'w1280-settings-role-builtin');
    await view.getByRole('button', { name: 'Close' }).click();
    await view.waitFor({ state: 'detached' });

    // a custom role from the matrix
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByLabel('Role name').fill('Stock Auditor');
    await dialog.getByLabel('Description').fill('Counts stock, keeps branch details up to date');
    for (const box of ['Dashboard: View', 'Inventory: View', 'Settings: View', 'Settings: Update']) {
      await dialog.getByRole('checkbox', { name: box, exact: true }).check();
    }
    assert.equal(
      await dialog
        .getByRole('checkbox', { name: 'Settings: all actions' })
        .getAttribute('data-indeterminate'),
      'true',
    );
    await shot(page, 'w1280-settings-role-new');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await toast(page, 'Stock Auditor created');
    await dialog.waitFor({ state: 'detached' });
    const custom = await rowValues(gridRow(grid, 'Stock Auditor'));
    assert.equal(custom.Permissions, '4 of 46');
    assert.equal(custom.Branches, 'Assigned');
    await gridRow(grid, 'Stock Auditor').getByRole('button', { name: 'Delete Stock Auditor' }).waitFor();
    const roles = (await callEntry(spec.server.url, owner.token, rolesApi.list)).items;
    assert.equal(roles.length, 9);
    const auditor = roles.find((r) => r.name === 'Stock Auditor');
    assert.ok(auditor);
    assert.equal(auditor.builtIn, false);
    assert.deepEqual([...auditor.permissions].sort(), [
      'dashboard:read',
      'inventory:read',
      'settings:read',
      'settings:update',
    ]);
    await shot(page, 'w1280-settings-roles');
    await context.close();

    // a user with that role: may view and update settings, not create or delete
    const auditorUser = await createUser(spec.server.url, owner, { role: 'Stock Auditor' });
    const limited = await newPage(spec.browser, spec.server.url);
    const lp = limited.page;
    await loginThroughUi(lp, auditorUser.email, auditorUser.password, '/dashboard/settings');
    // through the hub's cards and each page's "Settings" back link
    const openSection = async (title: string) => {
      await lp
        .getByRole('list', { name: 'Settings sections' })
        .getByRole('link', { name: new RegExp(`^${title}`) })
        .click();
      await lp.getByRole('heading', { level: 1, name: title }).waitFor();
    };
    const backToHub = async () => {
      await lp.getByRole('link', { name: 'Settings', exact: true }).first().click();
      await lp.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    };
    await openSection('Branches');
    const branches = lp.getByRole('grid', { name: 'Branches' });
    await gridRow(branches, owner.branchName)
      .getByRole('button', { name: `Edit ${owner.branchName}` })
      .waitFor();
    assert.equal(await lp.getByRole('button', { name: 'Add branch' }).count(), 0);
    assert.equal(await branches.getByRole('button', { name: /^Deactivate/ }).count(), 0);
    await shot(lp, 'w1280-settings-limited-branches');
    await backToHub();
    await openSection('Users');
    const users = lp.getByRole('grid', { name: 'Users' });
    await gridRow(users, owner.fullName)
      .getByRole('button', { name: `Edit ${owner.fullName}` })
      .waitFor();
    assert.equal(await lp.getByRole('button', { name: 'Add user' }).count(), 0);
    assert.equal(await users.getByRole('button', { name: /^Deactivate/ }).count(), 0);
    await backToHub();
    await openSection('Roles & permissions');
    const roleGrid = lp.getByRole('grid', { name: 'Roles' });
    await gridRow(roleGrid, 'Stock Auditor').getByRole('button', { name: 'Edit Stock Auditor' }).waitFor();
    assert.equal(await lp.getByRole('button', { name: 'New role' }).count(), 0);
    assert.equal(await roleGrid.getByRole('button', { name: /^Delete/ }).count(), 0);
    await backToHub();
    await openSection('Business Profile');
    await lp.getByRole('button', { name: 'Save' }).waitFor();
    await lp.getByRole('button', { name: 'Upload logo' }).waitFor();
    assert.equal(await lp.getByText('your role does not allow changing them').count(), 0);
    await limited.context.close();

    // Accountant: settings:read only, so the business profile is shown read-only
    const accountant = await createUser(spec.server.url, owner, { role: 'accountant' });
    const reader = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(reader.page, accountant.email, accountant.password);
    await reader.page.goto('/dashboard/settings/business-profile');
    await reader.page
      .getByText('You can view these settings; your role does not allow changing them.')
      .waitFor();
    const readOnlyName = reader.page.getByLabel('Business name');
    assert.equal(await readOnlyName.inputValue(), owner.companyName);
    assert.equal(await readOnlyName.isDisabled(), true);
    assert.equal(await reader.page.getByRole('button', { name: 'Save' }).count(), 0);
    assert.equal(await reader.page.getByRole('button', { name: 'Upload logo' }).count(), 0);
    await reader.context.close();

    // Sales: no settings:read at all, so the settings pages show the no-access state
    const sales = await createUser(spec.server.url, owner, { role: 'sales' });
    const outsider = await newPage(spec.browser, spec.server.url, PHONE);
    await loginThroughUi(outsider.page, sales.email, sales.password);
    for (const path of [
      '/dashboard/settings',
      '/dashboard/settings/users',
      '/dashboard/settings/audit-log',
    ]) {
      await outsider.page.goto(path);
      await outsider.page
        .getByRole('heading', { level: 1, name: "You don't have access to Settings" })
        .waitFor();
      assert.equal(await outsider.page.title(), 'No access · Tawi', path);
      assert.equal(await outsider.page.getByRole('grid').count(), 0, path);
    }
    await shot(outsider.page, 'w375-settings-no-access');
    await outsider.context.close();
  });

  it('audit log: newest first with who did it, filters by record, shows before and after', async () => {
    const owner = await createCompany(
      spec.server.url,
      { branchName: 'Nairobi', fullName: 'Wanjiku Kamau' },
      { vatRegistered: false },
    );
    const admin = await createUser(spec.server.url, owner, {
      role: 'administrator',
      fullName: 'Baraka Otieno',
    });
    const adminToken = (await loginApi(spec.server.url, admin.email, admin.password)).token;
    assert.ok(adminToken);
    await callEntry(spec.server.url, owner.token, companyApi.update, {
      body: {
        name: 'Wanjiku Traders Ltd',
        kraPin: 'A123456789Z',
      },
    });
    await callEntry(spec.server.url, adminToken, branchesApi.create, {
      body: { name: 'Eldoret', code: 'ELD' },
    });
    await callEntry(spec.server.url, owner.token, rolesApi.create, {
      body: {
        name: 'Cashier',
        permissions: ['dashboard:read', 'customers:read'],
      },
    });

    const { context, page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password);
    await page.goto('/dashboard/settings/audit-log');
    const grid = page.getByRole('grid', { name: 'Audit log' });
    await gridRow(grid, 'Cashier').waitFor();
    const top: Array<Record<string, string>> = [];
    for (const row of (await gridRows(grid).all()).slice(0, 4)) top.push(await rowValues(row));
    assert.deepEqual(
      top.map((v) => [v.Who, v.Action, v.Record, v.Summary]),
      [
        ['Wanjiku Kamau', 'Created', 'Role', 'Cashier'],
        ['Baraka Otieno', 'Created', 'Branch', 'Eldoret'],
        ['Wanjiku Kamau', 'Updated', 'Business profile', 'Wanjiku Traders Ltd'],
        ['Wanjiku Kamau', 'Created', 'User', admin.email],
      ],
    );
    const log = await callEntry(spec.server.url, owner.token, auditLogApi.list, { query: { limit: 100 } });
    assert.equal(await gridRows(grid).count(), log.total);
    await shot(page, 'w1280-settings-audit-log');

    // a row's details: who, and the record before and after
    await gridRow(grid, 'Business profile')
      .filter({ hasText: 'Updated' })
      .getByRole('gridcell')
      .first()
      .click();
    const details = page.getByRole('dialog', { name: 'Business profile updated' });
    await details.waitFor();
    const changed = await details.getByText('Changed:').locator('..').innerText();
    assert.match(changed, /\bname\b/);
    assert.match(changed, /\bkraPin\b/);
    assert.doesNotMatch(changed, /\bphone\b/);
    const beforeJson = JSON.parse(await details.getByLabel('Before (JSON)').innerText()) as Company;
    const afterJson = JSON.parse(await details.getByLabel('After (JSON)').innerText()) as Company;
    assert.equal(beforeJson.name, owner.companyName);
    assert.equal(beforeJson.kraPin, null);
    assert.equal(afterJson.name, 'Wanjiku Traders Ltd');
    assert.equal(afterJson.kraPin, 'A123456789Z');
    await shot(page, 'w1280-settings-audit-detail');
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    // filter by record: only branch entries remain, newest first
    await pickOption(page, page.getByRole('combobox', { name: 'Record' }), 'Branch');
    await gridRow(grid, 'Cashier').waitFor({ state: 'detached' });
    // (the grid shows a skeleton while the filtered page loads: wait for its rows)
    await gridRow(grid, 'Eldoret').waitFor();
    assert.deepEqual(await columnValues(grid, 'Record'), ['Branch', 'Branch']);
    assert.deepEqual(await columnValues(grid, 'Summary'), ['Eldoret', 'Nairobi']);
    assert.deepEqual(await columnValues(grid, 'Who'), ['Baraka Otieno', 'Wanjiku Kamau']);
    await context.close();
  });
});
