import { billsApi } from '@tawi/contracts';
import { callEntry } from './api-client';
import { createPurchaseOrder, createSupplier } from './factories';
import { choose, form, formWith, hasValue, pickMatching, type RoleForm } from './role-forms-kit';
import { SEED } from './role-seed';

/** Trade and stock: suppliers, purchase orders, goods receipts, bills, payments, products, stock moves. */
export const TRADE_FORMS: RoleForm[] = [
  form({
    name: 'supplier',
    permission: 'trade:create',
    page: 'trade:read',
    path: () => '/dashboard/suppliers',
    heading: 'Suppliers',
    opener: (page) => page.getByRole('button', { name: 'Add supplier' }),
    dialog: 'Add a supplier',
    fill: (dialog, { tag }) => dialog.getByLabel('Name').fill(`Kisumu Fisheries ${tag}`),
    submit: 'Add supplier',
    done: /^(Kisumu Fisheries r\d) added$/,
  }),
  form({
    name: 'purchase order',
    permission: 'trade:create',
    page: 'trade:read',
    path: () => '/dashboard/purchase-orders',
    heading: 'Purchase Orders',
    opener: (page) => page.getByRole('button', { name: 'New order' }),
    dialog: 'New purchase order',
    fill: async (dialog) => {
      const page = dialog.page();
      await choose(page, dialog.getByRole('combobox', { name: 'Supplier' }), 'Momb', SEED.supplier);
      const item = dialog.getByRole('group', { name: 'Item 1' });
      await choose(page, item.getByRole('combobox', { name: 'Product' }), 'RICE', /^RICE-5 /);
      await hasValue(item.getByLabel('Unit price'), String(SEED.product.costPrice));
      await item.getByLabel('Quantity').fill('10');
    },
    submit: 'Create order',
    done: /^(LPO-\d{4,}) created$/,
  }),
  formWith(
    ({ baseUrl, seed }) =>
      createPurchaseOrder(baseUrl, seed.owner, {
        supplierId: seed.supplier.id,
        items: [{ itemId: seed.product.id, qty: 4, unitPrice: SEED.product.costPrice, taxCategory: 'B' }],
      }),
    {
      name: 'goods receipt',
      permission: 'trade:update',
      page: 'trade:read',
      path: ({ prepared }) => `/dashboard/purchase-orders/${prepared.id}`,
      heading: ({ prepared }) => prepared.purchaseId,
      opener: (page) => page.getByRole('button', { name: 'Receive goods' }),
      dialog: /^Receive LPO-/,
      fill: async (dialog, { tag }) => {
        await dialog.getByLabel('Delivery note number').fill(`DN-${tag}`);
        await dialog.getByLabel("Supplier's invoice no.").fill(`SI-GRN-${tag}`);
      },
      submit: 'Receive goods',
      done: /^(GRN-\d{4,}) received; BILL-\d{4,} raised$/,
      shown: async (page, made, { prepared }) => {
        await page
          .getByRole('table', { name: `Receipts of ${prepared.purchaseId}` })
          .getByText(made)
          .waitFor();
      },
    },
  ),
  form({
    name: 'bill',
    permission: 'trade:create',
    page: 'trade:read',
    path: () => '/dashboard/bills',
    heading: 'Bills',
    opener: (page) => page.getByRole('button', { name: 'New bill' }),
    dialog: 'New bill',
    fill: async (dialog, { tag }) => {
      const page = dialog.page();
      await choose(page, dialog.getByRole('combobox', { name: 'Supplier' }), 'Momb', SEED.supplier);
      await dialog.getByLabel("Supplier's invoice no.").fill(`MM-${tag}`);
      const line = dialog.getByRole('group', { name: 'Line 1' });
      await line.getByLabel('Description').fill('Fibre internet');
      await choose(
        page,
        line.getByRole('combobox', { name: 'Expense account' }),
        'Internet',
        /Telephone and Internet/,
      );
      await line.getByLabel('Unit price').fill('580');
    },
    submit: 'Create bill',
    done: /^(BILL-\d{4,}) created$/,
  }),
  formWith(
    async ({ baseUrl, seed, tag }) => {
      const supplier = await createSupplier(baseUrl, seed.owner, { name: `Nyeri Dairy ${tag}` });
      return callEntry(baseUrl, seed.owner.token, billsApi.create, {
        body: {
          supplierId: supplier.id,
          lines: [
            { description: 'Milk', accountId: seed.expenseAccountId, unitPrice: 1000, taxCategory: 'A' },
          ],
        },
      });
    },
    {
      name: 'supplier payment',
      permission: 'trade:create',
      page: 'trade:read',
      path: () => '/dashboard/payments',
      heading: 'Payments',
      opener: (page) => page.getByRole('button', { name: 'New payment' }),
      dialog: 'New payment',
      fill: async (dialog, { prepared, tag }) => {
        const page = dialog.page();
        await choose(page, dialog.getByRole('combobox', { name: 'Supplier' }), 'Nyeri', `Nyeri Dairy ${tag}`);
        const allocation = dialog.getByLabel(`Amount for ${prepared.billId}`);
        await allocation.waitFor();
        await dialog.getByRole('spinbutton', { name: 'Amount', exact: true }).fill('1000');
        await dialog.getByRole('button', { name: 'Allocate oldest first' }).click();
        await hasValue(allocation, '1000');
        await pickMatching(page, dialog.getByRole('combobox', { name: 'Method' }), /^Cash$/);
        await pickMatching(page, dialog.getByRole('combobox', { name: 'Paid from' }), /^Equity Current/);
      },
      submit: 'Record payment',
      done: /^(PAY-\d{4,}) recorded$/,
    },
  ),
  form({
    name: 'product',
    permission: 'inventory:create',
    page: 'inventory:read',
    path: () => '/dashboard/products',
    heading: 'Products',
    opener: (page) => page.getByRole('button', { name: 'Add product' }),
    dialog: 'Add a product',
    fill: async (dialog, { tag }) => {
      await dialog.getByLabel('Name').fill(`Ndengu 1 kg ${tag}`);
      await dialog.getByLabel('SKU').fill(`NDENGU-${tag.toUpperCase()}`);
      await dialog.getByLabel('Selling price').fill('180');
    },
    submit: 'Add product',
    done: /^(Ndengu 1 kg r\d) added$/,
  }),
  form({
    name: 'stock adjustment',
    permission: 'stockControl:create',
    page: 'inventory:read',
    path: () => '/dashboard/products',
    heading: 'Products',
    opener: (page) => page.getByRole('button', { name: `Adjust stock of ${SEED.product.name}` }),
    dialog: `Adjust stock of ${SEED.product.name}`,
    fill: async (dialog) => {
      await dialog.getByLabel('Quantity change').fill('2');
      await dialog.getByLabel('Unit cost').fill(String(SEED.product.costPrice));
      await dialog.getByLabel('Reason').fill('Found in the back store');
    },
    submit: 'Adjust stock',
    done: /^Pishori rice 5 kg: ([\d,]+) pcs in stock$/,
    shown: async (page, made) => {
      await page.getByRole('grid', { name: 'Products' }).getByRole('gridcell', { name: made }).waitFor();
    },
  }),
  form({
    name: 'transfer',
    permission: 'stockControl:create',
    page: 'stockControl:read',
    path: () => '/dashboard/transfers',
    heading: 'Transfers',
    opener: (page) => page.getByRole('button', { name: 'New transfer' }),
    dialog: 'New transfer',
    fill: async (dialog) => {
      const page = dialog.page();
      await pickMatching(
        page,
        dialog.getByRole('combobox', { name: 'To branch' }),
        new RegExp(`^${SEED.otherBranch}`),
      );
      const item = dialog.getByRole('group', { name: 'Item 1' });
      await choose(page, item.getByRole('combobox', { name: 'SKU' }), 'RICE', /^RICE-5 /);
      await item.getByLabel('Quantity').fill('1');
    },
    submit: 'Create transfer',
    done: /^(TRN-\d{4,}) created$/,
    shown: async (page, made) => {
      await page.getByRole('dialog', { name: new RegExp(`^${made}`) }).waitFor();
    },
  }),
];
