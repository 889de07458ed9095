import type { FastifyPluginAsync } from 'fastify';
import { productRoutes } from './products.routes';
import { transferRoutes } from './transfers.routes';

export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(productRoutes);
  await app.register(transferRoutes);
};
