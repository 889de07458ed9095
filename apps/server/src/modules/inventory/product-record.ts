import type { ProductRecord } from '@tawi/contracts';
import { productStock, products } from '@tawi/db';
import { etimsItemCodesOf, type TaxCategoryCode } from '@tawi/domain';
import { eq, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sameCompany } from '../../platform/company-rows';

/** The branch's stock row, joined to the product (absent when the branch never held it). */
export const branchStock = alias(productStock, 's');

export const branchStockJoin = (branchId: string | Placeholder) =>
  sameCompany(
    branchStock,
    products,
    eq(branchStock.productId, products.id),
    eq(branchStock.branchId, branchId),
  );

/** Stock figures of the joined branch row (zero when none; the product's default reorder level). */
export const stockFigures = {
  currentStock: sql<string>`coalesce(${branchStock.currentStock}, 0)`,
  minimumStock: sql<string>`coalesce(${branchStock.minimumStock}, ${products.minimumStock})`,
};

/** The item master's columns a record shows (not the search text, company or creator). */
const masterColumns = {
  id: products.id,
  sku: products.sku,
  barcode: products.barcode,
  name: products.name,
  description: products.description,
  category: products.category,
  unit: products.unit,
  sellingPrice: products.sellingPrice,
  costPrice: products.costPrice,
  taxCategory: products.taxCategory,
  sellingPriceIncludesTax: products.sellingPriceIncludesTax,
  minimumStock: products.minimumStock,
  etimsItemCode: products.etimsItemCode,
  etimsClassCode: products.etimsClassCode,
  etimsPackagingUnit: products.etimsPackagingUnit,
  etimsQuantityUnit: products.etimsQuantityUnit,
  etimsRegisteredAt: products.etimsRegisteredAt,
  isDeleted: products.isDeleted,
  deletedAt: products.deletedAt,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** The columns a product record is read from: the master and one branch's stock. */
export const productColumns = (branchId: string | Placeholder) => ({
  product: masterColumns,
  branchId: sql<string>`${branchId}::text`,
  currentStock: sql<string>`${stockFigures.currentStock}::text`,
  minimumStock: sql<string>`${stockFigures.minimumStock}::text`,
  averageCost: sql<string>`coalesce(${branchStock.averageCost}, 0)::text`,
  stockValue: sql<string>`coalesce(${branchStock.stockValue}, 0)::text`,
  lastReceivedAt: branchStock.lastReceivedAt,
});

export interface ProductRow {
  product: Pick<typeof products.$inferSelect, keyof typeof masterColumns>;
  branchId: string;
  currentStock: string;
  minimumStock: string;
  averageCost: string;
  stockValue: string;
  lastReceivedAt: string | Date | null;
}

const iso = (value: string | Date | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export function toProduct(row: ProductRow): ProductRecord {
  const p = row.product;
  return {
    id: p.id,
    sku: p.sku,
    barcode: p.barcode,
    name: p.name,
    description: p.description,
    category: p.category,
    unit: p.unit,
    sellingPrice: Number(p.sellingPrice),
    costPrice: Number(p.costPrice),
    taxCategory: p.taxCategory as TaxCategoryCode,
    sellingPriceIncludesTax: p.sellingPriceIncludesTax,
    defaultMinimumStock: Number(p.minimumStock),
    branchId: row.branchId,
    currentStock: Number(row.currentStock),
    minimumStock: Number(row.minimumStock),
    averageCost: Number(row.averageCost),
    stockValue: Number(row.stockValue),
    lastReceivedAt: iso(row.lastReceivedAt),
    etims: { ...etimsItemCodesOf(p), itemCode: p.etimsItemCode, registeredAt: iso(p.etimsRegisteredAt) },
    isDeleted: p.isDeleted,
    deletedAt: p.deletedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
