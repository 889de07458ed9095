import type { Database } from '@tawi/db';
import { sql } from 'drizzle-orm';

/**
 * Cells of the daily balances table that differ from the sum of the posted lines, plus cells of the
 * monthly table that differ from the daily one summed by month (0 when the trigger kept both right),
 * over every company, and the number of lines read.
 */
export async function balancesDrift(db: Database): Promise<{ drift: number; lines: number }> {
  const result = await db.execute(sql`
    with posted as (
      select l.company_id, l.branch_id, l.account_id, e.date as day,
             sum(l.debit) as debit, sum(l.credit) as credit, count(*) as lines
        from journal_lines l join journal_entries e on e.id = l.entry_id
       where e.status = 'Posted'
       group by l.company_id, l.branch_id, l.account_id, e.date)
    select count(*) filter (where p.debit is distinct from b.debit or p.credit is distinct from b.credit
                              or p.lines is distinct from b.line_count)::int
             as drift,
           coalesce(sum(p.lines), 0)::int as lines
      from posted p
      full join account_balances b
        on b.company_id = p.company_id and b.branch_id = p.branch_id and b.account_id = p.account_id
       and b.day = p.day`);
  const [row] = (result as unknown as { rows: { drift: number; lines: number }[] }).rows;
  const months = await db.execute(sql`
    with months as (
      select company_id, branch_id, account_id, date_trunc('month', day)::date as month,
             sum(debit) as debit, sum(credit) as credit, sum(line_count) as lines
        from account_balances group by 1, 2, 3, 4)
    select count(*)::int as drift
      from months d
      full join account_month_balances m
        on m.company_id = d.company_id and m.branch_id = d.branch_id and m.account_id = d.account_id
       and m.month = d.month
     where d.debit is distinct from m.debit or d.credit is distinct from m.credit
        or d.lines is distinct from m.line_count`);
  const [monthRow] = (months as unknown as { rows: { drift: number }[] }).rows;
  const drift = row && monthRow ? row.drift + monthRow.drift : -1;
  return { drift, lines: row?.lines ?? -1 };
}
