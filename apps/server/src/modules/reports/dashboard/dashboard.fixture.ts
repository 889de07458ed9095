import {
  billsApi,
  branchesApi,
  creditNotesApi,
  customerReceiptsApi,
  invoicesApi,
  productsApi,
  suppliersApi,
  type WireOf,
} from '@tawi/contracts';
import { accounts } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ofCompany } from '../../../platform/company-rows';
import { apiClient } from '../../../testing/api-client';
import type { TestApp } from '../../../testing/test-app';
import { sales } from '../../sales/sales.fixture';

/**
 * A trading company built through the API (today 2026-11-25; this month 1-25 Nov, the previous
 * period 7-31 Oct), VAT 16% (category B), Net 30 customer and supplier:
 *   INV 2026-09-01 Nairobi  consulting 1,000 (+160 VAT), due 1 Oct, never paid (overdue)
 *   INV 2026-10-15 Nairobi  consulting 500 (+80 VAT), due 14 Nov, unpaid (overdue by 25 Nov)
 *   INV 2026-11-05 Mombasa  installation 2,000 (+320 VAT)
 *   INV 2026-11-10 Nairobi  sugar 3 x 160 = 480 (+76.80), cost 300, paid in full into the bank 12 Nov
 *   INV 2026-11-20 Nairobi  soap 2 x 60 = 120 (+19.20), cost 80; credit note 21 Nov for 1 soap (60)
 *   BILL 2026-11-01 Nairobi internet 5,800 incl. VAT, due 1 Dec (within a week of 25 Nov)
 *   Rice: 2 in stock at cost 50, reorder level 5 (low)
 */
export async function dashboardCompany(t: TestApp) {
  const s = await sales(t);
  const api = apiClient(t.app, s.token);
  const mombasa = await api.ok(branchesApi.create, { body: { name: 'Mombasa' } });
  const rice = await api.ok(productsApi.create, {
    body: {
      sku: 'RICE-1',
      name: 'Rice 1 kg',
      sellingPrice: 90,
      costPrice: 50,
      openingStock: 2,
      minimumStock: 5,
    },
  });
  const invoice = (body: Omit<WireOf<typeof invoicesApi.create.body>, 'customerId'>) =>
    api.ok(invoicesApi.create, { body: { customerId: s.customer.id, ...body } });
  const service = (description: string, unitPrice: number) => [
    { description, unitPrice, taxCategory: 'B' as const },
  ];
  await invoice({ date: '2026-09-01', lines: service('Consulting', 1000) });
  await invoice({ date: '2026-10-15', lines: service('Consulting', 500) });
  await invoice({ date: '2026-11-05', branchId: mombasa.id, lines: service('Installation', 2000) });
  const sugarSale = await invoice({
    date: '2026-11-10',
    lines: [{ productId: s.sugar.id, description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B' }],
  });
  const soapSale = await invoice({
    date: '2026-11-20',
    lines: [{ productId: s.soap.id, description: 'Bar soap', qty: 2, unitPrice: 60, taxCategory: 'B' }],
  });
  await api.ok(customerReceiptsApi.create, {
    body: {
      customerId: s.customer.id,
      bankAccountId: s.bank.id,
      paymentMethod: 'cash',
      date: '2026-11-12',
      amount: 556.8,
      invoices: [{ invoiceId: sugarSale.id, amount: 556.8 }],
    },
  });
  await api.ok(creditNotesApi.create, {
    body: { invoiceId: soapSale.id, date: '2026-11-21', lines: [{ lineNo: 1, qty: 1 }] },
  });
  const supplier = await api.ok(suppliersApi.create, {
    body: { name: 'Safaricom PLC', phone: '0722000000', kraPin: 'P000000000A', paymentTerms: 'net_30' },
  });
  const bill = await api.call(billsApi.create, {
    body: {
      supplierId: supplier.id,
      date: '2026-11-01',
      lines: [
        {
          description: 'Fibre internet',
          accountId: await accountIdByCode(t, s.companyId, '6160'),
          unitPrice: 5800,
          taxCategory: 'B',
          priceIncludesTax: true,
        },
      ],
    },
  });
  expect(bill.status, bill.text).toBe(201);
  return { ...s, api, mombasa, rice };
}

export async function accountIdByCode(t: TestApp, companyId: string, code: string) {
  const [row] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(ofCompany(accounts, companyId, eq(accounts.code, code)));
  if (!row) throw new Error(`no account ${code}`);
  return row.id;
}
