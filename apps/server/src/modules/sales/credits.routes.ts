import {
  creditNote,
  creditNoteCreate,
  creditNoteListQuery,
  customer,
  customerCreditApply,
  customerStatement,
  customerStatementQuery,
  documentEmail,
  idParams,
  mailResult,
  paginated,
  receivablesAging,
  receivablesAgingQuery,
} from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertBranchAccess, contextOf, scopedBranchId } from '../../platform/branch-scope';
import { sendPdf } from '../../platform/pdf';
import { needs } from '../../platform/route-auth';
import { applyCustomerCredit } from './apply-customer-credit';
import { createCreditNote } from './create-credit-note';
import { findCreditNote, listCreditNotes } from './credit-notes.repo';
import { customerStatement as statementOf } from './customer-statement';
import { receivablesAging as agingOf } from './receivables-aging';
import { emailCustomerStatement } from './sales-emails';
import { customerStatementPdf } from './sales-pdfs';

const tags = ['customers'];
const docParams = z.object({ id: z.string().trim().min(1).max(60) });

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/credit-notes',
    {
      ...needs('customers:read'),
      schema: { tags, querystring: creditNoteListQuery, response: { 200: paginated(creditNote) } },
    },
    (request) => {
      const ctx = contextOf(request);
      return listCreditNotes(
        app.db,
        ctx.companyId,
        scopedBranchId(ctx, request.query.branchId),
        request.query,
      );
    },
  );
  app.get(
    '/api/credit-notes/:id',
    { ...needs('customers:read'), schema: { tags, params: docParams, response: { 200: creditNote } } },
    async (request) => {
      const ctx = contextOf(request);
      const found = await findCreditNote(app.db, ctx.companyId, request.params.id);
      assertBranchAccess(ctx, found.branchId);
      return found;
    },
  );
  app.post(
    '/api/credit-notes',
    {
      ...needs('customers:approve'),
      schema: { tags, body: creditNoteCreate, response: { 201: creditNote } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCreditNote(app.db, contextOf(request), request.body)),
  );
  app.post(
    '/api/customers/:id/apply-credit',
    {
      ...needs('customers:update'),
      schema: { tags, params: idParams, body: customerCreditApply, response: { 200: customer } },
    },
    (request) => applyCustomerCredit(app.db, contextOf(request), request.params.id, request.body),
  );
  app.get(
    '/api/customers/:id/statement',
    {
      ...needs('customers:read'),
      schema: {
        tags,
        params: idParams,
        querystring: customerStatementQuery,
        response: { 200: customerStatement },
      },
    },
    (request) => statementOf(app.db, contextOf(request).companyId, request.params.id, request.query),
  );
  app.get(
    '/api/customers/:id/statement.pdf',
    { ...needs('customers:read'), schema: { tags, params: idParams, querystring: customerStatementQuery } },
    async (request, reply) => {
      const { pdf, filename } = await customerStatementPdf(
        app.db,
        contextOf(request),
        request.params.id,
        request.query,
      );
      return sendPdf(reply, pdf, filename);
    },
  );
  app.post(
    '/api/customers/:id/statement/email',
    {
      ...needs('customers:update'),
      schema: {
        tags,
        params: idParams,
        querystring: customerStatementQuery,
        body: documentEmail,
        response: { 202: mailResult },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const result = await emailCustomerStatement(
        app.db,
        contextOf(request),
        id,
        request.query,
        request.body?.to,
      );
      return reply.status(202).send(result);
    },
  );
  app.get(
    '/api/reports/receivables-aging',
    {
      ...needs('customers:read'),
      schema: { tags: ['reports'], querystring: receivablesAgingQuery, response: { 200: receivablesAging } },
    },
    (request) => {
      const ctx = contextOf(request);
      const { branchId, to } = request.query;
      if (branchId) assertBranchAccess(ctx, branchId);
      const branches = branchId ? [branchId] : ctx.allBranches ? undefined : ctx.branchIds;
      return agingOf(app.db, ctx.companyId, to ?? todayIn(), branches);
    },
  );
};
