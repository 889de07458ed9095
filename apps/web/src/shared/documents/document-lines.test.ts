import type { ProductOption } from '@tawi/contracts';
import type { UseFormSetValue } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  type DocumentLineDraft,
  type DocumentLinesConfig,
  fillFromProduct,
  type LinesForm,
  lineCells,
} from './document-lines';

const rice = {
  id: 'p1',
  sku: 'RICE-5',
  name: 'Pishori rice 5 kg',
  sellingPrice: 1200,
  sellingPriceIncludesTax: true,
  costPrice: 950,
  taxCategory: 'E',
} as ProductOption;

/** The fields picking the product sets on line 2, as { field: value }. */
function picked(product: ProductOption, price: 'selling' | 'cost') {
  const set: [string, unknown][] = [];
  const setValue = ((path: string, value: unknown) => set.push([path, value])) as UseFormSetValue<LinesForm>;
  fillFromProduct(setValue, 'lines.1', product, price);
  return Object.fromEntries(set);
}

/** Lines of nothing but a quantity, a unit price and a tax category. */
const bare: DocumentLinesConfig<DocumentLineDraft> = {
  description: false,
  discount: false,
  inclVat: false,
  total: false,
  noun: 'line',
  qtyLabel: 'qty',
  deskColumns: '',
  blank: () => ({ qty: undefined, unitPrice: undefined, taxCategory: 'B' }),
};

describe('document lines', () => {
  it('starts a sale at the shelf price, its name and VAT inclusion', () => {
    expect(picked(rice, 'selling')).toEqual({
      'lines.1.taxCategory': 'E',
      'lines.1.description': 'Pishori rice 5 kg',
      'lines.1.unitPrice': 1200,
      'lines.1.priceIncludesTax': true,
    });
  });

  it('starts a purchase at what the product last cost, when known', () => {
    expect(picked(rice, 'cost')).toEqual({ 'lines.1.taxCategory': 'E', 'lines.1.unitPrice': 950 });
    expect(picked({ ...rice, costPrice: 0 }, 'cost')).toEqual({ 'lines.1.taxCategory': 'E' });
  });

  it('lays a line out by what the document holds; quantity, price and tax always', () => {
    expect(lineCells(bare)).toEqual(['qty', 'unitPrice', 'tax']);
    expect(lineCells({ ...bare, description: true, discount: true, inclVat: true, total: true })).toEqual([
      'description',
      'qty',
      'unitPrice',
      'discount',
      'tax',
      'inclVat',
      'total',
    ]);
  });
});
