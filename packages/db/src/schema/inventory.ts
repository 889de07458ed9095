import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branchKey } from './branch-columns';
import {
  companyId,
  createdAt,
  id,
  money,
  quantity,
  softDelete,
  stamps,
  unitCost,
  updatedAt,
} from './columns';
import { branches, companies } from './org';

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
    id: id(),
    companyId: companyId().references(() => companies.id),
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
    etimsRegisteredAt: timestamp('etims_registered_at', { withTimezone: true }),
    ...softDelete(),
    ...stamps(),
  },
  // products_name_idx and products_category_idx are covering indexes (INCLUDE), made in migration
  // 0012: the list pages along them without reading the table.
  (t) => [
    unique('products_company_id_id_key').on(t.companyId, t.id),
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
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  live: integer('live').notNull().default(0),
});

/** What one branch holds of one product, at moving weighted-average cost (value is the authority). */
export const productStock = pgTable(
  'product_stock',
  {
    companyId: companyId(),
    productId: uuid('product_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    currentStock: quantity('current_stock').notNull().default('0'),
    minimumStock: quantity('minimum_stock').notNull().default('0'),
    stockValue: money('stock_value').notNull().default('0'),
    averageCost: unitCost('average_cost').notNull().default('0'),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId, t.branchId] }),
    index('product_stock_branch_idx').on(t.companyId, t.branchId),
    // with the product, "is it low here?" and "how many are low?" are answered from the index alone
    index('product_stock_low_idx')
      .on(t.companyId, t.branchId, t.productId)
      .where(sql`${t.currentStock} <= ${t.minimumStock}`),
    foreignKey({ columns: [t.companyId, t.productId], foreignColumns: [products.companyId, products.id] }),
    branchKey(t),
    check('product_stock_minimum_check', sql`${t.minimumStock} >= 0`),
  ],
);

/** Every stock change, append-only: current_stock is always the sum of these quantities. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    companyId: companyId(),
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
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.companyId, t.productId, t.branchId, t.createdAt),
    // the stock reports read a period's or all movements up to a day across products
    index('stock_movements_date_idx').on(t.companyId, t.date),
    // the transfer history reads each transfer's movements (its dispatch and arrival dates)
    index('stock_movements_source_idx').on(t.companyId, t.sourceType, t.sourceId),
    foreignKey({ columns: [t.companyId, t.productId], foreignColumns: [products.companyId, products.id] }),
    branchKey(t),
    check('stock_movements_quantity_check', sql`${t.quantity} <> 0`),
  ],
);

/** Stock sent from one branch to another (TRN-nnnn). */
export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    companyId: companyId().references(() => companies.id),
    transferNumber: text('transfer_number').notNull(),
    fromBranchId: uuid('from_branch_id').notNull(),
    toBranchId: uuid('to_branch_id').notNull(),
    status: text('status').notNull().default('Pending'),
    notes: text('notes'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
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
    unique('transfers_company_id_id_key').on(t.companyId, t.id),
    index('transfers_dispatch_idx').on(t.companyId, t.dispatchDate),
    unique('transfers_number_key').on(t.companyId, t.transferNumber),
    index('transfers_from_idx').on(t.companyId, t.fromBranchId, t.createdAt),
    index('transfers_to_idx').on(t.companyId, t.toBranchId, t.createdAt),
    foreignKey({ columns: [t.companyId, t.fromBranchId], foreignColumns: [branches.companyId, branches.id] }),
    foreignKey({ columns: [t.companyId, t.toBranchId], foreignColumns: [branches.companyId, branches.id] }),
    check('transfers_branches_check', sql`${t.fromBranchId} <> ${t.toBranchId}`),
    check('transfers_status_check', sql`${t.status} in ('Pending', 'In Transit', 'Received', 'Canceled')`),
  ],
);

/** A transfer's lines; unit cost and value are set when the stock leaves the source. */
export const transferItems = pgTable(
  'transfer_items',
  {
    id: id(),
    companyId: companyId(),
    transferId: uuid('transfer_id').notNull(),
    lineNo: integer('line_no').notNull(),
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
    unique('transfer_items_line_key').on(t.companyId, t.transferId, t.lineNo),
    foreignKey({ columns: [t.companyId, t.transferId], foreignColumns: [transfers.companyId, transfers.id] }),
    foreignKey({ columns: [t.companyId, t.productId], foreignColumns: [products.companyId, products.id] }),
    check('transfer_items_qty_check', sql`${t.qty} > 0`),
  ],
);
