import type { TaxCategoryCode } from '../tax';
import { ETIMS_DEFAULT_CODES, type EtimsItemType, etimsItemCode } from './item-registration';
import type { EtimsItemCodes } from './sales-transaction';

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
  SERVICE_UNITS.has(unit.trim().toLowerCase()) ? '3' : '2';

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
  const packagingUnit = product.etimsPackagingUnit || ETIMS_DEFAULT_CODES.packagingUnit;
  const quantityUnit = product.etimsQuantityUnit || etimsQuantityUnitOf(product.unit);
  return {
    itemCode: etimsItemCode(itemType, packagingUnit, quantityUnit, sequence),
    classCode: itemType === '3' ? ETIMS_DEFAULT_CODES.serviceClass : ETIMS_DEFAULT_CODES.goodsClass,
    packagingUnit,
    quantityUnit,
  };
}

/**
 * The codes eTIMS knows the product by: its own where set, else the defaults; an item code it lacks
 * is built on `sequence` (registration gives the company's next item number; without one, a stable
 * number from its id, for showing only).
 */
export function etimsItemCodesOf(
  product: EtimsCodedProduct,
  sequence: number = etimsSequenceOfId(product.id),
): EtimsItemCodes {
  const defaults = defaultEtimsItemCodes(product, sequence);
  return {
    itemCode: product.etimsItemCode || defaults.itemCode,
    classCode: product.etimsClassCode || defaults.classCode,
    packagingUnit: defaults.packagingUnit,
    quantityUnit: defaults.quantityUnit,
  };
}
