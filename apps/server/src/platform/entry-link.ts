import type {
  bankTransfers,
  bills,
  creditNoteRefunds,
  creditNotes,
  customerReceipts,
  Executor,
  supplierPayments,
} from '@tawi/db';
import { eq } from 'drizzle-orm';
import { ofCompany } from './company-rows';

/** The documents that keep the id of the journal entry posted for them. */
type PostedDocuments =
  | typeof bankTransfers
  | typeof bills
  | typeof creditNoteRefunds
  | typeof creditNotes
  | typeof customerReceipts
  | typeof supplierPayments;

/** Links document `id` of `documents` to `entryId`, the journal entry posted for it (null: none was). */
export async function linkPostedEntry(
  tx: Executor,
  companyId: string,
  documents: PostedDocuments,
  id: string,
  entryId: string | null,
): Promise<void> {
  await tx
    .update(documents)
    .set({ entryId })
    .where(ofCompany(documents, companyId, eq(documents.id, id)));
}
