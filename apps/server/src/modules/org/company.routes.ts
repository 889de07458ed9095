import { companyApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement, inlineFileAnswer } from '../../platform/implement';
import { getCompany } from './company.repo';
import { deleteCompanyLogo, readCompanyLogo, saveCompanyLogo } from './company-logo';
import { updateCompany } from './update-company';

/** Implements companyApi (packages/contracts/src/api/org.ts) but the lock date (the ledger's). */
export const companyRoutes: FastifyPluginAsync = async (app) => {
  implement(app, companyApi.get, (request) => getCompany(app.db, contextOf(request).companyId));

  implement(app, companyApi.update, (request) => updateCompany(app.db, contextOf(request), request.body));

  implement(app, companyApi.uploadLogo, (request) =>
    saveCompanyLogo(
      app.db,
      contextOf(request),
      request.body,
      request.headers['content-type']?.split(';')[0]?.trim() ?? '',
    ),
  );

  /** An image the pages show (keyed on the company's updatedAt), revalidated on every use. */
  implement(app, companyApi.logo, async (request, reply) => {
    const logo = await readCompanyLogo(app.db, contextOf(request).companyId);
    reply.header('cache-control', 'private, no-cache');
    return inlineFileAnswer(logo.data, logo.contentType);
  });

  implement(app, companyApi.removeLogo, (request) => deleteCompanyLogo(app.db, contextOf(request)));
};
