import { customerReceiptsApi, customersApi, invoicesApi, type WireOf } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { sales } from './sales.fixture';

const t = useTestApp();

describe('deleting a customer', () => {
  it('is refused while the customer owes or holds credit, and allowed once settled', async () => {
    const s = await sales(t);
    const invoice = await s.api.ok(invoicesApi.create, {
      body: {
        customerId: s.customer.id,
        lines: [{ description: 'Delivery', unitPrice: 500, taxCategory: 'A' }],
      },
    });
    const params = { id: s.customer.id };
    const remove = () => s.api.call(customersApi.remove, { params });
    const owes = await remove();
    expect(owes.status).toBe(409);
    expect(owes.error?.message).toMatch(/still has a balance of KES 500\.00: settle it before deleting$/);
    // paid with 200 too much: the credit held for them blocks it too
    const receive = (amount: number) => {
      const body: WireOf<typeof customerReceiptsApi.create.body> = {
        customerId: s.customer.id,
        bankAccountId: s.bank.id,
        paymentMethod: 'cash',
        amount,
        invoices: [{ invoiceId: invoice.id, amount: 500 }],
      };
      return s.api.ok(customerReceiptsApi.create, { body });
    };
    const receipt = await receive(700);
    const held = await s.api.ok(customersApi.get, { params });
    expect(held).toMatchObject({ balance: -200, credit: 200 });
    const inCredit = await remove();
    expect(inCredit.status).toBe(409);
    expect(inCredit.error?.message).toMatch(/still has a credit of KES 200\.00: settle it before deleting$/);
    await s.api.ok(customerReceiptsApi.void, {
      params: { id: receipt.id },
      body: { reason: 'Entered twice' },
    });
    await receive(500);
    expect((await remove()).status).toBe(204);
    expect((await s.api.call(customersApi.get, { params })).status).toBe(404);
  });
});
