import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BUILT_IN_ROLES, type Permission } from '@tawi/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { NAV_ITEMS, navLeaves } from '../../apps/web/src/app/nav/nav-items';
import { mayOpen, navFor } from '../../apps/web/src/app/nav/page-access';
import { expectAccessible } from '../support/axe';
import { shot } from '../support/documents';
import { createCompany, createUser } from '../support/factories';
import { useServerAndBrowser } from '../support/suite';
import { DESKTOP, loginThroughUi, navigateInApp, newPage, PHONE_390 } from '../support/ui';

/** The sidebar a role should see, as `link:Label` (a route) and `heading:Label` (a group), parents first. */
function expectedMenu(permissions: readonly Permission[]): string[] {
  const items = navFor((p) => permissions.includes(p));
  return items.flatMap((item) => [
    `${item.kind === 'group' ? 'heading' : 'link'}:${item.label}`,
    ...(item.children ?? []).map((c) => `link:${c.label}`),
  ]);
}

/** Opens every collapsed part of the menu, then lists its entries as expectedMenu does. */
async function shownMenu(menu: Locator): Promise<string[]> {
  for (;;) {
    const closed = menu.locator('[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  // entries: links and group headings (MUI ListItemButton: role="button"); the expand toggles are <button>s
  return menu.evaluate((nav) =>
    [...nav.querySelectorAll('a, [role="button"]')].map(
      (el) => `${el.tagName === 'A' ? 'link' : 'heading'}:${(el as HTMLElement).innerText.trim()}`,
    ),
  );
}

/** The menu heading a page lies under (Settings for Business Profile), if any. */
const sectionOf = (to: string) =>
  NAV_ITEMS.find((item) => item.children?.some((c) => c.to === to) && item.kind === 'link')?.label;

/**
 * The one no-access page, naming the page (or its guarded section: Settings). Reached inside the app
 * (history, as a link would) to keep the walk fast; `reload` types the address instead.
 */
async function expectNoAccess(page: Page, leaf: { to: string; label: string }, reload = false) {
  if (reload) await page.goto(leaf.to);
  else await navigateInApp(page, leaf.to);
  const heading = page.getByRole('heading', { level: 1 });
  const names = [leaf.label, sectionOf(leaf.to)].map((n) => `You don't have access to ${n}`);
  // this page's own heading (the previous no-access page's stays until this one renders)
  const exactly = new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
  await heading.filter({ hasText: exactly }).waitFor();
  assert.equal(await heading.count(), 1, `${leaf.to}: one heading`);
  await page.getByRole('link', { name: 'Go to the dashboard' }).waitFor();
}

/**
 * Each built-in role signs in at the desk and on a phone: the sidebar lists exactly the menu its
 * permissions allow (page-access.ts), every page it may not open shows the no-access page, and the
 * dashboard and the sidebar pass axe. One server, one browser, one context per role.
 */
describe('every role sees its own screens', () => {
  let owner: Awaited<ReturnType<typeof createCompany>>;
  const spec = useServerAndBrowser();
  before(async () => {
    owner = await createCompany(spec.server.url, { companyName: 'Menu Check Traders Ltd' });
  });

  for (const role of BUILT_IN_ROLES) {
    describe(role.name, () => {
      let context: BrowserContext;
      let page: Page;
      const can = (p: Permission) => role.permissions.includes(p);
      const forbidden = navLeaves(NAV_ITEMS).filter((leaf) => !mayOpen(can, leaf.to));
      before(async () => {
        const user =
          role.key === 'owner'
            ? owner
            : await createUser(spec.server.url, owner, { role: role.key, fullName: `${role.name} Staff` });
        ({ context, page } = await newPage(spec.browser, spec.server.url, DESKTOP));
        await loginThroughUi(page, user.email, user.password);
      });
      after(() => context?.close());

      it('at 1280 px: the menu its permissions allow, no access elsewhere, accessible', async () => {
        await page.goto('/dashboard');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        assert.deepEqual(await shownMenu(menu), expectedMenu(role.permissions));
        await expectAccessible(page, `${role.name}'s dashboard and sidebar`);
        await shot(page, `role-screens-${role.key}-1280`);
        for (const leaf of forbidden) await expectNoAccess(page, leaf);
        if (forbidden.length > 0) await expectAccessible(page, `${role.name}'s no-access page`);
      });

      it('at 390 px: the same menu in the drawer from the top bar', async () => {
        await page.setViewportSize(PHONE_390);
        await page.goto('/dashboard');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        assert.equal(await menu.isVisible(), false, 'the sidebar is closed on a phone');
        await expectAccessible(page, `${role.name}'s dashboard on a phone`);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await menu.waitFor({ state: 'visible' });
        assert.deepEqual(await shownMenu(menu), expectedMenu(role.permissions));
        await expectAccessible(page, `${role.name}'s drawer`);
        await shot(page, `role-screens-${role.key}-390`);
        const [first] = forbidden;
        if (first) await expectNoAccess(page, first, true);
      });
    });
  }

  it('the menus differ as the roles do', () => {
    // a check on the expectations themselves, independent of page-access.ts
    const menuOf = (key: string) =>
      expectedMenu(BUILT_IN_ROLES.find((r) => r.key === key)?.permissions ?? []);
    assert.deepEqual(menuOf('hr_payroll'), [
      'link:Dashboard',
      'heading:Employee Center',
      'link:Employees',
      'link:Payroll',
    ]);
    assert.ok(menuOf('storekeeper').includes('link:Stock Count'));
    assert.ok(!menuOf('storekeeper').includes('link:Payroll'));
    assert.ok(!menuOf('sales').includes('link:Banking'));
    assert.ok(!menuOf('viewer').includes('link:Counter Sale'));
    assert.ok(menuOf('owner').includes('link:Settings'));
  });
});
