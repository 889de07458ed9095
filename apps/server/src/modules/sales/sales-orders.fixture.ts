import { expect } from 'vitest';
import { call, type TestApp } from '../../testing/test-app';
import type { Sales } from './sales.fixture';

/**
 * Sugar 6 x 160 + 16% (960 + 153.60) and soap 4 x 60 less 20 + 16% (220 + 35.20):
 * subtotal 1,180, VAT 188.80, total 1,368.80.
 */
export const orderLines = (s: Sales) => [
  { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 6, unitPrice: 160, taxCategory: 'B' },
  { productId: s.soap.id, description: 'Bar soap', qty: 4, unitPrice: 60, discount: 20, taxCategory: 'B' },
];

/** Calls and reads for one company's sales orders. */
export function orderCalls(t: TestApp, s: Sales) {
  const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
    call(t.app, method, url, { token: s.token, body });
  return {
    as,
    create: (body: Record<string, unknown> = {}) =>
      s.post('/api/sales-orders', { customerId: s.customer.id, lines: orderLines(s), ...body }),
    get: async (id: string) => {
      const res = await as('GET', `/api/sales-orders/${id}`);
      expect(res.status, res.text).toBe(200);
      return res.body;
    },
    invoice: (id: string, body?: unknown) => as('POST', `/api/sales-orders/${id}/invoice`, body),
    cancel: (id: string, reason = 'Customer changed their mind') =>
      as('POST', `/api/sales-orders/${id}/cancel`, { reason }),
    stock: async (productId: string) => (await as('GET', `/api/products/${productId}`)).body.currentStock,
    invoiceCount: async () => (await as('GET', '/api/invoices')).body.total,
    /** [qtyInvoiced, qtyRemaining] per line. */
    progress: (order: { lines: Array<{ qtyInvoiced: number; qtyRemaining: number }> }) =>
      order.lines.map((l) => [l.qtyInvoiced, l.qtyRemaining]),
  };
}
