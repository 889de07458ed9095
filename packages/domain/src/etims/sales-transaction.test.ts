import { describe, expect, it } from 'vitest';
import { type EtimsSale, etimsSalesRequest } from './sales-transaction';
import { salesRequestProblems } from './sales-validation';

const item = (n: number) => ({
  itemCode: `KE2NTU000000${n}`,
  classCode: '5059690800',
  packagingUnit: 'NT',
  quantityUnit: 'U',
});

/** One line of every tax type: B net and B with VAT in the price, A and E with discounts, C, D. */
const sale: EtimsSale = {
  kind: 'invoice',
  sequence: 7,
  documentNumber: 'INV-0007',
  date: '2026-11-25',
  confirmedAt: new Date('2026-11-25T07:15:00Z'),
  buyer: { pin: 'P051111111A', name: 'Nakuru Hardware Ltd', phone: '0722000111' },
  paymentType: '02',
  user: { id: 'user-1', name: 'Amina Otieno' },
  lines: [
    { description: 'Sugar 1 kg', qty: 3, unitPrice: 160, taxCategory: 'B', item: item(1) },
    {
      description: 'Bar soap',
      qty: 2,
      unitPrice: 58,
      taxCategory: 'B',
      priceIncludesTax: true,
      item: item(2),
    },
    { description: 'Delivery', qty: 1, unitPrice: 500, discount: 50, taxCategory: 'A', item: item(3) },
    { description: 'Maize seed', qty: 4, unitPrice: 50, taxCategory: 'C', item: item(4) },
    { description: 'Bus fare', qty: 1, unitPrice: 300, taxCategory: 'D', item: item(5) },
    { description: 'Diesel', qty: 10, unitPrice: 100, discount: 100, taxCategory: 'E', item: item(6) },
  ],
};

describe('the saveTrnsSalesOsdc request of a posted document', () => {
  it('gives per tax type the taxable amount, rate and tax the ledger posted, and the totals', () => {
    const req = etimsSalesRequest(sale);
    expect(req).toMatchObject({
      invcNo: 7,
      orgInvcNo: 0,
      trdInvcNo: 'INV-0007',
      custTin: 'P051111111A',
      custNm: 'Nakuru Hardware Ltd',
      rcptTyCd: 'S',
      pmtTyCd: '02',
      salesSttsCd: '02',
      cfmDt: '20261125101500',
      salesDt: '20261125',
      totItemCnt: 6,
      taxblAmtA: 450,
      taxblAmtB: 580,
      taxblAmtC: 200,
      taxblAmtD: 300,
      taxblAmtE: 900,
      taxRtA: 0,
      taxRtB: 16,
      taxRtC: 0,
      taxRtD: 0,
      taxRtE: 8,
      taxAmtA: 0,
      taxAmtB: 92.8,
      taxAmtC: 0,
      taxAmtD: 0,
      taxAmtE: 72,
      totTaxblAmt: 2430,
      totTaxAmt: 164.8,
      totAmt: 2594.8,
      receipt: { custTin: 'P051111111A', custMblNo: '0722000111', rcptPbctDt: '20261125101500' },
    });
    expect(req.rfdRsnCd).toBeUndefined();
    expect(salesRequestProblems(req)).toEqual([]);
  });

  it('states each item before VAT: a price with VAT in it is taken back to its net, discounts as amount and rate', () => {
    const [sugar, soap, delivery, , , diesel] = etimsSalesRequest(sale).itemList;
    expect(sugar).toMatchObject({
      itemSeq: 1,
      prc: 160,
      splyAmt: 480,
      dcAmt: 0,
      taxblAmt: 480,
      taxAmt: 76.8,
      totAmt: 556.8,
    });
    expect(soap).toMatchObject({
      itemSeq: 2,
      prc: 50,
      qty: 2,
      splyAmt: 100,
      dcAmt: 0,
      taxblAmt: 100,
      taxAmt: 16,
      totAmt: 116,
    });
    expect(delivery).toMatchObject({
      splyAmt: 500,
      dcRt: 10,
      dcAmt: 50,
      taxblAmt: 450,
      taxAmt: 0,
      totAmt: 450,
    });
    expect(diesel).toMatchObject({
      taxTyCd: 'E',
      splyAmt: 1000,
      dcAmt: 100,
      taxblAmt: 900,
      taxAmt: 72,
      totAmt: 972,
    });
    expect(sugar).toMatchObject({
      itemCd: 'KE2NTU0000001',
      itemClsCd: '5059690800',
      pkgUnitCd: 'NT',
      qtyUnitCd: 'U',
    });
  });

  it('sends a sale of a seller not VAT-registered as Non-VAT (D): the whole price taxable, no tax', () => {
    const req = etimsSalesRequest({ ...sale, chargesVat: false });
    expect(req).toMatchObject({
      taxblAmtA: 0,
      taxblAmtB: 0,
      taxblAmtD: 2446,
      taxAmtD: 0,
      taxblAmtE: 0,
      totTaxblAmt: 2446,
      totTaxAmt: 0,
      totAmt: 2446,
    });
    expect(req.itemList[1]).toMatchObject({
      taxTyCd: 'D',
      prc: 58,
      splyAmt: 116,
      taxblAmt: 116,
      taxAmt: 0,
      totAmt: 116,
    });
    expect(salesRequestProblems(req)).toEqual([]);
  });

  it('sends a credit note as receipt type R against its invoice, with a reason', () => {
    const req = etimsSalesRequest({ ...sale, kind: 'credit-note', sequence: 9, originalSequence: 7 });
    expect(req).toMatchObject({
      invcNo: 9,
      orgInvcNo: 7,
      rcptTyCd: 'R',
      rfdRsnCd: '06',
      rfdDt: '20261125101500',
    });
    expect(salesRequestProblems(req)).toEqual([]);
  });

  it('leaves out a buyer PIN it does not have', () => {
    const req = etimsSalesRequest({ ...sale, buyer: { pin: null, name: 'Walk-in customer' } });
    expect(req.custTin).toBeUndefined();
    expect(req.receipt.custTin).toBeUndefined();
  });
});

describe('what KRA would refuse', () => {
  it('finds totals that are not the sum of their items, a wrong rate and a bad PIN', () => {
    const req = etimsSalesRequest(sale);
    expect(salesRequestProblems({ ...req, taxAmtB: 92.7 })).toContain('taxAmtB must equal its items');
    expect(salesRequestProblems({ ...req, taxRtE: 16 })).toContain('taxRtE must be 8');
    expect(salesRequestProblems({ ...req, totAmt: 2594.9 })).toContain(
      'totAmt must be totTaxblAmt + totTaxAmt',
    );
    expect(salesRequestProblems({ ...req, custTin: 'X1' })).toContain('custTin is not a KRA PIN');
    expect(salesRequestProblems({ ...req, rcptTyCd: 'R' })).toContain('a credit note (R) needs orgInvcNo');
    const items = req.itemList.map((i) => (i.itemSeq === 1 ? { ...i, taxAmt: 80, totAmt: 560 } : i));
    const wrongTax = { ...req, itemList: items, taxAmtB: 96, totTaxAmt: 168, totAmt: 2598 };
    expect(salesRequestProblems(wrongTax)).toContain('taxAmtB must be 16% of taxblAmtB');
  });
});
