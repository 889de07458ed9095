import { company, companyUpdate, LOGO_MAX_BYTES, LOGO_TYPES } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/branch-scope';
import { needs, SESSION } from '../../platform/route-auth';
import { getCompany } from './company.repo';
import { deleteCompanyLogo, readCompanyLogo, saveCompanyLogo } from './company-logo';
import { updateCompany } from './update-company';

const tags = ['settings'];

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of LOGO_TYPES) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES + 1024 },
      (_req, body, done) => done(null, body),
    );
  }

  app.get(
    '/api/company',
    { ...needs('settings:read'), schema: { tags, response: { 200: company } } },
    (request) => getCompany(app.db, contextOf(request).companyId),
  );

  app.patch(
    '/api/company',
    { ...needs('settings:update'), schema: { tags, body: companyUpdate, response: { 200: company } } },
    (request) => updateCompany(app.db, contextOf(request), request.body),
  );

  app.put(
    '/api/company/logo',
    {
      ...needs('settings:update'),
      bodyLimit: LOGO_MAX_BYTES + 1024,
      schema: {
        tags,
        description: 'Raw PNG, JPEG or WebP bytes, at most 512 KB',
        response: { 200: company },
      },
    },
    (request) =>
      saveCompanyLogo(
        app.db,
        contextOf(request),
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        request.headers['content-type']?.split(';')[0]?.trim() ?? '',
      ),
  );

  app.get('/api/company/logo', { ...SESSION, schema: { tags } }, async (request, reply) => {
    const logo = await readCompanyLogo(app.db, contextOf(request).companyId);
    return reply
      .header('content-type', logo.contentType)
      .header('cache-control', 'private, no-cache')
      .send(logo.data);
  });

  app.delete(
    '/api/company/logo',
    { ...needs('settings:update'), schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCompanyLogo(app.db, contextOf(request));
      return reply.status(204).send(null);
    },
  );
};
