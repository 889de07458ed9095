import { customerReceiptsApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { call, signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { expectReceivablesTieOut } from './sales.fixture';

const t = useTestApp();

describe('a Sales user takes a payment', () => {
  it('adds a customer, issues an invoice and receives M-Pesa into a till whose balance it never sees', async () => {
    const owner = await signupCompany(t.app, { companyName: 'Soko Safi Ltd' });
    const asOwner = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await call(t.app, method, url, { token: owner.token, body });
      expect(res.status, `${url}: ${res.text}`).toBeLessThan(300);
      return res.body;
    };
    const rice = await asOwner('POST', '/api/products', {
      sku: 'RICE-5',
      name: 'Pishori rice 5 kg',
      sellingPrice: 1200,
      costPrice: 900,
      openingStock: 20,
    });
    await asOwner('POST', '/api/bank-accounts', {
      name: 'Equity Current',
      kind: 'bank',
      openingBalance: 5000,
    });
    await asOwner('POST', '/api/bank-accounts', {
      name: 'M-Pesa till',
      kind: 'mobile_money',
      openingBalance: 300,
    });

    const seller = await staffWithRole(t.app, owner, 'sales');
    const as = async (method: 'GET' | 'POST', url: string, body?: unknown, status = 200) => {
      const res = await call(t.app, method, url, { token: seller.token, body });
      expect(res.status, `${method} ${url}: ${res.text}`).toBe(status);
      return res.body;
    };
    const customer = await as(
      'POST',
      '/api/customers',
      { name: 'Kilimani Grocers', phone: '0722000111', paymentTerms: 'net_30' },
      201,
    );
    // the form's pickers: the product (with its price) and the accounts money can go into
    const products = await as('GET', '/api/products?search=RICE');
    expect(products.items.map((p: { sku: string; sellingPrice: number }) => [p.sku, p.sellingPrice])).toEqual(
      [['RICE-5', 1200]],
    );
    const accounts = (await as('GET', '/api/bank-accounts')).items;
    expect(accounts.map((a: { name: string }) => a.name).sort()).toEqual(['Equity Current', 'M-Pesa till']);
    for (const a of accounts) expect(a).not.toHaveProperty('balance');
    const till = accounts.find((a: { name: string }) => a.name === 'M-Pesa till');

    // 2 x 1,200 - 100 discount = 2,300 + 16% VAT 368 = 2,668
    const invoice = await as(
      'POST',
      '/api/invoices',
      {
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
      201,
    );
    expect(invoice).toMatchObject({
      invoiceNumber: 'INV-0001',
      status: 'Unpaid',
      subtotal: 2300,
      taxTotal: 368,
      total: 2668,
    });

    const receipt = await apiClient(t.app, seller.token).ok(customerReceiptsApi.create, {
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
    expect(await as('GET', `/api/invoices/${invoice.id}`)).toMatchObject({
      status: 'PaidPartially',
      amountPaid: 2000,
      outstanding: 668,
    });
    expect((await as('GET', `/api/customers/${customer.id}`)).balance).toBe(668);
    const stock = await as('GET', `/api/products/${rice.id}`);
    expect(stock.currentStock).toBe(18);

    // the owner sees the money in the till: 300 + 2,000; the bank account untouched
    const balances = (await asOwner('GET', '/api/bank-accounts')).items.map(
      (a: { name: string; balance: number }) => [a.name, a.balance],
    );
    expect(balances.sort()).toEqual([
      ['Equity Current', 5000],
      ['M-Pesa till', 2300],
    ]);
    await expectReceivablesTieOut(t.database.db, owner.user.companyId);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);
  });
});
