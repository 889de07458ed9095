import type { FastifyPluginAsync } from 'fastify';
import { productRoutes } from './products.routes';
import { transferRoutes } from './transfers.routes';

export { inventorySummary } from './inventory-summary';
export { postStockValue } from './post-stock-value';
export { productIdsOf } from './products-by-id';
export { stockItemsAsOf, stockMovesOf } from './stock-as-of';
export { addStock, lockStockRows, removeStock, type StockKey } from './stock-writer';

export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(productRoutes);
  await app.register(transferRoutes);
};
