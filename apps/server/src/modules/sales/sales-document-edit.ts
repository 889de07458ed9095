import type { SalesLineInput } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import type { RequestContext } from '../../platform/request-context';
import { findCustomerRow } from './customers.repo';
import { assertProducts, salesTotalsOn } from './invoice-lines';

/**
 * What an edit of a draft sales document checks and works out before its transaction: the customer it goes
 * to (the new one or the one kept) and the totals of `lines` on the document's date (null: lines kept).
 * `lines` are the new lines unless the caller retaxes the kept ones.
 */
export async function salesDocumentEdit(
  db: Database,
  ctx: RequestContext,
  found: { customerId: string; date: string },
  input: { customerId?: string | undefined; date?: string | undefined; lines?: SalesLineInput[] | undefined },
  lines: readonly SalesLineInput[] | null = input.lines ?? null,
) {
  const customer = await findCustomerRow(db, ctx.companyId, input.customerId ?? found.customerId);
  if (input.lines) await assertProducts(db, ctx.companyId, input.lines);
  const totals = lines && (await salesTotalsOn(db, ctx.companyId, input.date ?? found.date, lines));
  return { customer, totals };
}
