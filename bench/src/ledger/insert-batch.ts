import type { Executor } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { type BatchTarget, entryId, insertEntries, insertLines, setCounter } from './batch-sql';
import type { EntryBatch } from './plan';

export type { BatchTarget } from './batch-sql';

/**
 * How entries reach Posted. `trigger`: the app's way, Draft entries, their lines, then Draft -> Posted,
 * the balances trigger adding each entry to account_balances. `bulk`: the balances and line-immutability
 * triggers switched off for this transaction only, entries written Posted, and their lines added to
 * account_balances and account_month_balances by aggregate upserts: the same sums the trigger adds (see bench/README.md).
 */
export type Posting = 'trigger' | 'bulk';

async function postByTrigger(tx: Executor, target: BatchTarget, batch: EntryBatch, firstNumber: number) {
  await tx.execute(insertEntries(target, batch, firstNumber, 'Draft'));
  await tx.execute(insertLines(target, batch, firstNumber));
  const lastNumber = firstNumber + batch.entryCount - 1;
  await tx.execute(sql`
    update journal_entries set status = 'Posted', posted_at = now(), updated_at = now()
     where company_id = ${target.companyId}::uuid
       and id = any(array(select ${entryId(target.companyId, sql`n`)}
                            from generate_series(${firstNumber}::int, ${lastNumber}::int) as n))`);
}

async function postInBulk(tx: Executor, target: BatchTarget, batch: EntryBatch, firstNumber: number) {
  const lastNumber = firstNumber + batch.entryCount - 1;
  // ALTER TABLE is transactional: the triggers are back on at commit, and on rollback or a crash.
  await tx.execute(sql`alter table journal_entries disable trigger journal_entries_balances`);
  await tx.execute(sql`alter table journal_lines disable trigger journal_lines_immutable`);
  await tx.execute(insertEntries(target, batch, firstNumber, 'Posted'));
  // What tawi_add_posted_balances adds per entry, summed over the batch's entries in one statement.
  await tx.execute(sql`
    with lines as (${insertLines(target, batch, firstNumber, true)})
    insert into account_balances (company_id, branch_id, account_id, day, debit, credit, line_count)
    select l.company_id, l.branch_id, l.account_id, e.date, sum(l.debit), sum(l.credit), count(*)
      from lines l join journal_entries e on e.id = l.entry_id
     group by l.company_id, l.branch_id, l.account_id, e.date
    on conflict (company_id, branch_id, account_id, day) do update
      set debit = account_balances.debit + excluded.debit,
          credit = account_balances.credit + excluded.credit,
          line_count = account_balances.line_count + excluded.line_count`);
  // ... and what it adds to the monthly balances, from the batch's daily totals.
  await tx.execute(sql`
    insert into account_month_balances (company_id, branch_id, account_id, month, debit, credit, line_count)
    select l.company_id, l.branch_id, l.account_id, date_trunc('month', e.date)::date, sum(l.debit), sum(l.credit),
           count(*)
      from journal_lines l join journal_entries e on e.id = l.entry_id
     where e.company_id = ${target.companyId}::uuid
       and e.id = any(array(select ${entryId(target.companyId, sql`n`)}
                              from generate_series(${firstNumber}::int, ${lastNumber}::int) as n))
     group by l.company_id, l.branch_id, l.account_id, date_trunc('month', e.date)::date
    on conflict (company_id, branch_id, account_id, month) do update
      set debit = account_month_balances.debit + excluded.debit,
          credit = account_month_balances.credit + excluded.credit,
          line_count = account_month_balances.line_count + excluded.line_count`);
  // ... and the entries it counts per day.
  await tx.execute(sql`
    insert into journal_day_counts (company_id, day, entries)
    select e.company_id, e.date, count(*)
      from journal_entries e
     where e.company_id = ${target.companyId}::uuid
       and e.id = any(array(select ${entryId(target.companyId, sql`n`)}
                              from generate_series(${firstNumber}::int, ${lastNumber}::int) as n))
     group by e.company_id, e.date
    on conflict (company_id, day) do update set entries = journal_day_counts.entries + excluded.entries`);
  // Runs the deferred balance checks now: ALTER TABLE refuses a table with pending trigger events.
  await tx.execute(sql`set constraints all immediate`);
  await tx.execute(sql`alter table journal_lines enable trigger journal_lines_immutable`);
  await tx.execute(sql`alter table journal_entries enable trigger journal_entries_balances`);
}

/**
 * Writes the batch as Posted entries numbered JE-nnnn from `firstNumber`, inside a transaction. The
 * database's check that every Posted entry balances runs in both modes (at commit, or before the
 * triggers are switched back on).
 */
export async function insertBatch(
  tx: Executor,
  target: BatchTarget,
  batch: EntryBatch,
  firstNumber: number,
  posting: Posting,
): Promise<void> {
  if (posting === 'trigger') await postByTrigger(tx, target, batch, firstNumber);
  else await postInBulk(tx, target, batch, firstNumber);
  await tx.execute(setCounter(target.companyId, firstNumber + batch.entryCount - 1));
}
