import { type SQL, sql } from 'drizzle-orm';
import type { EntryBatch } from './plan';

/** The ids a batch refers to: its company, owner and the 1-based lists the batch indexes into. */
export interface BatchTarget {
  companyId: string;
  userId: string;
  branchIds: readonly string[];
  accountIds: readonly string[];
  /** YYYY-MM-DD of day 0. */
  firstDay: string;
}

/** One array parameter ('{1,2,3}'), so a batch is a few parameters whatever its size. */
const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/** Entry n of a company gets a stable id, so lines and the posting step find it without a round trip. */
export const entryId = (companyId: string, n: SQL) =>
  sql`md5(${companyId}::text || ':' || (${n})::text)::uuid`;

/** The batch's entries, numbered JE-nnnn from `firstNumber`, in `status` (Posted ones stamped now). */
export function insertEntries(
  target: BatchTarget,
  batch: EntryBatch,
  firstNumber: number,
  status: 'Draft' | 'Posted',
): SQL {
  const number = sql`(${firstNumber}::int + e.ord - 1)`;
  const postedAt = status === 'Posted' ? sql`now()` : sql`null`;
  return sql`
    insert into journal_entries (id, company_id, branch_id, number, date, memo, status, posted_at, created_by)
    select ${entryId(target.companyId, number)}, ${target.companyId}::uuid,
           (${arrayLiteral(target.branchIds)}::uuid[])[e.branch],
           'JE-' || lpad(${number}::text, greatest(4, length(${number}::text)), '0'),
           ${target.firstDay}::date + e.day, 'Generated entry', ${status}, ${postedAt}, ${target.userId}::uuid
      from unnest(${arrayLiteral(batch.entryDay)}::int[], ${arrayLiteral(batch.entryBranch)}::int[])
           with ordinality as e(day, branch, ord)`;
}

/** The batch's lines; `returning` adds a RETURNING clause (for a data-modifying CTE). */
export function insertLines(target: BatchTarget, batch: EntryBatch, firstNumber: number, returning = false) {
  const { companyId } = target;
  return sql`
    insert into journal_lines (company_id, entry_id, line_no, account_id, branch_id, debit, credit)
    select ${companyId}::uuid, ${entryId(companyId, sql`${firstNumber}::int + l.entry - 1`)}, l.no,
           (${arrayLiteral(target.accountIds)}::uuid[])[l.account],
           (${arrayLiteral(target.branchIds)}::uuid[])[l.branch], l.debit * 0.01, l.credit * 0.01
      from unnest(${arrayLiteral(batch.lineEntry)}::int[], ${arrayLiteral(batch.lineNo)}::int[],
                  ${arrayLiteral(batch.lineAccount)}::int[], ${arrayLiteral(batch.lineBranch)}::int[],
                  ${arrayLiteral(batch.lineDebit)}::bigint[], ${arrayLiteral(batch.lineCredit)}::bigint[])
           as l(entry, no, account, branch, debit, credit)
    ${returning ? sql`returning company_id, branch_id, account_id, entry_id, debit, credit` : sql``}`;
}

/** Sets the company's JE counter to the last number used, so the app numbers on from there. */
export const setCounter = (companyId: string, lastNumber: number) => sql`
  insert into counters (company_id, key, last_number) values (${companyId}::uuid, 'JE', ${lastNumber}::int)
  on conflict (company_id, key) do update set last_number = excluded.last_number`;
