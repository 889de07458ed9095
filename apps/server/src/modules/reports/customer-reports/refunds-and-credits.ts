import { creditNoteRefunds, creditNotes, customers } from '@tawi/db';
import { Money } from '@tawi/domain';
import { gte, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inBranches } from '../../../platform/branch-columns';
import { keyedJoin, ofCompany } from '../../../platform/company-rows';
import type { TableReportLoader } from '../tables/table-report';

/** A credit note on the Credit & Refunds page (it opens from the search). */
const notePage = (number: string) => `/dashboard/credit-refunds?search=${encodeURIComponent(number)}`;

/**
 * API.md `refunds-and-credits`: the credit notes dated in the period (their total with VAT, their reason)
 * and the refunds paid to customers out of credit notes in it (the money paid back, by what method), of
 * the branches (a refund shows its note's number and reason); each links to its credit note.
 */
export const refundsAndCredits: TableReportLoader<unknown, Row> = async ({ db, ctx, range }) => {
  const n = creditNotes;
  const ofNote = keyedJoin(customers, n, n.customerId);
  const scope = (date: PgColumn) =>
    ofCompany(n, ctx.companyId, gte(date, range.from), lte(date, range.to), inBranches(n.branchId, range));
  const fields = {
    number: n.creditNoteNumber,
    customerId: n.customerId,
    customerName: customers.name,
    reason: n.reason,
  };
  const [notes, refunds] = await Promise.all([
    db
      .select({ ...fields, date: n.date, amount: n.total })
      .from(n)
      .innerJoin(customers, ofNote)
      .where(scope(n.date)),
    db
      .select({ ...fields, date: creditNoteRefunds.date, amount: creditNoteRefunds.amount })
      .from(creditNoteRefunds)
      .innerJoin(n, keyedJoin(n, creditNoteRefunds, creditNoteRefunds.creditNoteId))
      .innerJoin(customers, ofNote)
      .where(scope(creditNoteRefunds.date)),
  ]);
  return {
    rows: [...notes.map((r) => toRow('Credit note', r)), ...refunds.map((r) => toRow('Refund', r))],
  };
};

type Row = ReturnType<typeof toRow>;

function toRow(
  kind: string,
  r: {
    number: string;
    customerId: string;
    customerName: string;
    reason: string | null;
    date: string;
    amount: string;
  },
) {
  return {
    kind,
    number: r.number,
    link: notePage(r.number),
    date: r.date,
    customerId: r.customerId,
    customerName: r.customerName,
    amount: Money.of(r.amount).toNumber(),
    reason: r.reason,
  };
}
