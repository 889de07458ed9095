import { describe, expect, it } from 'vitest';
import { ETIMS_SERVICE_ITEM, etimsCodesOf, etimsItemCode, etimsSaveItemRequest } from './item-registration';

const bare = { etimsItemCode: null, etimsClassCode: null, etimsPackagingUnit: null, etimsQuantityUnit: null };

describe('eTIMS item codes', () => {
  it('builds KRA item codes: country, type, packaging, quantity unit, 7-digit sequence', () => {
    expect(etimsItemCode('2', 'NT', 'U', 1)).toBe('KE2NTU0000001');
    expect(etimsItemCode('1', 'BG', 'KG', 1234567)).toBe('KE1BGKG1234567');
    expect(ETIMS_SERVICE_ITEM.itemCode).toBe('KE3NTU0000000');
  });

  it('defaults what the product does not set, and takes a sequence only when it has no item code', () => {
    let taken = 0;
    const next = () => {
      taken += 1;
      return 41 + taken;
    };
    expect(etimsCodesOf(bare, next)).toEqual({
      itemCode: 'KE2NTU0000042',
      classCode: '5059690800',
      packagingUnit: 'NT',
      quantityUnit: 'U',
    });
    const set = {
      etimsItemCode: 'KE2BGKG0000007',
      etimsClassCode: '5010150100',
      etimsPackagingUnit: 'BG',
      etimsQuantityUnit: 'KG',
    };
    expect(etimsCodesOf(set, next)).toEqual({
      itemCode: 'KE2BGKG0000007',
      classCode: '5010150100',
      packagingUnit: 'BG',
      quantityUnit: 'KG',
    });
    expect(taken).toBe(1);
    // a product in bags without an item code gets one in bags
    expect(
      etimsCodesOf({ ...bare, etimsPackagingUnit: 'BG', etimsQuantityUnit: 'KG' }, () => 9).itemCode,
    ).toBe('KE2BGKG0000009');
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
