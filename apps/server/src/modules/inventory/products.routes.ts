import { productsApi } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { seesCosts } from '../../platform/cost-view';
import { fileAnswer } from '../../platform/implement';
import { implementAll } from '../../platform/implement-all';
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
  implementAll(app, productsApi, {
    list: ({ db, ctx, branchId, query }) => listProducts(db, ctx.companyId, branchId, query),
    categories: async ({ db, ctx }) => ({ items: await productCategories(db, ctx.companyId) }),
    bySku: async ({ db, ctx, branchId, query }) => ({
      items: await productsBySku(db, ctx.companyId, branchId, query.skus),
    }),
    lookup: ({ db, ctx, branchId, query }) => findProductByCode(db, ctx.companyId, branchId, query.code),
    export: async ({ db, ctx, branchId, query: q }) => {
      const items = await allProducts(db, ctx.companyId, branchId, q);
      const name = `products-${todayIn()}.${q.format}`;
      const costs = seesCosts(ctx);
      if (q.format === 'xlsx') return fileAnswer(await productsXlsx(items, costs), XLSX, name);
      return fileAnswer(productsCsv(items, costs), 'text/csv; charset=utf-8', name);
    },
    import: ({ db, ctx, body }) => importProducts(db, ctx, body),
    bulkUpdate: ({ db, ctx, body }) => bulkUpdateProducts(db, ctx, body),
    stockTake: ({ db, ctx, body }) => takeStock(db, ctx, body),
    get: ({ db, ctx, branchId, params }) => findProduct(db, ctx.companyId, branchId, params.id),
    stock: async ({ db, ctx, params }) => ({ items: await productStockByBranch(db, ctx, params.id) }),
    movements: ({ db, ctx, params, query }) => productMovements(db, ctx, params.id, query),
    create: ({ db, ctx, body }) => createProduct(db, ctx, body),
    update: ({ db, ctx, params, body }) => updateProduct(db, ctx, params.id, body),
    remove: ({ db, ctx, params }) => deleteProduct(db, ctx, params.id),
    adjustStock: ({ db, ctx, params, body }) => adjustStock(db, ctx, params.id, body),
  });
};
