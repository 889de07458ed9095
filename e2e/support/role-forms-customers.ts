import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { choose, form, formWith, hasValue, pickMatching, type RoleForm } from './role-forms-kit';
import { issueInvoice, SEED } from './role-seed';

async function productLine(dialog: Locator): Promise<void> {
  const line = dialog.getByRole('group', { name: 'Line 1' });
  await choose(dialog.page(), line.getByRole('combobox', { name: 'Product' }), 'RICE', /^RICE-5 /);
  await line.getByLabel('Qty').fill('1');
}

async function customerAndLine(dialog: Locator): Promise<void> {
  await choose(dialog.page(), dialog.getByRole('combobox', { name: 'Customer' }), 'Bara', SEED.customer);
  await productLine(dialog);
}

/** The customer side: customers, invoices, receipts, estimates, sales orders, credit notes. */
export const CUSTOMER_FORMS: RoleForm[] = [
  form({
    name: 'customer',
    permission: 'customers:create',
    page: 'customers:read',
    path: () => '/dashboard/customers',
    heading: 'Customers',
    opener: (page) => page.getByRole('button', { name: 'Add customer' }),
    dialog: 'Add a customer',
    fill: async (dialog, { tag }) => {
      await dialog.getByLabel('Name').fill(`Kilimani Grocers ${tag}`);
      await dialog.getByLabel('Phone').fill('0722 000 111');
    },
    submit: 'Add customer',
    done: /^(Kilimani Grocers r\d) added$/,
  }),
  form({
    name: 'invoice',
    permission: 'customers:create',
    page: 'customers:read',
    path: () => '/dashboard/invoices',
    heading: 'Invoices',
    opener: (page) => page.getByRole('button', { name: 'New invoice' }),
    dialog: 'New invoice',
    fill: customerAndLine,
    submit: 'Issue invoice',
    done: /^(INV-\d{4,}) issued$/,
  }),
  formWith(({ baseUrl, seed, tag }) => issueInvoice(baseUrl, seed, `Rice for receipt ${tag}`), {
    name: 'receipt',
    permission: 'customers:create',
    page: 'customers:read',
    path: ({ prepared }) => `/dashboard/invoices/${prepared.id}`,
    heading: ({ prepared }) => prepared.invoiceNumber,
    opener: (page) => page.getByRole('button', { name: 'Record receipt' }),
    dialog: 'New receipt',
    fill: async (dialog, { prepared, role, index }) => {
      const page = dialog.page();
      // the invoice starts paid in full: 1,200 + 16% VAT
      await hasValue(dialog.getByLabel(`Amount for ${prepared.invoiceNumber}`), '1392');
      await pickMatching(page, dialog.getByRole('combobox', { name: 'Method' }), /^M-Pesa$/);
      await dialog.getByLabel('M-Pesa code').fill(`QGH7K2L9X${index}`);
      const into = await pickMatching(
        page,
        dialog.getByRole('combobox', { name: 'Paid into' }),
        /^M-Pesa till/,
      );
      // the balance shows only to those who may read banking
      if (role.permissions.includes('banking:read')) assert.match(into, /^M-Pesa till · KES [\d,]+\.\d\d$/);
      else assert.equal(into, SEED.till);
    },
    submit: 'Record receipt',
    done: /^(RCT-\d{4,}) recorded$/,
    shown: async (page, made, { prepared }) => {
      const payments = page.getByRole('table', { name: `Payments on ${prepared.invoiceNumber}` });
      await payments.getByText(made).waitFor();
    },
  }),
  form({
    name: 'estimate',
    permission: 'customers:create',
    page: 'customers:read',
    path: () => '/dashboard/estimates',
    heading: 'Estimates',
    opener: (page) => page.getByRole('button', { name: 'New estimate' }),
    dialog: 'New estimate',
    fill: customerAndLine,
    submit: 'Create estimate',
    done: /^(EST-\d{4,}) created$/,
  }),
  form({
    name: 'sales order',
    permission: 'customers:create',
    page: 'customers:read',
    path: () => '/dashboard/sales-orders',
    heading: 'Sales Orders',
    opener: (page) => page.getByRole('button', { name: 'New sales order' }),
    dialog: 'New sales order',
    fill: customerAndLine,
    submit: 'Create order',
    done: /^(SO-\d{4,}) created$/,
  }),
  formWith(({ baseUrl, seed, tag }) => issueInvoice(baseUrl, seed, `Rice to credit ${tag}`), {
    name: 'credit note',
    permission: 'customers:approve',
    page: 'customers:read',
    path: () => '/dashboard/credit-refunds',
    heading: 'Credit & Refunds',
    opener: (page) => page.getByRole('button', { name: 'New credit note' }),
    dialog: 'New credit note',
    fill: async (dialog, { prepared, tag }) => {
      const n = prepared.invoiceNumber;
      await choose(
        dialog.page(),
        dialog.getByRole('combobox', { name: 'Invoice' }),
        n,
        new RegExp(`^${n} · `),
      );
      await dialog
        .getByRole('group', { name: `Rice to credit ${tag}` })
        .getByLabel('Qty to credit')
        .fill('1');
      await dialog.getByLabel('Reason').fill('Bag torn on delivery');
    },
    submit: 'Issue credit note',
    done: /^(CN-\d{4,}) issued for KES 1,392\.00/,
  }),
];
