import {
  employee,
  employeeCreate,
  employeeListQuery,
  employeeUpdate,
  idParams,
  paginated,
} from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, scopedBranchId } from '../../platform/branch-scope';
import { needs, picksFrom } from '../../platform/route-auth';
import { findEmployeeRow, listEmployees, toEmployee } from './employees.repo';
import { createEmployee, deleteEmployee, updateEmployee } from './save-employee';

const tags = ['employees'];

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/employees',
    {
      ...picksFrom('employees'),
      schema: { tags, querystring: employeeListQuery, response: { 200: paginated(employee) } },
    },
    async (request) => {
      const ctx = contextOf(request);
      const q = request.query;
      return listEmployees(app.db, ctx.companyId, scopedBranchId(ctx, q.branchId), q);
    },
  );
  app.get(
    '/api/employees/:id',
    { ...picksFrom('employees'), schema: { tags, params: idParams, response: { 200: employee } } },
    async (request) => toEmployee(await findEmployeeRow(app.db, contextOf(request), request.params.id)),
  );
  app.post(
    '/api/employees',
    { ...needs('employees:create'), schema: { tags, body: employeeCreate, response: { 201: employee } } },
    async (request, reply) =>
      reply.status(201).send(await createEmployee(app.db, contextOf(request), request.body)),
  );
  app.patch(
    '/api/employees/:id',
    {
      ...needs('employees:update'),
      schema: { tags, params: idParams, body: employeeUpdate, response: { 200: employee } },
    },
    (request) => updateEmployee(app.db, contextOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/employees/:id',
    { ...needs('employees:delete'), schema: { tags, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteEmployee(app.db, contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
