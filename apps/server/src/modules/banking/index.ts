import type { FastifyPluginAsync } from 'fastify';
import { bankTransferRoutes } from './bank-transfers.routes';
import { reconciliationRoutes } from './reconciliations.routes';

/** Banking beyond the accounts themselves: reconciliations and transfers between own accounts. */
export const bankingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(reconciliationRoutes);
  await app.register(bankTransferRoutes);
};
