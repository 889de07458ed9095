import { describe, expect, it } from 'vitest';
import { purchaseRequestProblems, stockIoRequestProblems } from './purchase-stock-validation';
import { etimsPurchaseRequest } from './purchase-transaction';
import { etimsStockIoRequest, etimsStockMasterRequest } from './stock-io';

const sugar = {
  itemCode: 'KE2BGKG0000001',
  classCode: '5010150100',
  packagingUnit: 'BG',
  quantityUnit: 'KG',
};
const flour = {
  itemCode: 'KE2NTKG0000002',
  classCode: '5022110100',
  packagingUnit: 'NT',
  quantityUnit: 'KG',
};
const user = { id: 'user-1', name: 'Amina Otieno' };

describe('the insertTrnsPurchase request of a posted bill', () => {
  const request = etimsPurchaseRequest({
    documentNumber: 'BILL-0003',
    supplier: { pin: 'P051234567Q', name: 'Mombasa Millers Ltd', invoiceNumber: 'MM-889' },
    date: '2026-11-25',
    confirmedAt: new Date('2026-11-25T07:15:00Z'),
    receivedOn: '2026-11-25',
    paymentType: '02',
    user,
    lines: [
      { description: 'Sugar 50 kg', qty: 10, unitPrice: 120.5, taxCategory: 'B', item: sugar },
      { description: 'Maize flour', qty: 3, unitPrice: 80, taxCategory: 'C', item: flour },
    ],
  });

  it('carries the supplier, dates, per tax type the taxable amount and tax, and the totals', () => {
    expect(request).toMatchObject({
      invcNo: 0,
      spplrTin: 'P051234567Q',
      spplrNm: 'Mombasa Millers Ltd',
      spplrInvcNo: 'MM-889',
      regTyCd: 'M',
      pchsTyCd: 'N',
      rcptTyCd: 'P',
      pmtTyCd: '02',
      pchsSttsCd: '02',
      cfmDt: '20261125101500',
      pchsDt: '20261125',
      wrhsDt: '20261125000000',
      totItemCnt: 2,
      taxblAmtB: 1205,
      taxAmtB: 192.8,
      taxRtB: 16,
      taxblAmtC: 240,
      taxAmtC: 0,
      totTaxblAmt: 1445,
      totTaxAmt: 192.8,
      totAmt: 1637.8,
      remark: 'BILL-0003',
    });
    expect(request.itemList[0]).toMatchObject({
      itemSeq: 1,
      itemCd: 'KE2BGKG0000001',
      itemClsCd: '5010150100',
      pkgUnitCd: 'BG',
      qtyUnitCd: 'KG',
      qty: 10,
      prc: 120.5,
      splyAmt: 1205,
      taxblAmt: 1205,
      taxAmt: 192.8,
      totAmt: 1397.8,
    });
  });

  it('is accepted once numbered; a total that is not the items is refused', () => {
    expect(purchaseRequestProblems({ ...request })).toEqual(['invcNo must be a positive whole number']);
    expect(purchaseRequestProblems({ ...request, invcNo: 4 })).toEqual([]);
    expect(purchaseRequestProblems({ ...request, invcNo: 4, totAmt: 1600 })).toEqual([
      "totAmt must equal the items' totAmt",
    ]);
  });
});

describe('the insertStockIO and saveStockMaster requests of a stock movement', () => {
  const request = etimsStockIoRequest({
    type: '16',
    documentNumber: 'Stock take',
    date: '2026-11-24',
    user,
    lines: [
      { description: 'Sugar 50 kg', item: sugar, qty: '2.5', unitCost: '100.25', taxCategory: 'B' },
      { description: 'Maize flour', item: flour, qty: 4, unitCost: 80, taxCategory: 'C' },
    ],
  });

  it('carries the type, day, items at cost with their tax and totals equal to the items', () => {
    expect(request).toMatchObject({
      sarNo: 0,
      regTyCd: 'M',
      sarTyCd: '16',
      ocrnDt: '20261124',
      totItemCnt: 2,
      totTaxblAmt: 570.63,
      totTaxAmt: 40.1,
      totAmt: 610.73,
      remark: 'Stock take',
    });
    expect(request.itemList.map((i) => [i.itemCd, i.qty, i.prc, i.taxblAmt, i.taxAmt, i.totDcAmt])).toEqual([
      ['KE2BGKG0000001', 2.5, 100.25, 250.63, 40.1, 0],
      ['KE2NTKG0000002', 4, 80, 320, 0, 0],
    ]);
    expect(stockIoRequestProblems({ ...request, sarNo: 9 })).toEqual([]);
    expect(stockIoRequestProblems({ ...request, sarNo: 9, sarTyCd: '99', totTaxAmt: 0 })).toEqual([
      'unknown sarTyCd 99',
      "totTaxAmt must equal the items' taxAmt",
    ]);
  });

  it('tells the item stock left', () => {
    expect(etimsStockMasterRequest(sugar, '37.500', user)).toEqual({
      itemCd: 'KE2BGKG0000001',
      rsdQty: 37.5,
      regrId: 'user-1',
      regrNm: 'Amina Otieno',
      modrId: 'user-1',
      modrNm: 'Amina Otieno',
    });
  });
});
