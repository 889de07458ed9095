import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit.routes';
import { branchRoutes } from './branches.routes';
import { companyRoutes } from './company.routes';
import { roleRoutes } from './roles.routes';
import { userRoutes } from './users.routes';

export { createCompany } from './create-company';

export const orgRoutes: FastifyPluginAsync = async (app) => {
  await app.register(companyRoutes);
  await app.register(branchRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(auditRoutes);
};
