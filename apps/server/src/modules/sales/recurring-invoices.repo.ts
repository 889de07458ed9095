import type { RecurringInvoice } from '@tawi/contracts';
import { customers, type Executor, invoices, recurringInvoices } from '@tawi/db';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import { containsAny } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';

const columns = {
  schedule: recurringInvoices,
  templateInvoiceNumber: invoices.invoiceNumber,
  customerId: invoices.customerId,
  customerName: customers.name,
  total: invoices.total,
};

const template = keyedJoin(invoices, recurringInvoices, recurringInvoices.templateInvoiceId);
const templateCustomer = keyedJoin(customers, invoices, invoices.customerId);

function selectSchedules(db: Executor) {
  return db
    .select(columns)
    .from(recurringInvoices)
    .innerJoin(invoices, template)
    .innerJoin(customers, templateCustomer);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSchedules>['execute']>>[number];

const toRecurringInvoice = ({ schedule: s, ...r }: Row): RecurringInvoice => ({
  id: s.id,
  templateInvoiceId: s.templateInvoiceId,
  templateInvoiceNumber: r.templateInvoiceNumber,
  customerId: r.customerId,
  customerName: r.customerName,
  branchId: s.branchId,
  total: Number(r.total),
  frequency: s.frequency,
  startDate: s.startDate,
  nextDate: s.nextDate,
  endDate: s.endDate,
  maxCount: s.maxCount,
  issuedCount: s.issuedCount,
  emailCustomer: s.emailCustomer,
  status: s.status,
  lastError: s.lastError,
  createdAt: s.createdAt.toISOString(),
});

const kept = (companyId: string) =>
  ofCompany(recurringInvoices, companyId, isNull(recurringInvoices.deletedAt));

/** A schedule of the company (not deleted), or 404. */
export async function findRecurringInvoice(db: Executor, companyId: string, id: string) {
  const [row] = await selectSchedules(db).where(and(kept(companyId), eq(recurringInvoices.id, id)));
  if (!row) throw notFound('Recurring invoice');
  return toRecurringInvoice(row);
}

/** The schedules of these branches, soonest next date first (finished last); search: customer or invoice number. */
export async function listRecurringInvoices(
  db: Executor,
  companyId: string,
  branchIds: readonly string[],
  q: {
    page: number;
    limit: number;
    status?: RecurringInvoice['status'] | undefined;
    search?: string | undefined;
  },
) {
  const where: SQL | undefined = and(
    kept(companyId),
    inArray(recurringInvoices.branchId, [...branchIds]),
    givenEquals(recurringInvoices.status, q.status),
    containsAny(q.search, [customers.name, invoices.invoiceNumber]),
  );
  const [rows, [total]] = await Promise.all([
    selectSchedules(db)
      .where(where)
      .orderBy(recurringInvoices.nextDate, desc(recurringInvoices.createdAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count() })
      .from(recurringInvoices)
      .innerJoin(invoices, template)
      .innerJoin(customers, templateCustomer)
      .where(where),
  ]);
  return { items: rows.map(toRecurringInvoice), total: Number(total?.n ?? 0), page: q.page, limit: q.limit };
}
