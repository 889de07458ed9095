import { MOVEMENT_KINDS, TAX_CATEGORY_CODES } from '@tawi/domain';
import { z } from 'zod';
import {
  atCost,
  blankToUndefined,
  isoDate,
  listQuery,
  optionalBusinessDate,
  orNull,
  type WithCosts,
} from './common';
import { recordStamps } from './documents';
import { productEtims, productEtimsCodes } from './etims';
import { money } from './money';
import { cost, decimals, flag, optionalUuid, qty } from './quantities';
import { namedRef } from './record-fields';

export const productFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  sku: z
    .string()
    .trim()
    .min(1, 'SKU is required')
    .max(60)
    .regex(/^[^\s,]+$/, 'No spaces or commas in an SKU'),
  /** The code a scanner reads (EAN-13, UPC...): unique in the company. */
  barcode: orNull(
    z
      .string()
      .trim()
      .min(4, 'A barcode has at least 4 characters')
      .max(64)
      .regex(/^[0-9A-Za-z-]+$/, 'Letters, digits and dashes only'),
  ),
  description: orNull(z.string().trim().max(1000)),
  category: orNull(z.string().trim().max(80)),
  unit: z.string().trim().min(1).max(20),
  sellingPrice: money,
  costPrice: cost,
  taxCategory: z.enum(TAX_CATEGORY_CODES, { message: 'Tax category is A, B, C, D or E' }),
  minimumStock: qty,
};

export const productCreate = z.strictObject({
  ...productFields,
  unit: productFields.unit.default('pcs'),
  costPrice: cost.default(0),
  taxCategory: productFields.taxCategory.default('B'),
  /** The selling price includes VAT (a shelf price); missing: the company's setting (business profile). */
  sellingPriceIncludesTax: z.boolean().optional(),
  minimumStock: qty.default(0),
  branchId: optionalUuid,
  /** Stock the branch already holds, in at costPrice (posted against opening balance equity). */
  openingStock: qty.default(0),
  /** The codes eTIMS knows it by; those not given are the defaults (see etimsItemCodesOf). */
  etims: productEtimsCodes.optional(),
});
export type ProductCreate = z.infer<typeof productCreate>;

/** `minimumStock` sets the reorder level of the branch in scope; `defaultMinimumStock` the company default. */
export const productUpdate = z.strictObject({
  name: productFields.name.optional(),
  sku: productFields.sku.optional(),
  barcode: productFields.barcode,
  description: productFields.description,
  category: productFields.category,
  unit: productFields.unit.optional(),
  sellingPrice: money.optional(),
  costPrice: cost.optional(),
  taxCategory: productFields.taxCategory.optional(),
  sellingPriceIncludesTax: z.boolean().optional(),
  minimumStock: qty.optional(),
  defaultMinimumStock: qty.optional(),
  branchId: optionalUuid,
  /** Changes the eTIMS codes; the item code is fixed once the product is registered with KRA (422). */
  etims: productEtimsCodes.optional(),
});
export type ProductUpdate = z.infer<typeof productUpdate>;

/** A product as one branch sees it: the master plus that branch's stock. */
/** What a branch holds of a product: its stock, the level to reorder at, its value at cost, its last receipt. */
const stockLevel = {
  currentStock: z.number(),
  minimumStock: z.number(),
  averageCost: atCost(z.number()),
  stockValue: atCost(z.number()),
  lastReceivedAt: z.string().nullable(),
};

export const product = z.object({
  id: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  unit: z.string(),
  sellingPrice: z.number(),
  costPrice: atCost(z.number()),
  taxCategory: z.enum(TAX_CATEGORY_CODES),
  /** The selling price includes VAT: a sales line made from the product is tax-inclusive (230 charges 230). */
  sellingPriceIncludesTax: z.boolean(),
  defaultMinimumStock: z.number(),
  branchId: z.string(),
  ...stockLevel,
  /** The codes eTIMS knows it by: its own, else the defaults. */
  etims: productEtims,
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  ...recordStamps,
});
export type Product = z.infer<typeof product>;
/** A product as the server builds it, with its cost figures. */
export type ProductRecord = WithCosts<Product, 'costPrice' | 'averageCost' | 'stockValue'>;

export const PRODUCT_SORTS = [
  'name',
  'sku',
  'category',
  'sellingPrice',
  'currentStock',
  'createdAt',
  'updatedAt',
] as const;

export const productListQuery = listQuery.extend({
  branchId: optionalUuid,
  category: z.preprocess(blankToUndefined, z.string().trim().max(80).optional()),
  lowStock: flag,
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** A product by what the counter's scan field took: its barcode, else its SKU (any case). */
export const productLookupQuery = z.object({
  branchId: optionalUuid,
  code: z.string().trim().min(1, 'Scan or type a code').max(64),
});

export const productBySkuQuery = z.object({
  branchId: optionalUuid,
  skus: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.string().max(60)).min(1, 'Give at least one sku').max(250),
  ),
});

