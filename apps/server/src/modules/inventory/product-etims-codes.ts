import type { ProductEtimsCodes } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { defaultEtimsItemCodes, type EtimsCodedProduct, etimsItemCodesOf } from '@tawi/domain';
import { AppError } from '../../platform/app-error';
import { nextNumber } from '../../platform/counters';

/**
 * The eTIMS codes a new product is stored with: those given, the rest its defaults (packaging NT,
 * quantity unit by its unit, class by goods or service); its item code built on the company's next
 * item number (counter etims-item, as sales registration uses), so no two products share one.
 */
export async function newProductEtimsCodes(
  tx: Executor,
  companyId: string,
  unit: string,
  given: ProductEtimsCodes = {},
) {
  const units = { unit, etimsPackagingUnit: given.packagingUnit, etimsQuantityUnit: given.quantityUnit };
  const defaults = defaultEtimsItemCodes(
    units,
    given.itemCode ? 0 : await nextNumber(tx, companyId, 'etims-item'),
  );
  return {
    etimsItemCode: given.itemCode?.toUpperCase() ?? defaults.itemCode,
    etimsClassCode: given.classCode ?? defaults.classCode,
    etimsPackagingUnit: defaults.packagingUnit,
    etimsQuantityUnit: defaults.quantityUnit,
  };
}

/**
 * The columns a change of a product's eTIMS codes sets; its item code cannot change once the product
 * is registered with KRA (422: KRA knows the item by it).
 */
export function changedEtimsCodes(
  current: EtimsCodedProduct & { etimsRegisteredAt: Date | null },
  given: ProductEtimsCodes | undefined,
) {
  if (!given) return {};
  const itemCode = given.itemCode?.toUpperCase();
  if (itemCode && current.etimsRegisteredAt && itemCode !== etimsItemCodesOf(current).itemCode) {
    throw new AppError(
      'validation-error',
      'The item code is registered with KRA',
      { fields: { 'etims.itemCode': 'Registered with KRA: it cannot change' } },
      422,
    );
  }
  return {
    etimsItemCode: itemCode,
    etimsClassCode: given.classCode,
    etimsPackagingUnit: given.packagingUnit,
    etimsQuantityUnit: given.quantityUnit,
  };
}
