import type { SalesOrder } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { orderInvoiceForm as formOf, orderInvoiceFormValues } from './sales-order-invoice-form';

const orderInvoiceForm = formOf(areaText('sales'));

const order = {
  lines: [
    { lineNo: 1, description: 'Sugar 1 kg', qty: 6, qtyInvoiced: 2, qtyRemaining: 4 },
    { lineNo: 2, description: 'Bar soap', qty: 4, qtyInvoiced: 4, qtyRemaining: 0 },
    { lineNo: 3, description: 'Delivery', qty: 1.5, qtyInvoiced: 0, qtyRemaining: 1.5 },
  ],
} as SalesOrder;

const issues = (r: ReturnType<typeof orderInvoiceForm.safeParse>) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('invoice-the-order form', () => {
  it('offers the lines with something left, each filled with what is left', () => {
    const values = orderInvoiceFormValues(order, '2026-11-10');
    expect(values.lines.map((l) => [l.lineNo, l.remaining, l.qty])).toEqual([
      [1, 4, 4],
      [3, 1.5, 1.5],
    ]);
  });

  it('sends only the lines with a quantity, by order line number', () => {
    const values = orderInvoiceFormValues(order, '2026-11-10');
    values.lines[0]!.qty = 2.5;
    values.lines[1]!.qty = undefined;
    expect(orderInvoiceForm.safeParse(values).data).toEqual({
      date: '2026-11-10',
      lines: [{ lineNo: 1, qty: 2.5 }],
    });
  });

  it('refuses more than is left, and nothing at all', () => {
    const values = orderInvoiceFormValues(order, '2026-11-10');
    values.lines[0]!.qty = 5;
    expect(issues(orderInvoiceForm.safeParse(values))).toEqual({ 'lines.0.qty': 'Only 4 left to invoice' });
    values.lines[0]!.qty = 0;
    values.lines[1]!.qty = undefined;
    expect(issues(orderInvoiceForm.safeParse(values))).toEqual({ lines: 'Invoice at least one line' });
  });
});
