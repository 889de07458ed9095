import {
  bankAccountsApi,
  customerReceiptsApi,
  customersApi,
  invoicesApi,
  productsApi,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut } from './sales.fixture';

const t = useTestApp();

describe('a Sales user takes a payment', () => {
  it('adds a customer, issues an invoice and receives M-Pesa into a till whose balance it never sees', async () => {
    const owner = await signupCompany(t.app, { companyName: 'Soko Safi Ltd' });
    const asOwner = apiClient(t.app, owner.token);
    const rice = await asOwner.ok(productsApi.create, {
      body: {
        sku: 'RICE-5',
        name: 'Pishori rice 5 kg',
        sellingPrice: 1200,
        costPrice: 900,
        openingStock: 20,
      },
    });
    await asOwner.ok(bankAccountsApi.create, {
      body: { name: 'Equity Current', kind: 'bank', openingBalance: 5000 },
    });
    await asOwner.ok(bankAccountsApi.create, {
      body: { name: 'M-Pesa till', kind: 'mobile_money', openingBalance: 300 },
    });

    const seller = await staffWithRole(t.app, owner, 'sales');
    const as = apiClient(t.app, seller.token);
    const customer = await as.ok(customersApi.create, {
      body: { name: 'Kilimani Grocers', phone: '0722000111', paymentTerms: 'net_30' },
    });
    // the form's pickers: the product (with its price) and the accounts money can go into
    const products = await as.ok(productsApi.list, { query: { search: 'RICE' } });
    expect(products.items.map((p) => [p.sku, p.sellingPrice])).toEqual([['RICE-5', 1200]]);
    const accounts = (await as.ok(bankAccountsApi.list)).items;
    expect(accounts.map((a) => a.name).sort()).toEqual(['Equity Current', 'M-Pesa till']);
    for (const a of accounts) expect(a).not.toHaveProperty('balance');
    const till = accounts.find((a) => a.name === 'M-Pesa till');
    if (!till) throw new Error('the seller does not see the till');

    // 2 x 1,200 - 100 discount = 2,300 + 16% VAT 368 = 2,668
    const invoice = await as.ok(invoicesApi.create, {
      body: {
        customerId: customer.id,
        lines: [
          {
            productId: rice.id,
            description: 'Pishori rice 5 kg',
            qty: 2,
            unitPrice: 1200,
            discount: 100,
            taxCategory: 'B',
          },
        ],
      },
    });
    expect(invoice).toMatchObject({
      invoiceNumber: 'INV-0001',
      status: 'Unpaid',
      subtotal: 2300,
      taxTotal: 368,
      total: 2668,
    });

    const receipt = await as.ok(customerReceiptsApi.create, {
      body: {
        customerId: customer.id,
        amount: 2000,
        paymentMethod: 'mpesa',
        reference: 'QGH7K2L9XM',
        bankAccountId: till.id,
        invoices: [{ invoiceId: invoice.id, amount: 2000 }],
      },
    });
    expect(receipt).toMatchObject({ receiptNumber: 'RCT-0001', amount: 2000, unallocated: 0 });
    expect(receipt.invoices).toEqual([{ invoiceId: invoice.id, invoiceNumber: 'INV-0001', amount: 2000 }]);
    expect(await as.ok(invoicesApi.get, { params: { id: invoice.id } })).toMatchObject({
      status: 'PaidPartially',
      amountPaid: 2000,
      outstanding: 668,
    });
    expect((await as.ok(customersApi.get, { params: { id: customer.id } })).balance).toBe(668);
    const stock = await as.ok(productsApi.get, { params: { id: rice.id } });
    expect(stock.currentStock).toBe(18);

    // the owner sees the money in the till: 300 + 2,000; the bank account untouched
    const balances = (await asOwner.ok(bankAccountsApi.list)).items.map((a) => [a.name, a.balance]);
    expect(balances.sort()).toEqual([
      ['Equity Current', 5000],
      ['M-Pesa till', 2300],
    ]);
    await expectReceivablesTieOut(t.database.db, owner.user.companyId);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);
  });
});
