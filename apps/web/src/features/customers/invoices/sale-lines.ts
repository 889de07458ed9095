import type { DocumentLinesConfig } from '../../../shared/documents/document-lines';
import { SkuPicker } from '../../inventory/transfers/sku-picker';
import { blankInvoiceLine, type InvoiceLineDraft } from './invoice-form';

/** The lines of an invoice, estimate or sales order: a product at its selling price, or free text for a service. */
export const SALE_LINES: DocumentLinesConfig<InvoiceLineDraft> = {
  product: { picker: SkuPicker, skuField: 'productSku', price: 'selling', once: false },
  description: true,
  discount: true,
  inclVat: true,
  total: true,
  noun: 'line',
  qtyLabel: 'qty',
  deskColumns: 'minmax(140px, 1fr) minmax(140px, 1fr) 72px 120px 100px 150px 130px 110px 40px',
  blank: blankInvoiceLine,
};
