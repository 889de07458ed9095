import type { TaxCategoryCode } from '../tax';
import type { EtimsItemCodes } from './sales-transaction';

/**
 * Item type (code list 24 of the KRA eTIMS OSCU specification): 1 raw material, 2 finished product,
 * 3 service. Tawi's products are goods sold as they are; a line without a product is a service.
 */
export type EtimsItemType = '1' | '2' | '3';

/** Defaults KRA's code tables hold: class "goods, general" / "services, general", net packaging, pieces. */
export const ETIMS_DEFAULT_CODES = {
  goodsClass: '5059690800',
  serviceClass: '8011160100',
  packagingUnit: 'NT',
  quantityUnit: 'U',
} as const;

/**
 * An item code as KRA builds them (OSCU specification, `itemCd`): origin country, item type, packaging
 * unit, quantity unit, then a 7-digit sequence of the taxpayer's items, e.g. KE2NTU0000001.
 */
export function etimsItemCode(
  type: EtimsItemType,
  packagingUnit: string,
  quantityUnit: string,
  sequence: number,
): string {
  return `KE${type}${packagingUnit}${quantityUnit}${String(sequence).padStart(7, '0')}`;
}

/**
 * The item that stands for sale lines without a product (a service described on the line): one per
 * company, registered once, sequence 0 so it never meets a product's code.
 */
export const ETIMS_SERVICE_ITEM: EtimsItemCodes = {
  itemCode: etimsItemCode('3', ETIMS_DEFAULT_CODES.packagingUnit, ETIMS_DEFAULT_CODES.quantityUnit, 0),
  classCode: ETIMS_DEFAULT_CODES.serviceClass,
  packagingUnit: ETIMS_DEFAULT_CODES.packagingUnit,
  quantityUnit: ETIMS_DEFAULT_CODES.quantityUnit,
};

/** The body of `saveItem` (ItemSaveReq of the OSCU specification) for one item. */
export function etimsSaveItemRequest(item: {
  codes: EtimsItemCodes;
  type: EtimsItemType;
  name: string;
  taxCategory: TaxCategoryCode;
  unitPrice: number;
  user: { id: string; name: string };
}) {
  return {
    itemCd: item.codes.itemCode,
    itemClsCd: item.codes.classCode,
    itemTyCd: item.type,
    itemNm: item.name.slice(0, 200),
    orgnNatCd: 'KE',
    pkgUnitCd: item.codes.packagingUnit,
    qtyUnitCd: item.codes.quantityUnit,
    taxTyCd: item.taxCategory,
    ...(item.codes.barcode && { bcd: item.codes.barcode }),
    dftPrc: item.unitPrice,
    isrcAplcbYn: 'N',
    useYn: 'Y',
    regrId: item.user.id.slice(0, 20),
    regrNm: item.user.name.slice(0, 60),
    modrId: item.user.id.slice(0, 20),
    modrNm: item.user.name.slice(0, 60),
  };
}
