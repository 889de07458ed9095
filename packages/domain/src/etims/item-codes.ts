import type { TaxCategoryCode } from '../tax';
import { ETIMS_ITEM_TYPES, type EtimsItemType } from './codes';
import type { EtimsItemCodes } from './sales-transaction';

/** Country of origin of the items Tawi registers (KRA item code's first two letters). */
export const ETIMS_DEFAULT_ORIGIN = 'KE';
/** Packaging unit `NT` (net: sold unpackaged) of code list 17. */
export const ETIMS_DEFAULT_PACKAGING_UNIT = 'NT';
/** Item classifications used when none is chosen (of KRA's `selectItemClsList`). */
export const ETIMS_DEFAULT_CLASS = { goods: '5059690800', service: '8011160100' } as const;

/** Tawi's units (free text on the product) to KRA quantity units (code list 10); anything else is U. */
const QUANTITY_UNITS: Record<string, string> = {
  pcs: 'U',
  pc: 'U',
  piece: 'U',
  pieces: 'U',
  unit: 'U',
  units: 'U',
  kg: 'KG',
  kgs: 'KG',
  kilogram: 'KG',
  l: 'L',
  ltr: 'L',
  litre: 'L',
  liter: 'L',
  m: 'M',
  metre: 'M',
  meter: 'M',
  box: 'BX',
  boxes: 'BX',
};
/** Units that say the product is a service (eTIMS item type 3), not goods. */
const SERVICE_UNITS = new Set([
  'service',
  'services',
  'hr',
  'hrs',
  'hour',
  'hours',
  'job',
  'session',
  'visit',
]);

/** The KRA quantity unit of a Tawi unit: pcs U, kg KG, litre L, metre M, box BX; else U. */
export const etimsQuantityUnitOf = (unit: string) => QUANTITY_UNITS[unit.trim().toLowerCase()] ?? 'U';

/** Goods are type 2 (finished product); a product counted in hours, jobs or "service" is type 3. */
export const etimsItemTypeOf = (unit: string): EtimsItemType =>
  SERVICE_UNITS.has(unit.trim().toLowerCase()) ? ETIMS_ITEM_TYPES.service : ETIMS_ITEM_TYPES.finishedProduct;

/**
 * A KRA item code (`itemCd`) as the OSCU specification builds it: country of origin (2 letters),
 * item type (1 digit, code list 24), packaging unit (code list 17), quantity unit (code list 10) and
 * a 7-digit sequence of the taxpayer's items, e.g. KE2NTU0000001 (KRA eTIMS OSCU specification v2.0,
 * "item code" of saveItem).
 */
export function etimsItemCode(parts: {
  origin?: string;
  itemType: EtimsItemType;
  packagingUnit: string;
  quantityUnit: string;
  sequence: number;
}): string {
  const origin = (parts.origin ?? ETIMS_DEFAULT_ORIGIN).toUpperCase();
  const sequence = String(Math.max(1, Math.trunc(parts.sequence)) % 10_000_000).padStart(7, '0');
  return `${origin}${parts.itemType}${parts.packagingUnit}${parts.quantityUnit}${sequence}`;
}

/** A product as its eTIMS codes are read from: its own codes where set (null where not). */
export interface EtimsCodedProduct {
  id: string;
  unit: string;
  taxCategory?: TaxCategoryCode | string;
  etimsItemCode?: string | null;
  etimsClassCode?: string | null;
  etimsPackagingUnit?: string | null;
  etimsQuantityUnit?: string | null;
}

/**
 * A stable 7-digit sequence for a product that was never given an item code (products made before
 * eTIMS): from its id, so the same product always gets the same code. New products take the next
 * number of the company's item counter instead (no clash).
 */
export const etimsSequenceOfId = (id: string) =>
  (Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16) % 9_999_999) + 1;

/** The default codes of a product: class by goods/service, packaging NT, quantity unit by its unit. */
export function defaultEtimsItemCodes(
  product: Pick<EtimsCodedProduct, 'unit'> & {
    etimsPackagingUnit?: string | null;
    etimsQuantityUnit?: string | null;
  },
  sequence: number,
): EtimsItemCodes {
  const itemType = etimsItemTypeOf(product.unit);
  const packagingUnit = product.etimsPackagingUnit || ETIMS_DEFAULT_PACKAGING_UNIT;
  const quantityUnit = product.etimsQuantityUnit || etimsQuantityUnitOf(product.unit);
  return {
    itemCode: etimsItemCode({ itemType, packagingUnit, quantityUnit, sequence }),
    classCode:
      itemType === ETIMS_ITEM_TYPES.service ? ETIMS_DEFAULT_CLASS.service : ETIMS_DEFAULT_CLASS.goods,
    packagingUnit,
    quantityUnit,
  };
}

/** The codes eTIMS knows the product by: its own where set, else the defaults. */
export function etimsItemCodesOf(product: EtimsCodedProduct): EtimsItemCodes {
  const defaults = defaultEtimsItemCodes(product, etimsSequenceOfId(product.id));
  return {
    itemCode: product.etimsItemCode || defaults.itemCode,
    classCode: product.etimsClassCode || defaults.classCode,
    packagingUnit: defaults.packagingUnit,
    quantityUnit: defaults.quantityUnit,
  };
}
