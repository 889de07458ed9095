import type { DocumentLinesConfig } from '../../../shared/documents/document-lines';
import { SkuPicker } from '../../inventory/transfers/sku-picker';
import { blankOrderLine, type OrderLineDraft } from './purchase-order-form';

/** The items of an order: each product once, at what it last cost, with its quantity and tax category. */
export const ORDER_LINES: DocumentLinesConfig<OrderLineDraft> = {
  product: { picker: SkuPicker, skuField: 'itemId', price: 'cost', once: true },
  description: false,
  discount: false,
  inclVat: false,
  total: false,
  noun: 'item',
  qtyLabel: 'quantity',
  deskColumns: 'minmax(240px, 2fr) 110px 160px 160px 40px',
  blank: blankOrderLine,
};
