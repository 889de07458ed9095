import { billsApi, supplierPaymentsApi, suppliersApi } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { trade } from './purchasing.fixture';

const t = useTestApp();

describe('deleting a supplier', () => {
  it('is refused while the supplier is owed anything, and allowed once settled', async () => {
    const s = await trade(t);
    const rent = await s.accountId('6100');
    const bill = await s.api.ok(billsApi.create, {
      body: {
        supplierId: s.supplier.id,
        lines: [{ description: 'Rent', accountId: rent, unitPrice: 1200, taxCategory: 'A' }],
      },
    });
    const api = apiClient(t.app, s.token);
    const params = { id: s.supplier.id };
    const remove = () => api.call(suppliersApi.remove, { params });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      'Mombasa Millers Ltd still has a balance of KES 1,200.00: settle it before deleting',
    );
    // nothing changed: the supplier is there and its bill can be paid
    expect((await api.call(suppliersApi.get, { params })).status).toBe(200);
    await s.api.ok(supplierPaymentsApi.create, {
      body: {
        supplierId: s.supplier.id,
        bankAccountId: s.bank.id,
        paymentMethod: 'cash',
        amount: 1200,
        bills: [{ billId: bill.id, amount: 1200 }],
      },
    });
    expect((await remove()).status).toBe(204);
    expect((await api.call(suppliersApi.get, { params })).status).toBe(404);
  });
});
