import { type CounterSaleCreate, counterApi, type Product, transfersApi } from '@tawi/contracts';
import { documentTotals } from '@tawi/domain';
import type { DemoCall } from './demo-client';

/** What a basket costs at the shelf prices (the demo company is VAT-registered): the amount to pay. */
function totalOf(products: readonly Product[], lines: CounterSaleCreate['lines']) {
  const taxed = lines.map((l) => {
    const p = products.find((x) => x.id === l.productId);
    if (!p) throw new Error('demo seed: counter line of an unknown product');
    return {
      qty: l.qty,
      unitPrice: p.sellingPrice,
      discount: l.discount ?? 0,
      taxCategory: p.taxCategory,
      priceIncludesTax: p.sellingPriceIncludesTax,
    };
  });
  return documentTotals(taxed).total.toNumber();
}

/**
 * Walk-in sales at the counter of each branch, through the counter sale (cash with change, M-Pesa,
 * split): Mombasa and Kisumu first get stock from Nairobi CBD by a received transfer.
 */
export async function seedDemoCounterSales(
  call: DemoCall,
  branches: { nairobi: string; mombasa: string; kisumu: string },
  products: readonly Product[],
) {
  for (const to of [branches.mombasa, branches.kisumu]) {
    const items = [
      { sku: 'UNGA-2KG', qty: 10 },
      { sku: 'SUGAR-1KG', qty: 6 },
      { sku: 'SOAP-BAR', qty: 12 },
    ];
    const moved = await call(transfersApi.create, { body: { toBranchId: to, items } }, branches.nairobi);
    await call(transfersApi.dispatch, { params: { id: moved.id } }, branches.nairobi);
    await call(transfersApi.receive, { params: { id: moved.id }, body: null }, to);
  }
  const id = (sku: string) => products.find((p) => p.sku === sku)?.id ?? '';
  const sales: { branchId: string; lines: CounterSaleCreate['lines']; pay: 'cash' | 'mpesa' | 'split' }[] = [
    {
      branchId: branches.nairobi,
      pay: 'cash',
      lines: [
        { productId: id('UNGA-2KG'), qty: 2 },
        { productId: id('SUGAR-1KG'), qty: 1 },
      ],
    },
    { branchId: branches.nairobi, pay: 'mpesa', lines: [{ productId: id('RICE-5KG'), qty: 1 }] },
    { branchId: branches.mombasa, pay: 'cash', lines: [{ productId: id('SOAP-BAR'), qty: 3 }] },
    {
      branchId: branches.kisumu,
      pay: 'split',
      lines: [
        { productId: id('UNGA-2KG'), qty: 3 },
        { productId: id('SOAP-BAR'), qty: 2 },
      ],
    },
  ];
  const codes = ['TKA1B2C3D4', 'TKE5F6G7H8'];
  for (const sale of sales) {
    const total = totalOf(products, sale.lines);
    const payments: CounterSaleCreate['payments'] =
      sale.pay === 'cash'
        ? [{ method: 'cash', amount: total }]
        : sale.pay === 'mpesa'
          ? [{ method: 'mpesa', amount: total, reference: codes[0] }]
          : [
              { method: 'cash', amount: 200 },
              { method: 'mpesa', amount: Math.round((total - 200) * 100) / 100, reference: codes[1] },
            ];
    const tendered = sale.pay === 'mpesa' ? undefined : Math.ceil(total / 500) * 500;
    await call(
      counterApi.sell,
      { body: { branchId: sale.branchId, lines: sale.lines, payments, ...(tendered && { tendered }) } },
      sale.branchId,
    );
  }
}
