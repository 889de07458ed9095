import type { Database } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';

type Row = Record<string, unknown>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * The ledger's invariants for one company, for the tests of every issue that posts: every posted entry
 * balances and has two lines or more; debits equal credits over all postings; the daily balances table
 * equals the sum of the posted lines; the monthly balances table equals the daily one summed by month.
 */
export async function expectLedgerInvariants(db: Database, companyId: string): Promise<void> {
  const unbalanced = await rows(
    db,
    sql`select e.number, sum(l.debit) as d, sum(l.credit) as c, count(l.id) as n
          from journal_entries e left join journal_lines l on l.entry_id = e.id
         where e.company_id = ${companyId} and e.status = 'Posted'
         group by e.id, e.number
        having coalesce(sum(l.debit), 0) <> coalesce(sum(l.credit), 0) or count(l.id) < 2`,
  );
  expect(unbalanced, 'posted entries that do not balance').toEqual([]);
  const [totals] = await rows(
    db,
    sql`select coalesce(sum(debit), 0)::text as d, coalesce(sum(credit), 0)::text as c
          from account_balances where company_id = ${companyId}`,
  );
  expect(totals?.d, 'trial balance: debits equal credits').toBe(totals?.c);
  const offBranch = await rows(
    db,
    sql`select e.number, l.branch_id
          from journal_entries e join journal_lines l
            on l.entry_id = e.id
            or (e.source_type = 'inter-branch-correction' and l.entry_id::text = e.source_id)
         where e.company_id = ${companyId} and e.status = 'Posted'
           and not exists (select 1 from journal_entries c where c.company_id = e.company_id
                             and c.source_type = 'inter-branch-correction' and c.source_id = e.id::text)
         group by e.id, e.number, l.branch_id
        having sum(l.debit) <> sum(l.credit)`,
  );
  expect(offBranch, 'posted entries that do not balance within a branch').toEqual([]);
  const branchTotals = await rows(
    db,
    sql`select branch_id from account_balances where company_id = ${companyId}
         group by branch_id having sum(debit) <> sum(credit)`,
  );
  expect(branchTotals, 'branches whose trial balance does not balance').toEqual([]);
  const [interBranch] = await rows(
    db,
    sql`select coalesce(sum(b.debit - b.credit), 0)::text as net
          from account_balances b join accounts a on a.id = b.account_id
         where b.company_id = ${companyId} and a.system_key = 'inter_branch'`,
  );
  expect(Number(interBranch?.net), 'the inter-branch account nets to zero over the company').toBe(0);
  const drift = await rows(
    db,
    sql`with posted as (
          select l.branch_id, l.account_id, e.date as day, sum(l.debit) as debit, sum(l.credit) as credit
            from journal_lines l join journal_entries e on e.id = l.entry_id
           where e.company_id = ${companyId} and e.status = 'Posted'
           group by l.branch_id, l.account_id, e.date)
        select coalesce(p.account_id, b.account_id) as account_id
          from posted p
          full join (select * from account_balances where company_id = ${companyId}) b
            on b.branch_id = p.branch_id and b.account_id = p.account_id and b.day = p.day
         where p.debit is distinct from b.debit or p.credit is distinct from b.credit`,
  );
  expect(drift, 'balances table equals the sum of posted lines').toEqual([]);
  const monthDrift = await rows(
    db,
    sql`with months as (
          select branch_id, account_id, date_trunc('month', day)::date as month,
                 sum(debit) as debit, sum(credit) as credit
            from account_balances where company_id = ${companyId}
           group by branch_id, account_id, date_trunc('month', day)::date)
        select coalesce(d.account_id, m.account_id) as account_id, coalesce(d.month, m.month) as month
          from months d
          full join (select * from account_month_balances where company_id = ${companyId}) m
            on m.branch_id = d.branch_id and m.account_id = d.account_id and m.month = d.month
         where d.debit is distinct from m.debit or d.credit is distinct from m.credit`,
  );
  expect(monthDrift, 'monthly balances equal the daily balances summed by month').toEqual([]);
  const contactDrift = await rows(
    db,
    sql`with posted as (
          select l.account_id, l.contact_id, l.branch_id, date_trunc('month', e.date)::date as month,
                 sum(l.debit) as debit, sum(l.credit) as credit
            from journal_lines l join journal_entries e on e.id = l.entry_id
           where e.company_id = ${companyId} and e.status = 'Posted' and l.contact_id is not null
           group by l.account_id, l.contact_id, l.branch_id, date_trunc('month', e.date)::date)
        select coalesce(p.contact_id, c.contact_id) as contact_id, coalesce(p.month, c.month) as month
          from posted p
          full join (select * from contact_month_balances where company_id = ${companyId}) c
            on c.account_id = p.account_id and c.contact_id = p.contact_id
           and c.branch_id = p.branch_id and c.month = p.month
         where p.debit is distinct from c.debit or p.credit is distinct from c.credit`,
  );
  expect(contactDrift, 'contact monthly balances equal the posted lines with a contact').toEqual([]);
}
