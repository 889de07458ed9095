import type { PurchaseOrder } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { receiveForm, receiveFormValues } from './receive-form';

const form = receiveForm(areaText('trade'));

const order = {
  items: [
    { itemId: 'p1', sku: 'FLOUR-2', name: 'Wheat flour 2 kg', qty: 100, receivedQty: 60 },
    { itemId: 'p2', sku: 'OIL-1', name: 'Cooking oil 1 l', qty: 40, receivedQty: 40 },
    { itemId: 'p3', sku: 'SALT-1', name: 'Salt 1 kg', qty: 12.5, receivedQty: 0 },
  ],
} as PurchaseOrder;

const issues = (r: ReturnType<typeof form.safeParse>) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('receive form', () => {
  it('offers the lines still to come, each filled with what is left', () => {
    const values = receiveFormValues(order, '2026-11-10');
    expect(values.items.map((i) => [i.sku, i.remaining, i.qty])).toEqual([
      ['FLOUR-2', 40, 40],
      ['SALT-1', 12.5, 12.5],
    ]);
  });

  it('sends only the lines with a quantity', () => {
    const values = receiveFormValues(order, '2026-11-10');
    values.deliveryNoteNumber = 'DN-1';
    values.supplierInvoiceNumber = 'INV-4471';
    values.items[1]!.qty = undefined;
    const r = form.safeParse(values);
    expect(r.data).toEqual({
      deliveryNoteNumber: 'DN-1',
      date: '2026-11-10',
      supplierInvoiceNumber: 'INV-4471',
      supplierInvoiceDate: '2026-11-10',
      items: [{ itemId: 'p1', qty: 40 }],
    });
  });

  it('refuses more than is left, and a delivery with nothing in it', () => {
    const values = receiveFormValues(order, '2026-11-10');
    values.deliveryNoteNumber = 'DN-1';
    values.supplierInvoiceNumber = 'INV-1';
    values.items[0]!.qty = 40.001;
    expect(issues(form.safeParse(values))).toEqual({ 'items.0.qty': 'Only 40 left to receive' });
    values.items[0]!.qty = 0;
    values.items[1]!.qty = undefined;
    expect(issues(form.safeParse(values))).toEqual({ items: 'Receive at least one item' });
    values.deliveryNoteNumber = ' ';
    values.items[0]!.qty = 1;
    expect(issues(form.safeParse(values))).toEqual({
      deliveryNoteNumber: 'Enter the delivery note number',
    });
    values.deliveryNoteNumber = 'DN-1';
    values.supplierInvoiceNumber = '';
    expect(issues(form.safeParse(values))).toEqual({
      supplierInvoiceNumber: "Enter the supplier's invoice number",
    });
  });
});
