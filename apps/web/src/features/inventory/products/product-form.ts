import { type ProductOption, type ProductUpdate, productCreate } from '@tawi/contracts';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { textValues } from '../../../shared/form/text-values';

/** The add/edit form: the create contract (the branch comes from the session). */
export const productForm = productCreate.omit({ branchId: true });
export type ProductFormInput = z.input<typeof productForm>;
export type ProductFormValues = z.output<typeof productForm>;

export const PRODUCT_FIELDS = [
  'name',
  'sku',
  'description',
  'category',
  'unit',
  'sellingPrice',
  'costPrice',
  'taxCategory',
  'sellingPriceIncludesTax',
  'minimumStock',
  'openingStock',
  'etims.itemCode',
  'etims.classCode',
  'etims.packagingUnit',
  'etims.quantityUnit',
] as const;

/** `shelfPrices`: the company's setting, a new product's default for `sellingPriceIncludesTax`. */
export function productFormValues(
  product: ProductOption | undefined,
  shelfPrices = false,
): DefaultValues<ProductFormInput> {
  return {
    ...textValues(product, ['name', 'sku', 'description', 'category']),
    unit: product?.unit ?? 'pcs',
    sellingPrice: product?.sellingPrice,
    costPrice: product?.costPrice ?? 0,
    taxCategory: product?.taxCategory ?? 'B',
    sellingPriceIncludesTax: product?.sellingPriceIncludesTax ?? shelfPrices,
    minimumStock: product?.minimumStock ?? 0,
    openingStock: 0,
    etims: {
      itemCode: product?.etims.itemCode ?? '',
      classCode: product?.etims.classCode ?? '',
      packagingUnit: product?.etims.packagingUnit ?? '',
      quantityUnit: product?.etims.quantityUnit ?? '',
    },
  };
}

/**
 * An edit sends the master data and this branch's minimum; opening stock only exists on create. A user
 * who does not see costs (`seesCosts` false) does not send the cost price, so it stays as it is.
 */
export function productChanges(values: ProductFormValues, seesCosts = true): ProductUpdate {
  const { openingStock: _opening, costPrice, ...changes } = values;
  return {
    ...changes,
    ...(seesCosts && { costPrice }),
    description: changes.description ?? null,
    category: changes.category ?? null,
  };
}
