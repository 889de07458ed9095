import { type ProductOption, type ProductUpdate, productCreate } from '@tawi/contracts';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

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
  'minimumStock',
  'openingStock',
  'etims.itemCode',
  'etims.classCode',
  'etims.packagingUnit',
  'etims.quantityUnit',
] as const;

export function productFormValues(product: ProductOption | undefined): DefaultValues<ProductFormInput> {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    category: product?.category ?? '',
    unit: product?.unit ?? 'pcs',
    sellingPrice: product?.sellingPrice,
    costPrice: product?.costPrice ?? 0,
    taxCategory: product?.taxCategory ?? 'B',
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

/** An edit sends the master data and this branch's minimum; opening stock only exists on create. */
export function productChanges(values: ProductFormValues): ProductUpdate {
  const { openingStock: _opening, ...changes } = values;
  return { ...changes, description: changes.description ?? null, category: changes.category ?? null };
}
