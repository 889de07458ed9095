import { z } from 'zod';
import { idParams, paginated } from '../common';
import {
  inventorySummary,
  inventorySummaryQuery,
  movementListQuery,
  product,
  productBulkUpdate,
  productBySkuQuery,
  productCreate,
  productExportQuery,
  productImport,
  productImportResult,
  productListQuery,
  productLookupQuery,
  productStockRow,
  productUpdate,
  stockAdjustment,
  stockMovement,
  stockTake,
  stockTakeResult,
} from '../inventory';
import { productOption, productPage } from '../pickers';
import {
  transfer,
  transferCancel,
  transferCreate,
  transferDestination,
  transferListQuery,
  transferMove,
  transferReceive,
} from '../transfers';
import { recordRoutes } from './record-routes';
import { MOVES_STOCK, POSTS_TO_LEDGER } from './resources';
import { fileDownload, optionalBy, route, scopedBy } from './route';

const tags = ['inventory'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A stock movement changes the products, the summary and the transfers, and posts its value to the ledger. */
const STOCK_CHANGE = [...MOVES_STOCK, ...POSTS_TO_LEDGER] as const;
/** A product's sku and name also show on the orders that list it. */
const PRODUCT_CHANGE = [...STOCK_CHANGE, 'sales-orders', 'purchase-orders'] as const;

/** Cost figures of products, their stock rows and movements: only costs:read sees them. */
const PRODUCT_COSTS = ['costPrice', 'averageCost', 'stockValue', 'unitCost', 'value'] as const;
/** Cost figures of transfers and the stock summary. */
const STOCK_COSTS = ['unitCost', 'value', 'totalValue', 'stockValue'] as const;

const products = recordRoutes('/api/products', 'inventory', tags);

/** Products, their stock by branch and movements, stock takes and adjustments (API.md: inventory). */
export const productsApi = {
  /** A page of products; past a cap the total is an estimate (`totalIsEstimate`). */
  list: route({
    method: 'GET',
    path: '/api/products',
    branch: scopedBy('query'),
    auth: { picker: 'products' },
    query: productListQuery,
    response: productPage,
    costFields: PRODUCT_COSTS,
    tags,
  }),
  categories: route({
    method: 'GET',
    path: '/api/products/categories',
    auth: { picker: 'productCategories' },
    response: z.object({ items: z.array(z.string()) }),
    tags,
  }),
  bySku: route({
    method: 'GET',
    path: '/api/products/by-sku',
    branch: scopedBy('query'),
    auth: { picker: 'products' },
    query: productBySkuQuery,
    response: z.object({ items: z.array(productOption) }),
    costFields: PRODUCT_COSTS,
    tags,
  }),
  /** One product by barcode or SKU (the counter's scan field): 404 when none. */
  lookup: route({
    method: 'GET',
    path: '/api/products/lookup',
    branch: scopedBy('query'),
    auth: { picker: 'products' },
    query: productLookupQuery,
    response: productOption,
    tags,
  }),
  /** The filtered list as a CSV or XLSX file (`?format=`). */
  export: route({
    method: 'GET',
    path: '/api/products/export',
    branch: scopedBy('query'),
    auth: { permission: 'inventory:read' },
    query: productExportQuery,
    response: fileDownload('text/csv', XLSX),
    tags,
  }),
  /** A CSV of products: `dryRun` checks and counts, otherwise writes every row or none. */
  import: route({
    method: 'POST',
    path: '/api/products/import',
    auth: { permission: 'inventory:create' },
    body: productImport,
    response: productImportResult,
    touches: PRODUCT_CHANGE,
    tags,
  }),
  bulkUpdate: route({
    method: 'POST',
    path: '/api/products/bulk-update',
    branch: scopedBy('body'),
    auth: { permission: 'inventory:update' },
    body: productBulkUpdate,
    response: z.object({ updated: z.number().int() }),
    touches: PRODUCT_CHANGE,
    tags,
  }),
  stockTake: route({
    method: 'POST',
    path: '/api/products/stock-take',
    branch: scopedBy('body'),
    auth: { permission: 'stockControl:create' },
    body: stockTake,
    response: stockTakeResult,
    costFields: PRODUCT_COSTS,
    touches: STOCK_CHANGE,
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/products/:id',
    branch: scopedBy('query'),
    auth: { picker: 'products' },
    params: idParams,
    query: z.object({ branchId: z.uuid().optional() }),
    response: productOption,
    costFields: PRODUCT_COSTS,
    tags,
  }),
  stock: route({
    method: 'GET',
    path: '/api/products/:id/stock',
    auth: { permission: 'inventory:read' },
    params: idParams,
    response: z.object({ items: z.array(productStockRow) }),
    costFields: PRODUCT_COSTS,
    tags,
  }),
  movements: route({
    method: 'GET',
    path: '/api/products/:id/movements',
    branch: optionalBy('query'),
    auth: { permission: 'inventory:read' },
    params: idParams,
    query: movementListQuery,
    response: paginated(stockMovement),
    costFields: PRODUCT_COSTS,
    tags,
  }),
  /** Opening stock posts its value to the ledger. */
  create: route({
    method: 'POST',
    path: '/api/products',
    branch: scopedBy('body'),
    auth: { permission: 'inventory:create' },
    body: productCreate,
    response: product,
    costFields: PRODUCT_COSTS,
    status: 201,
    touches: PRODUCT_CHANGE,
    tags,
  }),
  update: route({
    method: 'PATCH',
    path: '/api/products/:id',
    branch: scopedBy('body'),
    auth: { permission: 'inventory:update' },
    params: idParams,
    body: productUpdate,
    response: product,
    costFields: PRODUCT_COSTS,
    touches: PRODUCT_CHANGE,
    tags,
  }),
  remove: products.remove(PRODUCT_CHANGE),
  adjustStock: route({
    method: 'POST',
    path: '/api/products/:id/adjust-stock',
    branch: scopedBy('body'),
    auth: { permission: 'stockControl:create' },
    params: idParams,
    body: stockAdjustment,
    response: product,
    costFields: PRODUCT_COSTS,
    touches: STOCK_CHANGE,
    tags,
  }),
};

/** Stock sent between branches through "stock in transit" (TRN-nnnn). */
export const transfersApi = {
  list: route({
    method: 'GET',
    path: '/api/transfers',
    branch: scopedBy('query'),
    auth: { permission: 'stockControl:read' },
    query: transferListQuery,
    response: paginated(transfer),
    costFields: STOCK_COSTS,
    tags,
  }),
  /** Every active branch of the company (a sender may send to branches they are not assigned to). */
  destinations: route({
    method: 'GET',
    path: '/api/transfers/destinations',
    auth: { permission: 'stockControl:create' },
    response: z.object({ items: z.array(transferDestination) }),
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/transfers/:id',
    auth: { permission: 'stockControl:read' },
    params: idParams,
    response: transfer,
    costFields: STOCK_COSTS,
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/transfers',
    branch: scopedBy('body', 'fromBranchId'),
    auth: { permission: 'stockControl:create' },
    body: transferCreate,
    response: transfer,
    costFields: STOCK_COSTS,
    status: 201,
    touches: STOCK_CHANGE,
    tags,
  }),
  dispatch: route({
    method: 'POST',
    path: '/api/transfers/:id/dispatch',
    auth: { permission: 'stockControl:update' },
    params: idParams,
    body: transferMove.nullish(),
    response: transfer,
    costFields: STOCK_COSTS,
    touches: STOCK_CHANGE,
    tags,
  }),
  receive: route({
    method: 'POST',
    path: '/api/transfers/:id/receive',
    auth: { permission: 'stockControl:update' },
    params: idParams,
    body: transferReceive.nullish(),
    response: transfer,
    costFields: STOCK_COSTS,
    touches: STOCK_CHANGE,
    tags,
  }),
  cancel: route({
    method: 'POST',
    path: '/api/transfers/:id/cancel',
    auth: { permission: 'stockControl:update' },
    params: idParams,
    body: transferCancel.nullish(),
    response: transfer,
    costFields: STOCK_COSTS,
    touches: STOCK_CHANGE,
    tags,
  }),
};

/** The stock value and quantities of the branches in scope. */
export const inventoryApi = {
  summary: route({
    method: 'GET',
    path: '/api/inventory/summary',
    auth: { permission: 'inventory:read' },
    query: inventorySummaryQuery,
    response: inventorySummary,
    costFields: STOCK_COSTS,
    resource: 'inventory-summary',
    tags,
  }),
};
