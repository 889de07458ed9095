import type { BuiltInRole, Permission } from '@tawi/domain';
import type { Locator, Page } from 'playwright-core';
import { toastText } from './documents';
import type { RoleSeed } from './role-seed';
import { navigateInApp } from './ui';

export { choose, hasValue } from './mui';

/** Who fills a form in, and with what: the page signed in as the role, the shared data, a tag for names. */
export interface RoleRun {
  page: Page;
  baseUrl: string;
  seed: RoleSeed;
  role: BuiltInRole;
  /** The role's place among the built-in roles (0-7): for codes that must differ per role. */
  index: number;
  /** Short and unique per role ("r3"): new records are named with it. */
  tag: string;
}

/** How to complete one form, given what its `prepare` made (`prepared`). */
export interface FormSteps<P> {
  name: string;
  /** What the server checks to create the record; the button that opens the form shows with it. */
  permission: Permission;
  /** What the page the form opens from needs. */
  page: Permission;
  path: (run: RoleRun & { prepared: P }) => string;
  /** The page's heading once it has loaded (a detail page's record number). */
  heading: string | ((run: RoleRun & { prepared: P }) => string);
  opener: (page: Page) => Locator;
  dialog: string | RegExp;
  fill: (dialog: Locator, run: RoleRun & { prepared: P }) => Promise<void>;
  submit: string;
  /** The toast that says it was made; its first group is the record's number or name. */
  done: RegExp;
  /** Waits until the made record shows (default: its number or name on the page). */
  shown?: (page: Page, made: string, run: RoleRun & { prepared: P }) => Promise<void>;
}

/** A form of the table, its prepared data bound in. */
export interface RoleForm {
  name: string;
  permission: Permission;
  page: Permission;
  /** Makes the data the form needs (through the API, as the owner) and binds it to the steps. */
  start: (run: RoleRun) => Promise<StartedForm>;
}

export interface StartedForm {
  /** Goes to the page the form opens from and waits until it has loaded. */
  visit: () => Promise<void>;
  opener: Locator;
  /** Opens the form, fills it in, `beforeSubmit` (a screenshot), submits; returns the number or name made. */
  complete: (beforeSubmit: () => Promise<void>) => Promise<string>;
}

/**
 * A form that needs data made first (an issued invoice to receive against, an order to receive).
 * That data was made through the API, outside the app: its page is loaded afresh (`reload`), so that
 * no list the app holds from an earlier page (kept 30 s) hides it.
 */
export function formWith<P>(
  prepare: (run: RoleRun) => Promise<P>,
  steps: FormSteps<P>,
  { reload = true }: { reload?: boolean } = {},
): RoleForm {
  return {
    name: steps.name,
    permission: steps.permission,
    page: steps.page,
    start: async (base) => {
      const run = { ...base, prepared: await prepare(base) };
      const { page } = run;
      const opener = steps.opener(page);
      const heading = typeof steps.heading === 'string' ? steps.heading : steps.heading(run);
      return {
        visit: async () => {
          // one signed-in session visits every page: through the router unless the data is new to the app
          if (reload) await page.goto(steps.path(run));
          else await navigateInApp(page, steps.path(run));
          // a detail page's heading is its record's number: the record, and the actions on it, have loaded
          await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        },
        opener,
        complete: async (beforeSubmit) => {
          await opener.click();
          const dialog = page.getByRole('dialog', { name: steps.dialog });
          await steps.fill(dialog, run);
          // filling scrolls a long form: its top (what was picked) is what the screenshot shows
          await dialog.evaluate((el) => {
            for (const e of el.querySelectorAll('*')) if (e.scrollTop > 0) e.scrollTop = 0;
            for (let up = el.parentElement; up; up = up.parentElement) up.scrollTop = 0;
          });
          await beforeSubmit();
          await dialog.getByRole('button', { name: steps.submit, exact: true }).click();
          const made = (await toastText(page, steps.done)).match(steps.done)?.[1] ?? '';
          await (steps.shown ?? ((p, m) => shownOnPage(p, m)))(page, made, run);
          return made;
        },
      };
    },
  };
}

/** A form that needs only the shared data. */
export const form = (steps: FormSteps<undefined>): RoleForm =>
  formWith(async () => undefined, steps, { reload: false });

/** Opens a MUI select and picks the first option whose name matches; returns the option's text. */
export async function pickMatching(page: Page, combobox: Locator, option: RegExp): Promise<string> {
  await combobox.click();
  const found = page.getByRole('listbox').getByRole('option', { name: option }).first();
  const text = (await found.textContent()) ?? '';
  await found.click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return text;
}

/** The page shows the new record: its number or name in the main area (a grid row, a heading). */
export async function shownOnPage(page: Page, made: string): Promise<void> {
  await page.getByRole('main').getByText(made, { exact: true }).first().waitFor();
}
