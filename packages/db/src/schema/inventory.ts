import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  companyId,
  companyRow,
  creation,
  isDeleted,
  money,
  quantity,
  softDelete,
  stamps,
  timestampTz,
  unitCost,
  updatedAt,
} from './columns';
import { keyedTable } from './keyed-table';
import { companyIdKey, documentLine, lineKeys, numberKey, sameCompanyKey } from './keys';
import { branches } from './org';
import { branchKey, companyRecord, companyRef, companyTable } from './tenant-columns';

/**
 * The text product search looks in: name, sku and description, lower case, separated by a character
 * nobody types (so a match never spans two fields). Stored (a generated column) so a search's recheck
 * of each trigram hit is one LIKE, not three lower() calls: 2.5x faster at 100k products.
 */
const PRODUCT_SEARCH_TEXT = sql.raw(
  `lower(name) || chr(1) || lower(sku) || chr(1) || lower(coalesce(description, '')) || chr(1) || lower(coalesce(barcode, ''))`,
);

/** The company-wide item master (spec: products); stock per branch is in product_stock. */
export const products = pgTable(
  'products',
  {
    ...companyRecord(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    /** The code a scanner reads (EAN-13, UPC...), optional; unique in the company. */
    barcode: text('barcode'),
    description: text('description'),
    searchText: text('search_text').generatedAlwaysAs(PRODUCT_SEARCH_TEXT),
    category: text('category'),
    unit: text('unit').notNull().default('pcs'),
    sellingPrice: money('selling_price').notNull().default('0'),
    costPrice: unitCost('cost_price').notNull().default('0'),
    taxCategory: text('tax_category').notNull().default('B'),
    /** The selling price includes VAT (a shelf price): sales lines made from it are tax-inclusive. */
    sellingPriceIncludesTax: boolean('selling_price_includes_tax').notNull().default(false),
    /** The reorder level a branch starts with when it first holds the product. */
    minimumStock: quantity('minimum_stock').notNull().default('0'),
    /**
     * The codes eTIMS knows the product by (KRA OSCU spec: itemCd, itemClsCd, pkgUnitCd, qtyUnitCd);
     * null until set on the product form or defaulted when first registered with `saveItem`.
     */
    etimsItemCode: text('etims_item_code'),
    etimsClassCode: text('etims_class_code'),
    etimsPackagingUnit: text('etims_packaging_unit'),
    etimsQuantityUnit: text('etims_quantity_unit'),
    /** When `saveItem` was queued for the product: a product is registered once, before its first sale. */
    etimsRegisteredAt: timestampTz('etims_registered_at'),
    ...softDelete(),
    ...stamps(),
  },
  // products_name_idx and products_category_idx are covering indexes (INCLUDE), made in migration
  // 0012: the list pages along them without reading the table.
  (t) => [
    companyIdKey('products', t),
    uniqueIndex('products_sku_key').on(t.companyId, sql`lower(${t.sku})`).where(sql`not ${t.isDeleted}`),
    uniqueIndex('products_barcode_key')
      .on(t.companyId, t.barcode)
      .where(sql`${t.barcode} is not null and not ${t.isDeleted}`),
    index('products_created_idx').on(t.companyId, t.createdAt).where(sql`not ${t.isDeleted}`),
    index('products_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`not ${t.isDeleted}`),
    check('products_tax_category_check', sql`${t.taxCategory} in ('A', 'B', 'C', 'D', 'E')`),
    check(
      'products_amounts_check',
      sql`${t.sellingPrice} >= 0 and ${t.costPrice} >= 0 and ${t.minimumStock} >= 0`,
    ),
  ],
);

/**
 * How many live products each company has, kept by statement triggers on products, so the
 * unfiltered product list gets its total without counting 100,000 rows on every page.
 */
export const productCounts = pgTable('product_counts', {
  companyId: companyRef().primaryKey(),
  live: integer('live').notNull().default(0),
});

/** What one branch holds of one product, at moving weighted-average cost (value is the authority). */
export const productStock = keyedTable(
  'product_stock',
  { companyId: companyId(), productId: uuid('product_id').notNull(), branchId: uuid('branch_id').notNull() },
  {
    currentStock: quantity('current_stock').notNull().default('0'),
    minimumStock: quantity('minimum_stock').notNull().default('0'),
    stockValue: money('stock_value').notNull().default('0'),
    averageCost: unitCost('average_cost').notNull().default('0'),
    lastReceivedAt: timestampTz('last_received_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_stock_branch_idx').on(t.companyId, t.branchId),
    // with the product, "is it low here?" and "how many are low?" are answered from the index alone
    index('product_stock_low_idx')
      .on(t.companyId, t.branchId, t.productId)
      .where(sql`${t.currentStock} <= ${t.minimumStock}`),
    sameCompanyKey(t, t.productId, products),
    branchKey(t),
    check('product_stock_minimum_check', sql`${t.minimumStock} >= 0`),
  ],
);

/** Every stock change, append-only: current_stock is always the sum of these quantities. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...companyRow(),
    productId: uuid('product_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    date: date('date').notNull(),
    kind: text('kind').notNull(),
    quantity: quantity('quantity').notNull(),
    unitCost: unitCost('unit_cost').notNull(),
    value: money('value').notNull(),
    stockAfter: quantity('stock_after').notNull(),
    reason: text('reason'),
    sourceType: text('source_type'),
    sourceId: uuid('source_id'),
    sourceNumber: text('source_number'),
    entryId: uuid('entry_id'),
    ...creation(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.companyId, t.productId, t.branchId, t.createdAt),
    // the stock reports read a period's or all movements up to a day across products
    index('stock_movements_date_idx').on(t.companyId, t.date),
    // the transfer history reads each transfer's movements (its dispatch and arrival dates)
    index('stock_movements_source_idx').on(t.companyId, t.sourceType, t.sourceId),
    sameCompanyKey(t, t.productId, products),
    branchKey(t),
    check('stock_movements_quantity_check', sql`${t.quantity} <> 0`),
  ],
);

/** Stock sent from one branch to another (TRN-nnnn). */
export const transfers = companyTable(
  'transfers',
  {
    transferNumber: text('transfer_number').notNull(),
    fromBranchId: uuid('from_branch_id').notNull(),
    toBranchId: uuid('to_branch_id').notNull(),
    status: text('status').notNull().default('Pending'),
    notes: text('notes'),
    isDeleted: isDeleted(),
    dispatchedAt: timestampTz('dispatched_at'),
    receivedAt: timestampTz('received_at'),
    canceledAt: timestampTz('canceled_at'),
    /**
     * Kept from the transfer's stock movements by a trigger (migration 0056), for the transfer history:
     * the business date its stock left the source, the last date stock arrived (at the destination,
     * or back at the source when canceled), and the value at cost that left (null until dispatched).
     */
    dispatchDate: date('dispatch_date'),
    arrivalDate: date('arrival_date'),
    dispatchedValue: money('dispatched_value'),
    ...stamps(),
  },
  (t) => [
    index('transfers_dispatch_idx').on(t.companyId, t.dispatchDate),
    numberKey('transfers', t, t.transferNumber),
    index('transfers_from_idx').on(t.companyId, t.fromBranchId, t.createdAt),
    index('transfers_to_idx').on(t.companyId, t.toBranchId, t.createdAt),
    sameCompanyKey(t, t.fromBranchId, branches),
    sameCompanyKey(t, t.toBranchId, branches),
    check('transfers_branches_check', sql`${t.fromBranchId} <> ${t.toBranchId}`),
    check('transfers_status_check', sql`${t.status} in ('Pending', 'In Transit', 'Received', 'Canceled')`),
  ],
);

/** A transfer's lines; unit cost and value are set when the stock leaves the source. */
export const transferItems = pgTable(
  'transfer_items',
  {
    ...documentLine('transferId', 'transfer_id'),
    productId: uuid('product_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    qty: quantity('qty').notNull(),
    unitCost: unitCost('unit_cost'),
    value: money('value'),
    /** Received into the destination so far; the rest (qty - received - written off) is still in transit. */
    receivedQty: quantity('received_qty').notNull().default('0'),
    /** Lost on the way: written off from stock in transit, with the reason. */
    writtenOffQty: quantity('written_off_qty').notNull().default('0'),
    writeOffReason: text('write_off_reason'),
  },
  (t) => [
    check(
      'transfer_items_arrived_check',
      sql`${t.receivedQty} >= 0 and ${t.writtenOffQty} >= 0 and ${t.receivedQty} + ${t.writtenOffQty} <= ${t.qty}`,
    ),
    ...lineKeys('transfer_items', t, t.transferId, transfers),
    sameCompanyKey(t, t.productId, products),
    check('transfer_items_qty_check', sql`${t.qty} > 0`),
  ],
);
