import { invoicesApi, productsApi, salesOrdersApi, type WireOf } from '@tawi/contracts';
import { apiClient } from '../../testing/api-client';
import type { TestApp } from '../../testing/test-app';
import type { Sales } from './sales.fixture';

export type OrderBody = WireOf<typeof salesOrdersApi.create.body>;
export type OrderLine = OrderBody['lines'][number];

/**
 * Sugar 6 x 160 + 16% (960 + 153.60) and soap 4 x 60 less 20 + 16% (220 + 35.20):
 * subtotal 1,180, VAT 188.80, total 1,368.80.
 */
export const orderLines = (s: Sales): OrderLine[] => [
  { productId: s.sugar.id, description: 'Sugar 1 kg', qty: 6, unitPrice: 160, taxCategory: 'B' },
  { productId: s.soap.id, description: 'Bar soap', qty: 4, unitPrice: 60, discount: 20, taxCategory: 'B' },
];

/** Calls and reads for one company's sales orders. */
export function orderCalls(t: TestApp, s: Sales) {
  const api = apiClient(t.app, s.token);
  return {
    api,
    create: (body: Partial<OrderBody> = {}) =>
      api.ok(salesOrdersApi.create, { body: { customerId: s.customer.id, lines: orderLines(s), ...body } }),
    get: (id: string) => api.ok(salesOrdersApi.get, { params: { id } }),
    /** PUT: the form's save. */
    update: (id: string, body: WireOf<typeof salesOrdersApi.replace.body>) =>
      api.call(salesOrdersApi.replace, { params: { id }, body }),
    list: (query: WireOf<typeof salesOrdersApi.list.query> = {}) => api.call(salesOrdersApi.list, { query }),
    invoice: (id: string, body?: WireOf<typeof salesOrdersApi.invoice.body>) =>
      api.call(salesOrdersApi.invoice, { params: { id }, body }),
    cancel: (id: string, reason = 'Customer changed their mind') =>
      api.call(salesOrdersApi.cancel, { params: { id }, body: { reason } }),
    stock: async (productId: string) =>
      (await api.ok(productsApi.get, { params: { id: productId } })).currentStock,
    invoiceCount: async () => (await api.ok(invoicesApi.list)).total,
    /** [qtyInvoiced, qtyRemaining] per line. */
    progress: (order: { lines: Array<{ qtyInvoiced: number; qtyRemaining: number }> }) =>
      order.lines.map((l) => [l.qtyInvoiced, l.qtyRemaining]),
  };
}
