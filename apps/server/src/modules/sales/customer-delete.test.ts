import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';

const t = useTestApp();

describe('deleting a customer', () => {
  it('is refused while the customer owes or holds credit, and allowed once settled', async () => {
    const s = await sales(t);
    const invoice = await s.post('/api/invoices', {
      customerId: s.customer.id,
      lines: [{ description: 'Delivery', unitPrice: 500, taxCategory: 'A' }],
    });
    const remove = () => call(t.app, 'DELETE', `/api/customers/${s.customer.id}`, { token: s.token });
    const owes = await remove();
    expect(owes.status).toBe(409);
    expect(owes.body.error.message).toMatch(/still has a balance of KES 500\.00: settle it before deleting$/);
    // paid with 200 too much: the credit held for them blocks it too
    const receipt = await s.post('/api/receipts', {
      customerId: s.customer.id,
      bankAccountId: s.bank.id,
      paymentMethod: 'cash',
      amount: 700,
      invoices: [{ invoiceId: invoice.id, amount: 500 }],
    });
    const held = await call(t.app, 'GET', `/api/customers/${s.customer.id}`, { token: s.token });
    expect(held.body).toMatchObject({ balance: -200, credit: 200 });
    const inCredit = await remove();
    expect(inCredit.status).toBe(409);
    expect(inCredit.body.error.message).toMatch(
      /still has a credit of KES 200\.00: settle it before deleting$/,
    );
    await s.post(`/api/receipts/${receipt.id}/void`, { reason: 'Entered twice' }, 200);
    await s.post(
      '/api/receipts',
      {
        customerId: s.customer.id,
        bankAccountId: s.bank.id,
        paymentMethod: 'cash',
        amount: 500,
        invoices: [{ invoiceId: invoice.id, amount: 500 }],
      },
      201,
    );
    expect((await remove()).status).toBe(204);
    expect((await call(t.app, 'GET', `/api/customers/${s.customer.id}`, { token: s.token })).status).toBe(
      404,
    );
  });
});
