import { recurringInvoicesApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { listRecurringInvoices } from './recurring-invoices.repo';
import { changeRecurringInvoice, createRecurringInvoice } from './save-recurring-invoice';

export const recurringInvoiceRoutes: FastifyPluginAsync = async (app) => {
  implement(app, recurringInvoicesApi.list, (request) => {
    const ctx = contextOf(request);
    return listRecurringInvoices(app.db, ctx.companyId, ctx.branchIds, request.query);
  });
  implement(app, recurringInvoicesApi.create, (request) =>
    createRecurringInvoice(app.db, contextOf(request), request.body),
  );
  for (const change of ['pause', 'resume'] as const) {
    implement(app, recurringInvoicesApi[change], async (request) => {
      const saved = await changeRecurringInvoice(app.db, contextOf(request), request.params.id, change);
      if (!saved) throw new Error('a paused or resumed schedule is kept');
      return saved;
    });
  }
  implement(app, recurringInvoicesApi.remove, (request) =>
    changeRecurringInvoice(app.db, contextOf(request), request.params.id, 'delete'),
  );
};
