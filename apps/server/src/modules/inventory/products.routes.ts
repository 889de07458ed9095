import { productsApi } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { seesCosts } from '../../platform/cost-view';
import { fileAnswer, implement } from '../../platform/implement';
import { adjustStock } from './adjust-stock';
import { bulkUpdateProducts } from './bulk-update-products';
import { productsCsv, productsXlsx } from './export-products';
import { importProducts } from './import-products';
import { listProducts } from './product-list';
import { productMovements, productStockByBranch } from './product-stock.repo';
import { allProducts, findProduct, productCategories, productsBySku } from './products.repo';
import { findProductByCode } from './products-by-id';
import { createProduct, deleteProduct, updateProduct } from './save-product';
import { takeStock } from './stock-take';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Implements productsApi (packages/contracts/src/api/inventory.ts). */
export const productRoutes: FastifyPluginAsync = async (app) => {
  implement(app, productsApi.list, (request) =>
    listProducts(app.db, contextOf(request).companyId, request.branchId, request.query),
  );
  implement(app, productsApi.categories, async (request) => ({
    items: await productCategories(app.db, contextOf(request).companyId),
  }));
  implement(app, productsApi.bySku, async (request) => ({
    items: await productsBySku(app.db, contextOf(request).companyId, request.branchId, request.query.skus),
  }));
  implement(app, productsApi.lookup, (request) =>
    findProductByCode(app.db, contextOf(request).companyId, request.branchId, request.query.code),
  );
  implement(app, productsApi.export, async (request) => {
    const ctx = contextOf(request);
    const q = request.query;
    const items = await allProducts(app.db, ctx.companyId, request.branchId, q);
    const name = `products-${todayIn()}.${q.format}`;
    const costs = seesCosts(ctx);
    if (q.format === 'xlsx') return fileAnswer(await productsXlsx(items, costs), XLSX, name);
    return fileAnswer(productsCsv(items, costs), 'text/csv; charset=utf-8', name);
  });
  implement(app, productsApi.import, (request) => importProducts(app.db, contextOf(request), request.body));
  implement(app, productsApi.bulkUpdate, (request) =>
    bulkUpdateProducts(app.db, contextOf(request), request.body),
  );
  implement(app, productsApi.stockTake, (request) => takeStock(app.db, contextOf(request), request.body));
  implement(app, productsApi.get, (request) =>
    findProduct(app.db, contextOf(request).companyId, request.branchId, request.params.id),
  );
  implement(app, productsApi.stock, async (request) => ({
    items: await productStockByBranch(app.db, contextOf(request), request.params.id),
  }));
  implement(app, productsApi.movements, (request) =>
    productMovements(app.db, contextOf(request), request.params.id, request.query),
  );
  implement(app, productsApi.create, (request) => createProduct(app.db, contextOf(request), request.body));
  implement(app, productsApi.update, (request) =>
    updateProduct(app.db, contextOf(request), request.params.id, request.body),
  );
  implement(app, productsApi.remove, (request) =>
    deleteProduct(app.db, contextOf(request), request.params.id),
  );
  implement(app, productsApi.adjustStock, (request) =>
    adjustStock(app.db, contextOf(request), request.params.id, request.body),
  );
};
