import { describe, expect, it } from 'vitest';
import { etimsItemCodesOf, etimsQuantityUnitOf, etimsSequenceOfId } from './item-codes';

const id = '0a1b2c3d-0000-4000-8000-000000000001';

describe('eTIMS item codes', () => {
  it('maps Tawi units to KRA quantity units', () => {
    expect(['pcs', 'Kg', 'litre', 'm', 'box', 'crate'].map(etimsQuantityUnitOf)).toEqual([
      'U',
      'KG',
      'L',
      'M',
      'BX',
      'U',
    ]);
  });

  it('gives a product without codes the defaults: goods class, NT, its unit, a stable sequence', () => {
    const codes = etimsItemCodesOf({ id, unit: 'kg' });
    const sequence = String(etimsSequenceOfId(id)).padStart(7, '0');
    expect(codes).toEqual({
      itemCode: `KE2NTKG${sequence}`,
      classCode: '5059690800',
      packagingUnit: 'NT',
      quantityUnit: 'KG',
    });
    expect(etimsItemCodesOf({ id, unit: 'kg' })).toEqual(codes);
    expect(etimsItemCodesOf({ id, unit: 'hours' })).toMatchObject({
      itemCode: `KE3NTU${sequence}`,
      classCode: '8011160100',
    });
  });

  it('keeps the codes set on the product', () => {
    expect(
      etimsItemCodesOf({
        id,
        unit: 'pcs',
        etimsItemCode: 'KE2BGKG0000042',
        etimsClassCode: '5010150100',
        etimsPackagingUnit: 'BG',
        etimsQuantityUnit: 'KG',
      }),
    ).toEqual({
      itemCode: 'KE2BGKG0000042',
      classCode: '5010150100',
      packagingUnit: 'BG',
      quantityUnit: 'KG',
    });
  });
});