export const productBulkUpdate = z
  .strictObject({
    ids: z.array(z.uuid()).min(1, 'Select at least one product').max(250),
    branchId: optionalUuid,
    category: productFields.category,
    sellingPrice: money.optional(),
    /** +10 raises every selected price by 10%, -5 lowers it by 5% (rounded to the cent). */
    priceChangePercent: z.number().min(-99).max(1000).optional(),
    minimumStock: qty.optional(),
    taxCategory: productFields.taxCategory.optional(),
  })
  .refine((b) => !(b.sellingPrice !== undefined && b.priceChangePercent !== undefined), {
    message: 'Give a new price or a percentage change, not both',
    path: ['priceChangePercent'],
  })
  .refine(
    (b) =>
      [b.category, b.sellingPrice, b.priceChangePercent, b.minimumStock, b.taxCategory].some(
        (v) => v !== undefined,
      ),
    { message: 'Choose at least one change', path: ['ids'] },
  );
export type ProductBulkUpdate = z.infer<typeof productBulkUpdate>;

export const stockAdjustment = z.strictObject({
  branchId: optionalUuid,
  /** Signed change: +5 found or received, -3 damaged or lost. */
  quantity: z
    .number()
    .min(-1e9)
    .max(1e9)
    .refine((n) => n !== 0, 'Must not be 0')
    .refine(decimals(3), 'At most 3 decimals'),
  /** For an increase: the cost of the units added (default: the current average, else the cost price). */
  unitCost: cost.optional(),
  reason: z.string().trim().min(1, 'Give a reason').max(300),
  date: optionalBusinessDate,
});
export type StockAdjustment = z.infer<typeof stockAdjustment>;

export const stockTake = z.strictObject({
  branchId: optionalUuid,
  date: optionalBusinessDate,
  reason: z.preprocess(blankToUndefined, z.string().trim().max(300).optional()),
  counts: z
    .array(
      z.strictObject({
        productId: optionalUuid,
        sku: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
        countedQty: qty,
      }),
    )
    .min(1, 'Count at least one product')
    .max(2000),
});
export type StockTake = z.infer<typeof stockTake>;

export const stockTakeResult = z.object({
  entryNumber: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.string(),
      sku: z.string(),
      name: z.string(),
      bookQty: z.number(),
      countedQty: z.number(),
      difference: z.number(),
      value: atCost(z.number()),
    }),
  ),
});

export const productStockRow = z.object({
  ...namedRef('branch'),
  ...stockLevel,
});

export const stockMovement = z.object({
  id: z.string(),
  date: z.string(),
  ...namedRef('branch'),
  kind: z.enum(MOVEMENT_KINDS),
  quantity: z.number(),
  unitCost: atCost(z.number()),
  value: atCost(z.number()),
  stockAfter: z.number(),
  reason: z.string().nullable(),
  sourceType: z.string().nullable(),
  sourceNumber: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;

export const movementListQuery = listQuery.extend({ branchId: optionalUuid });

export const productImport = z.strictObject({
  csv: z.string().min(1, 'The file is empty').max(900_000, 'The file is larger than 900 KB'),
  dryRun: z.boolean().default(true),
});

export const importError = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
});
export const productImportResult = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  errors: z.array(importError),
});
export type ProductImportResult = z.infer<typeof productImportResult>;

export const productExportQuery = productListQuery.omit({ page: true, limit: true }).extend({
  format: z.preprocess(blankToUndefined, z.enum(['csv', 'xlsx']).default('csv')),
});

const stockFigures = {
  products: z.number().int(),
  units: z.number(),
  stockValue: atCost(z.number()),
  lowStock: z.number().int(),
  outOfStock: z.number().int(),
};

export const inventorySummary = z.object({
  company: z.object(stockFigures),
  branches: z.array(z.object({ branchId: z.string(), branchName: z.string(), ...stockFigures })),
  byCategory: z.array(
    z.object({
      category: z.string(),
      products: z.number().int(),
      units: z.number(),
      stockValue: atCost(z.number()),
    }),
  ),
  inTransit: z.object({ transfers: z.number().int(), units: z.number(), value: atCost(z.number()) }),
  /** With `?asOf=`: the day the figures are as at (the end of it, from the stock movements). */
  asOf: z.string().optional(),
  /** With `?asOf=`: quantity and value per product per branch then; the values add up to the inventory account. */
  items: z
    .array(
      z.object({
        productId: z.string(),
        sku: z.string(),
        name: z.string(),
        ...namedRef('branch'),
        quantity: z.number(),
        value: atCost(z.number()),
      }),
    )
    .optional(),
});
export type InventorySummary = z.infer<typeof inventorySummary>;
/** The summary as the server builds it: the company's stock value present. */
export type InventorySummaryRecord = Omit<InventorySummary, 'company'> & {
  company: WithCosts<InventorySummary['company'], 'stockValue'>;
};

/** Stock as at the end of a day (any day: a report filter), else now. */
export const inventorySummaryQuery = z.object({ asOf: z.preprocess(blankToUndefined, isoDate.optional()) });
