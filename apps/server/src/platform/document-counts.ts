import { documentCounts, type Executor } from '@tawi/db';
import { eq, sql } from 'drizzle-orm';
import { ofBranch } from './company-rows';

/** The document tables whose branch counts are kept (migration 0029 puts a counting trigger on each). */
export type CountedDocuments = 'invoices';

/**
 * How many documents of a kind the branch has, from the kept count (one row, whatever the size of the
 * books), in the shape `sqlPage` takes for a list's total.
 */
export function keptDocumentCount(
  db: Executor,
  companyId: string,
  branchId: string,
  kind: CountedDocuments,
): PromiseLike<{ n: number }[]> {
  return db
    .select({ n: sql<number>`${documentCounts.documents}` })
    .from(documentCounts)
    .where(ofBranch(documentCounts, companyId, branchId, eq(documentCounts.kind, kind)));
}
