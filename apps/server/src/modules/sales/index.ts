import type { FastifyPluginAsync } from 'fastify';
import { creditRoutes } from './credits.routes';
import { customerRoutes } from './customers.routes';
import { estimateRoutes } from './estimates.routes';
import { invoiceRoutes } from './invoices.routes';

export const salesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
  await app.register(invoiceRoutes);
  await app.register(estimateRoutes);
  await app.register(creditRoutes);
};
