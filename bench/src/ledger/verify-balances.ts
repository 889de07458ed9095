import type { Database } from '@tawi/db';
import { sql } from 'drizzle-orm';

/**
 * Cells of the daily balances table that differ from the sum of the posted lines (0 when the trigger
 * kept it right), over every company, plus the number of lines read.
 */
export async function balancesDrift(db: Database): Promise<{ drift: number; lines: number }> {
  const result = await db.execute(sql`
    with posted as (
      select l.company_id, l.branch_id, l.account_id, e.date as day,
             sum(l.debit) as debit, sum(l.credit) as credit, count(*) as lines
        from journal_lines l join journal_entries e on e.id = l.entry_id
       where e.status = 'Posted'
       group by l.company_id, l.branch_id, l.account_id, e.date)
    select count(*) filter (where p.debit is distinct from b.debit or p.credit is distinct from b.credit)::int
             as drift,
           coalesce(sum(p.lines), 0)::int as lines
      from posted p
      full join account_balances b
        on b.company_id = p.company_id and b.branch_id = p.branch_id and b.account_id = p.account_id
       and b.day = p.day`);
  const [row] = (result as unknown as { rows: { drift: number; lines: number }[] }).rows;
  return { drift: row?.drift ?? -1, lines: row?.lines ?? -1 };
}
