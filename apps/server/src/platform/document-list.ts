import { todayIn } from '@tawi/domain';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { givenEquals } from './list-filters';

/** The statuses of a document that falls due (an invoice, a bill) while it is still owed. */
const OWED = ['Unpaid', 'PaidPartially'];

/**
 * The status filter of a list of documents that fall due (invoices, bills): Overdue (or `overdue`)
 * is one still owed with its due date passed, Unpaid and PaidPartially the ones owed and not yet due;
 * any other status as stored.
 */
export function dueStatusFilter(
  doc: { status: AnyColumn; dueDate: AnyColumn },
  q: { status?: string | undefined; overdue?: boolean | undefined },
): SQL | undefined {
  const today = todayIn();
  if (q.status === 'Overdue' || q.overdue)
    return and(inArray(doc.status, OWED), sql`${doc.dueDate} < ${today}`);
  if (q.status === 'Unpaid' || q.status === 'PaidPartially')
    return and(eq(doc.status, q.status), sql`${doc.dueDate} >= ${today}`);
  return givenEquals(doc.status, q.status);
}

/** Documents still owed (Unpaid or PaidPartially), whatever their due date. */
export const stillOwed = (status: AnyColumn) => inArray(status, OWED);
