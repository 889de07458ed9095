import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit.routes';
import { branchRoutes } from './branches.routes';
import { companyRoutes } from './company.routes';
import { roleRoutes } from './roles.routes';
import { userRoutes } from './users.routes';

export { findCompanyRow } from './company.repo';
export { assertPasswordMeetsPolicy, createCompany } from './create-company';
export { companyPasswordPolicy } from './save-user';
export { findUserByEmail, findUserWithRole } from './users.repo';

export const orgRoutes: FastifyPluginAsync = async (app) => {
  await app.register(companyRoutes);
  await app.register(branchRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(auditRoutes);
};
