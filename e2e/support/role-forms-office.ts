import { todayIn } from '@tawi/domain';
import type { Locator } from 'playwright-core';
import { createBankAccount } from './factories';
import { choose, form, formWith, pickMatching, type RoleForm } from './role-forms-kit';
import { SEED } from './role-seed';

async function journalLine(dialog: Locator, n: number, account: string, side: 'Debit' | 'Credit') {
  const line = dialog.getByRole('group', { name: `Line ${n}` });
  await choose(
    dialog.page(),
    line.getByRole('combobox', { name: 'Account' }),
    account.split(' · ')[1] ?? '',
    account,
  );
  await line.getByLabel(side).fill('100');
}

/** The books, banking, people and settings. */
export const OFFICE_FORMS: RoleForm[] = [
  form({
    name: 'journal entry',
    permission: 'accounting:create',
    page: 'accounting:read',
    path: () => '/dashboard/settings/journal-entries',
    heading: 'Journal entries',
    opener: (page) => page.getByRole('button', { name: 'New entry' }),
    dialog: 'New journal entry',
    fill: async (dialog, { tag }) => {
      await dialog.getByLabel('Memo').fill(`Till float ${tag}`);
      await journalLine(dialog, 1, '1000 · Cash on Hand', 'Debit');
      await journalLine(dialog, 2, '4000 · Sales', 'Credit');
    },
    submit: 'Save as draft',
    done: /^Draft (DRAFT-[0-9A-F]+) saved$/,
  }),
  form({
    name: 'account',
    permission: 'accounting:create',
    page: 'accounting:read',
    path: () => '/dashboard/settings/chart-of-accounts',
    heading: 'Chart of accounts',
    opener: (page) => page.getByRole('button', { name: 'Add account' }),
    dialog: 'Add an account',
    fill: async (dialog, { index, tag }) => {
      await dialog.getByLabel('Code').fill(`69${index}5`);
      await dialog.getByLabel('Account name').fill(`Security Services ${tag}`);
      await pickMatching(dialog.page(), dialog.getByRole('combobox', { name: 'Type' }), /^Expense$/);
    },
    submit: 'Add account',
    done: /^(Security Services r\d) added$/,
  }),
  form({
    name: 'bank account',
    permission: 'banking:create',
    page: 'banking:read',
    path: () => '/dashboard/banking',
    heading: 'Banking',
    opener: (page) => page.getByRole('button', { name: 'Add account' }),
    dialog: 'Add a bank account',
    fill: (dialog, { tag }) => dialog.getByLabel('Account name').fill(`KCB Current ${tag}`),
    submit: 'Add account',
    done: /^(KCB Current r\d) added$/,
  }),
  form({
    name: 'money transfer',
    permission: 'banking:create',
    page: 'banking:read',
    path: () => '/dashboard/banking',
    heading: 'Banking',
    opener: (page) => page.getByRole('button', { name: 'Transfer money' }),
    dialog: 'Transfer money',
    fill: async (dialog) => {
      const page = dialog.page();
      await pickMatching(page, dialog.getByRole('combobox', { name: 'From account' }), /^Equity Current · /);
      await pickMatching(page, dialog.getByRole('combobox', { name: 'To account' }), /^M-Pesa till · /);
      await dialog.getByLabel('Amount').fill('100');
    },
    submit: 'Transfer',
    done: /^(BT-\d{4,}): KES 100\.00 moved from Equity Current to M-Pesa till$/,
  }),
  formWith(({ baseUrl, seed, tag }) => createBankAccount(baseUrl, seed.owner, { name: `Recon ${tag}` }), {
    name: 'reconciliation',
    permission: 'banking:create',
    page: 'banking:read',
    path: () => '/dashboard/reconciliation',
    heading: 'Reconciliation',
    opener: (page) => page.getByRole('button', { name: 'New reconciliation' }),
    dialog: 'New reconciliation',
    fill: async (dialog, { tag }) => {
      await pickMatching(
        dialog.page(),
        dialog.getByRole('combobox', { name: 'Account' }),
        new RegExp(`^Recon ${tag} `),
      );
      await dialog.getByLabel('Statement ending balance').fill('0');
    },
    submit: 'Start',
    done: /^Reconciliation of (.+) started$/,
    shown: async (page, _made, { tag }) => {
      await page.getByRole('heading', { level: 1, name: new RegExp(`Recon ${tag}`) }).waitFor();
    },
  }),
  form({
    name: 'employee',
    permission: 'employees:create',
    page: 'employees:read',
    path: () => '/dashboard/employees',
    heading: 'Employees',
    opener: (page) => page.getByRole('button', { name: 'Add employee' }),
    dialog: 'Add an employee',
    fill: async (dialog, { tag }) => {
      await dialog.getByLabel('Full name').fill(`Wanjiku Kamau ${tag}`);
      await dialog.getByLabel('Email').fill(`wanjiku.${tag}@example.co.ke`);
      await pickMatching(dialog.page(), dialog.getByRole('combobox', { name: 'Department' }), /^Finance$/);
      await dialog.getByLabel('Position').fill('Accountant');
      await dialog.getByLabel('Basic salary').fill('40000');
      await dialog.getByLabel('Account number').fill('1100223344');
    },
    submit: 'Add employee',
    done: /^(Wanjiku Kamau r\d) added as EMP-\d{4,}$/,
  }),
  form({
    name: 'payroll run',
    permission: 'employees:create',
    page: 'employees:read',
    path: () => '/dashboard/payroll',
    heading: 'Payroll',
    opener: (page) => page.getByRole('button', { name: 'Run payroll' }).first(),
    // the dialog becomes the preview, titled so
    dialog: /^(Run payroll|Preview: payroll \d{4}-\d{2})$/,
    fill: async (dialog) => {
      await dialog.getByLabel('Pay period').fill(todayIn().slice(0, 7));
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await dialog.getByRole('table', { name: 'Payroll preview' }).getByText(SEED.employee).waitFor();
    },
    submit: 'Confirm and process',
    done: /^Payroll (\d{4}-\d{2}) processed: \d+ payslip\(s\)$/,
    shown: async (page) => {
      await page.getByRole('grid', { name: 'Payslips' }).getByText(SEED.employee).waitFor();
    },
  }),
  form({
    name: 'branch',
    permission: 'settings:create',
    page: 'settings:read',
    path: () => '/dashboard/settings/branches',
    heading: 'Branches',
    opener: (page) => page.getByRole('button', { name: 'Add branch' }),
    dialog: 'Add a branch',
    fill: (dialog, { tag }) => dialog.getByLabel('Branch name').fill(`Eldoret ${tag}`),
    submit: 'Add branch',
    done: /^(Eldoret r\d) added$/,
  }),
  form({
    name: 'user',
    permission: 'settings:create',
    page: 'settings:read',
    path: () => '/dashboard/settings/users',
    heading: 'Users',
    opener: (page) => page.getByRole('button', { name: 'Add user' }),
    dialog: 'Add a user',
    fill: async (dialog, { tag }) => {
      await dialog.getByLabel('Full name').fill(`Juma Mwangi ${tag}`);
      await dialog.getByLabel('Email').fill(`juma.${tag}.${Date.now().toString(36)}@example.co.ke`);
      await dialog.getByLabel(/^Password/).fill('Mvua-nyingi-2026');
      await pickMatching(dialog.page(), dialog.getByRole('combobox', { name: 'Role' }), /^Viewer$/);
    },
    submit: 'Add user',
    done: /^(Juma Mwangi r\d) can now sign in$/,
  }),
  form({
    name: 'role',
    permission: 'settings:create',
    page: 'settings:read',
    path: () => '/dashboard/settings/roles',
    heading: 'Roles & permissions',
    opener: (page) => page.getByRole('button', { name: 'New role' }),
    dialog: 'New role',
    fill: async (dialog, { tag }) => {
      await dialog.getByLabel('Role name').fill(`Stock Auditor ${tag}`);
      await dialog.getByRole('checkbox', { name: 'Dashboard: View', exact: true }).check();
    },
    submit: 'Create role',
    done: /^(Stock Auditor r\d) created$/,
  }),
];
