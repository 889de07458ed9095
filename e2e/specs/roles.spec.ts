import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BUILT_IN_ROLES } from '@tawi/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { createUser } from '../support/factories';
import { settle } from '../support/mui';
import { CUSTOMER_FORMS } from '../support/role-forms-customers';
import type { RoleForm } from '../support/role-forms-kit';
import { OFFICE_FORMS } from '../support/role-forms-office';
import { TRADE_FORMS } from '../support/role-forms-trade';
import { type RoleSeed, seedCompany } from '../support/role-seed';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

/** Every create form of the app, with how to complete it (support/role-forms-*.ts). */
const FORMS: readonly RoleForm[] = [...CUSTOMER_FORMS, ...TRADE_FORMS, ...OFFICE_FORMS];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Each built-in role signs in once and, on every page its role may read, completes each create form
 * its permissions allow (the record is made and shown) and finds no way to open the others. One
 * server, one browser, one company whose shared records every role's forms pick from.
 */
describe('people can do their job: every role completes the forms its permissions allow', () => {
  let seed: RoleSeed;
  const spec = useServerAndBrowser();
  before(async () => {
    seed = await seedCompany(spec.server.url);
  });

  /** Each form is shot once, by the first role that completes it (the others fill it the same way). */
  const shotForms = new Set<string>();
  BUILT_IN_ROLES.forEach((role, index) => {
    describe(role.name, () => {
      let context: BrowserContext;
      let page: Page;
      before(async () => {
        const user =
          role.key === 'owner'
            ? seed.owner
            : await createUser(spec.server.url, seed.owner, {
                role: role.key,
                fullName: `${role.name} Staff`,
              });
        ({ context, page } = await newPage(spec.browser, spec.server.url));
        await loginThroughUi(page, user.email, user.password);
      });
      after(() => context?.close());

      for (const f of FORMS.filter((x) => role.permissions.includes(x.page))) {
        const allowed = role.permissions.includes(f.permission);
        it(allowed ? `completes the ${f.name} form` : `offers no ${f.name} form`, async () => {
          const started = await f.start({
            page,
            baseUrl: spec.server.url,
            seed,
            role,
            index,
            tag: `r${index}`,
          });
          await started.visit();
          if (!allowed) {
            assert.equal(
              await started.opener.count(),
              0,
              `${role.name} sees no way to open the ${f.name} form`,
            );
            return;
          }
          const made = await started.complete(async () => {
            if (shotForms.has(f.name)) return;
            shotForms.add(f.name);
            await settle(page);
            await screenshot(page, `roles-${role.key}-${slug(f.name)}`);
          });
          assert.ok(made.length > 0, `the ${f.name} made names what it made`);
        });
      }
    });
  });
});
