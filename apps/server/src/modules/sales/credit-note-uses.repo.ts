import type { CreditNote } from '@tawi/contracts';
import {
  bankAccounts,
  creditNoteAllocations,
  creditNoteLines,
  creditNoteRefunds,
  type Executor,
  invoices,
} from '@tawi/db';
import { asc } from 'drizzle-orm';
import { keyedJoin, ofDocuments } from '../../platform/company-rows';
import { documentLines } from '../../platform/document-lines';

type Method = CreditNote['refunds'][number]['method'];

/** The lines, the uses on invoices and the refunds of some credit notes, each in its order. */
export async function creditNoteUses(db: Executor, companyId: string, noteIds: string[]) {
  const [lines, allocations, refunds] = await Promise.all([
    documentLines(db, companyId, creditNoteLines, creditNoteLines.creditNoteId, noteIds),
    db
      .select({ allocation: creditNoteAllocations, invoiceNumber: invoices.invoiceNumber })
      .from(creditNoteAllocations)
      .innerJoin(invoices, keyedJoin(invoices, creditNoteAllocations, creditNoteAllocations.invoiceId))
      .where(ofDocuments(creditNoteAllocations, companyId, creditNoteAllocations.creditNoteId, noteIds))
      .orderBy(asc(creditNoteAllocations.createdAt), asc(invoices.invoiceNumber)),
    db
      .select({ refund: creditNoteRefunds, bankAccountName: bankAccounts.name })
      .from(creditNoteRefunds)
      .innerJoin(bankAccounts, keyedJoin(bankAccounts, creditNoteRefunds, creditNoteRefunds.bankAccountId))
      .where(ofDocuments(creditNoteRefunds, companyId, creditNoteRefunds.creditNoteId, noteIds))
      .orderBy(asc(creditNoteRefunds.createdAt)),
  ]);
  return {
    lines,
    allocations: allocations.map(({ allocation: a, invoiceNumber }) => ({
      creditNoteId: a.creditNoteId,
      invoiceId: a.invoiceId,
      invoiceNumber,
      amount: Number(a.amount),
      date: a.date,
    })),
    refunds: refunds.map(({ refund: r, bankAccountName }) => ({
      creditNoteId: r.creditNoteId,
      id: r.id,
      amount: Number(r.amount),
      date: r.date,
      method: r.method as Method,
      reference: r.reference,
      bankAccountId: r.bankAccountId,
      bankAccountName,
    })),
  };
}
