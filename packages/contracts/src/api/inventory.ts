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
import { fileDownload, optionalBy, scopedBy } from './route';
import { routeGroup } from './route-group';

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

const productsRoutes = routeGroup({ tags });

/** Products, their stock by branch and movements, stock takes and adjustments (API.md: inventory). */
export const productsApi = {
  /** A page of products; past a cap the total is an estimate (`totalIsEstimate`). */
  list: productsRoutes.get(
    '/api/products',
    { picker: 'products' },
    { branch: scopedBy('query'), query: productListQuery, response: productPage, costFields: PRODUCT_COSTS },
  ),
  categories: productsRoutes.get(
    '/api/products/categories',
    { picker: 'productCategories' },
    { response: z.object({ items: z.array(z.string()) }) },
  ),
  bySku: productsRoutes.get(
    '/api/products/by-sku',
    { picker: 'products' },
    {
      branch: scopedBy('query'),
      query: productBySkuQuery,
      response: z.object({ items: z.array(productOption) }),
      costFields: PRODUCT_COSTS,
    },
  ),
  /** One product by barcode or SKU (the counter's scan field): 404 when none. */
  lookup: productsRoutes.get(
    '/api/products/lookup',
    { picker: 'products' },
    { branch: scopedBy('query'), query: productLookupQuery, response: productOption },
  ),
  /** The filtered list as a CSV or XLSX file (`?format=`). */
  export: productsRoutes.get(
    '/api/products/export',
    { permission: 'inventory:read' },
    { branch: scopedBy('query'), query: productExportQuery, response: fileDownload('text/csv', XLSX) },
  ),
  /** A CSV of products: `dryRun` checks and counts, otherwise writes every row or none. */
  import: productsRoutes.post(
    '/api/products/import',
    { permission: 'inventory:create' },
    { body: productImport, response: productImportResult, touches: PRODUCT_CHANGE },
  ),
  bulkUpdate: productsRoutes.post(
    '/api/products/bulk-update',
    { permission: 'inventory:update' },
    {
      branch: scopedBy('body'),
      body: productBulkUpdate,
      response: z.object({ updated: z.number().int() }),
      touches: PRODUCT_CHANGE,
    },
  ),
  stockTake: productsRoutes.post(
    '/api/products/stock-take',
    { permission: 'stockControl:create' },
    {
      branch: scopedBy('body'),
      body: stockTake,
      response: stockTakeResult,
      costFields: PRODUCT_COSTS,
      touches: STOCK_CHANGE,
    },
  ),
  get: productsRoutes.get(
    '/api/products/:id',
    { picker: 'products' },
    {
      branch: scopedBy('query'),
      params: idParams,
      query: z.object({ branchId: z.uuid().optional() }),
      response: productOption,
      costFields: PRODUCT_COSTS,
    },
  ),
  stock: productsRoutes.get(
    '/api/products/:id/stock',
    { permission: 'inventory:read' },
    { params: idParams, response: z.object({ items: z.array(productStockRow) }), costFields: PRODUCT_COSTS },
  ),
  movements: productsRoutes.get(
    '/api/products/:id/movements',
    { permission: 'inventory:read' },
    {
      branch: optionalBy('query'),
      params: idParams,
      query: movementListQuery,
      response: paginated(stockMovement),
      costFields: PRODUCT_COSTS,
    },
  ),
  /** Opening stock posts its value to the ledger. */
  create: productsRoutes.post(
    '/api/products',
    { permission: 'inventory:create' },
    {
      branch: scopedBy('body'),
      body: productCreate,
      response: product,
      costFields: PRODUCT_COSTS,
      status: 201,
      touches: PRODUCT_CHANGE,
    },
  ),
  update: productsRoutes.patch(
    '/api/products/:id',
    { permission: 'inventory:update' },
    {
      branch: scopedBy('body'),
      params: idParams,
      body: productUpdate,
      response: product,
      costFields: PRODUCT_COSTS,
      touches: PRODUCT_CHANGE,
    },
  ),
  remove: products.remove(PRODUCT_CHANGE),
  adjustStock: productsRoutes.post(
    '/api/products/:id/adjust-stock',
    { permission: 'stockControl:create' },
    {
      branch: scopedBy('body'),
      params: idParams,
      body: stockAdjustment,
      response: product,
      costFields: PRODUCT_COSTS,
      touches: STOCK_CHANGE,
    },
  ),
};

const transfersRoutes = routeGroup({ tags });

/** Stock sent between branches through "stock in transit" (TRN-nnnn). */
export const transfersApi = {
  list: transfersRoutes.get(
    '/api/transfers',
    { permission: 'stockControl:read' },
    {
      branch: scopedBy('query'),
      query: transferListQuery,
      response: paginated(transfer),
      costFields: STOCK_COSTS,
    },
  ),
  /** Every active branch of the company (a sender may send to branches they are not assigned to). */
  destinations: transfersRoutes.get(
    '/api/transfers/destinations',
    { permission: 'stockControl:create' },
    { response: z.object({ items: z.array(transferDestination) }) },
  ),
  get: transfersRoutes.get(
    '/api/transfers/:id',
    { permission: 'stockControl:read' },
    { params: idParams, response: transfer, costFields: STOCK_COSTS },
  ),
  create: transfersRoutes.post(
    '/api/transfers',
    { permission: 'stockControl:create' },
    {
      branch: scopedBy('body', 'fromBranchId'),
      body: transferCreate,
      response: transfer,
      costFields: STOCK_COSTS,
      status: 201,
      touches: STOCK_CHANGE,
    },
  ),
  dispatch: transfersRoutes.post(
    '/api/transfers/:id/dispatch',
    { permission: 'stockControl:update' },
    {
      params: idParams,
      body: transferMove.nullish(),
      response: transfer,
      costFields: STOCK_COSTS,
      touches: STOCK_CHANGE,
    },
  ),
  receive: transfersRoutes.post(
    '/api/transfers/:id/receive',
    { permission: 'stockControl:update' },
    {
      params: idParams,
      body: transferReceive.nullish(),
      response: transfer,
      costFields: STOCK_COSTS,
      touches: STOCK_CHANGE,
    },
  ),
  cancel: transfersRoutes.post(
    '/api/transfers/:id/cancel',
    { permission: 'stockControl:update' },
    {
      params: idParams,
      body: transferCancel.nullish(),
      response: transfer,
      costFields: STOCK_COSTS,
      touches: STOCK_CHANGE,
    },
  ),
};

const inventoryRoutes = routeGroup({ tags, resource: 'inventory-summary' });

/** The stock value and quantities of the branches in scope. */
export const inventoryApi = {
  summary: inventoryRoutes.get(
    '/api/inventory/summary',
    { permission: 'inventory:read' },
    { query: inventorySummaryQuery, response: inventorySummary, costFields: STOCK_COSTS },
  ),
};
