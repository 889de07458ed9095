import {
  idParams,
  movementListQuery,
  paginated,
  product,
  productBulkUpdate,
  productBySkuQuery,
  productCreate,
  productExportQuery,
  productImport,
  productImportResult,
  productListQuery,
  productOption,
  productPage,
  productStockRow,
  productUpdate,
  stockAdjustment,
  stockMovement,
  stockTake,
  stockTakeResult,
} from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs, picksFrom } from '../../platform/route-auth';
import { adjustStock } from './adjust-stock';
import { bulkUpdateProducts } from './bulk-update-products';
import { productsCsv, productsXlsx } from './export-products';
import { importProducts } from './import-products';
import { listProducts } from './product-list';
import { productMovements, productStockByBranch } from './product-stock.repo';
import { allProducts, findProduct, productCategories, productsBySku } from './products.repo';
import { createProduct, deleteProduct, updateProduct } from './save-product';
import { takeStock } from './stock-take';

const tags = ['inventory'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      ...picksFrom('products'),
      schema: { tags, querystring: productListQuery, response: { 200: productPage } },
    },
    (request) => {
      const ctx = contextOf(request);
      return listProducts(app.db, ctx.companyId, scopedBranchId(ctx, request.query.branchId), request.query);
    },
  );
  app.get(
    '/api/products/categories',
    {
      ...picksFrom('productCategories'),
      schema: { tags, response: { 200: z.object({ items: z.array(z.string()) }) } },
    },
    async (request) => ({ items: await productCategories(app.db, contextOf(request).companyId) }),
  );
  app.get(
    '/api/products/by-sku',
    {
      ...picksFrom('products'),
      schema: {
        tags,
        querystring: productBySkuQuery,
        response: { 200: z.object({ items: z.array(productOption) }) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const branchId = scopedBranchId(ctx, request.query.branchId);
      return { items: await productsBySku(app.db, ctx.companyId, branchId, request.query.skus) };
    },
  );
  app.get(
    '/api/products/export',
    { ...needs('inventory:read'), schema: { tags, querystring: productExportQuery } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const q = request.query;
      const items = await allProducts(app.db, ctx.companyId, scopedBranchId(ctx, q.branchId), q);
      const name = `products-${todayIn()}.${q.format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (q.format === 'xlsx') return reply.type(XLSX).send(await productsXlsx(items));
      return reply.type('text/csv; charset=utf-8').send(productsCsv(items));
    },
  );
  app.post(
    '/api/products/import',
    {
      ...needs('inventory:create'),
      schema: { tags, body: productImport, response: { 200: productImportResult } },
    },
    (request) => importProducts(app.db, contextOf(request), request.body),
  );
  app.post(
    '/api/products/bulk-update',
    {
      ...needs('inventory:update'),
      schema: { tags, body: productBulkUpdate, response: { 200: z.object({ updated: z.number().int() }) } },
    },
    (request) => bulkUpdateProducts(app.db, contextOf(request), request.body),
  );
  app.post(
    '/api/products/stock-take',
    {
      ...needs('stockControl:create'),
      schema: { tags, body: stockTake, response: { 200: stockTakeResult } },
    },
    (request) => takeStock(app.db, contextOf(request), request.body),
  );
  app.get(
    '/api/products/:id',
    {
      ...picksFrom('products'),
      schema: {
        tags,
        params: idParams,
        querystring: z.object({ branchId: z.uuid().optional() }),
        response: { 200: productOption },
      },
    },
    (request) => {
      const ctx = contextOf(request);
      return findProduct(
        app.db,
        ctx.companyId,
        scopedBranchId(ctx, request.query.branchId),
        request.params.id,
      );
    },
  );
  app.get(
    '/api/products/:id/stock',
    {
      ...needs('inventory:read'),
      schema: { tags, params: idParams, response: { 200: z.object({ items: z.array(productStockRow) }) } },
    },
    async (request) => ({ items: await productStockByBranch(app.db, contextOf(request), request.params.id) }),
  );
  app.get(
    '/api/products/:id/movements',
    {
      ...needs('inventory:read'),
      schema: {
        tags,
        params: idParams,
        querystring: movementListQuery,
        response: { 200: paginated(stockMovement) },
      },
    },
    (request) => productMovements(app.db, contextOf(request), request.params.id, request.query),
  );
  app.post(
    '/api/products',
    { ...needs('inventory:create'), schema: { tags, body: productCreate, response: { 201: product } } },
    async (request, reply) =>
      reply.status(201).send(await createProduct(app.db, contextOf(request), request.body)),
  );
  app.patch(
    '/api/products/:id',
    {
      ...needs('inventory:update'),
      schema: { tags, params: idParams, body: productUpdate, response: { 200: product } },
    },
    (request) => updateProduct(app.db, contextOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/products/:id',
    { ...needs('inventory:delete'), schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteProduct(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/products/:id/adjust-stock',
    {
      ...needs('stockControl:create'),
      schema: { tags, params: idParams, body: stockAdjustment, response: { 200: product } },
    },
    (request) => adjustStock(app.db, contextOf(request), request.params.id, request.body),
  );
};
