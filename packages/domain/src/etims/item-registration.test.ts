import { describe, expect, it } from 'vitest';
import { ETIMS_SERVICE_ITEM, etimsItemCode, etimsSaveItemRequest } from './item-registration';

describe('eTIMS item codes', () => {
  it('builds KRA item codes: country, type, packaging, quantity unit, 7-digit sequence', () => {
    expect(etimsItemCode('2', 'NT', 'U', 1)).toBe('KE2NTU0000001');
    expect(etimsItemCode('1', 'BG', 'KG', 1234567)).toBe('KE1BGKG1234567');
    expect(ETIMS_SERVICE_ITEM.itemCode).toBe('KE3NTU0000000');
  });

  it('states saveItem with the codes, tax type and price', () => {
    const request = etimsSaveItemRequest({
      codes: ETIMS_SERVICE_ITEM,
      type: '3',
      name: 'Delivery',
      taxCategory: 'B',
      unitPrice: 500,
      user: { id: 'u1', name: 'Jane Wanjiru' },
    });
    expect(request).toMatchObject({
      itemCd: 'KE3NTU0000000',
      itemClsCd: '8011160100',
      itemTyCd: '3',
      itemNm: 'Delivery',
      orgnNatCd: 'KE',
      pkgUnitCd: 'NT',
      qtyUnitCd: 'U',
      taxTyCd: 'B',
      dftPrc: 500,
      useYn: 'Y',
      regrNm: 'Jane Wanjiru',
    });
  });
});
