import type { JournalEntry, JournalEntryListQuery, Page } from '@tawi/contracts';
import { accounts, type Executor, journalEntries, journalLines } from '@tawi/db';
import { Money } from '@tawi/domain';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { keyedJoin, ofCompany, ofDocuments } from '../../platform/company-rows';
import { ilikeAny } from '../../platform/like-pattern';
import { datedWithin, givenEquals } from '../../platform/list-filters';
import { sqlPage } from '../../platform/sql-page';

type EntryRow = typeof journalEntries.$inferSelect;

async function withLines(db: Executor, companyId: string, rows: EntryRow[]): Promise<JournalEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select({ line: journalLines, code: accounts.code, name: accounts.name })
    .from(journalLines)
    .innerJoin(accounts, keyedJoin(accounts, journalLines, journalLines.accountId))
    .where(ofDocuments(journalLines, companyId, journalLines.entryId, ids))
    .orderBy(asc(journalLines.lineNo));
  const reversals = await db
    .select({ id: journalEntries.id, of: journalEntries.reversalOfId })
    .from(journalEntries)
    .where(ofCompany(journalEntries, companyId, inArray(journalEntries.reversalOfId, ids)));
  return rows.map((row) => {
    const mine = lines.filter((l) => l.line.entryId === row.id);
    return {
      id: row.id,
      number: row.number,
      date: row.date,
      memo: row.memo,
      status: row.status as JournalEntry['status'],
      branchId: row.branchId,
      sourceType: row.sourceType,
      sourceId: row.sourceId,
      reversalOfId: row.reversalOfId,
      reversedById: reversals.find((r) => r.of === row.id)?.id ?? null,
      postedAt: row.postedAt?.toISOString() ?? null,
      totalDebit: Money.sum(mine.map((l) => l.line.debit)).toNumber(),
      totalCredit: Money.sum(mine.map((l) => l.line.credit)).toNumber(),
      lines: mine.map(({ line, code, name }) => ({
        id: line.id,
        lineNo: line.lineNo,
        accountId: line.accountId,
        accountCode: code,
        accountName: name,
        branchId: line.branchId,
        debit: Money.of(line.debit).toNumber(),
        credit: Money.of(line.credit).toNumber(),
        description: line.description,
      })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function findEntryRow(db: Executor, companyId: string, id: string) {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(ofCompany(journalEntries, companyId, eq(journalEntries.id, id)))
    .limit(1);
  return rows[0];
}

export async function getEntry(
  db: Executor,
  companyId: string,
  id: string,
): Promise<JournalEntry | undefined> {
  const row = await findEntryRow(db, companyId, id);
  return row ? (await withLines(db, companyId, [row]))[0] : undefined;
}

export async function listEntries(
  db: Executor,
  companyId: string,
  branchIds: readonly string[],
  q: JournalEntryListQuery,
): Promise<Page<JournalEntry>> {
  const where = ofCompany(
    journalEntries,
    companyId,
    inArray(journalEntries.branchId, [...branchIds]),
    givenEquals(journalEntries.branchId, q.branchId),
    givenEquals(journalEntries.status, q.status),
    datedWithin(journalEntries.date, q.from, q.to),
    ilikeAny(q.search, [journalEntries.number, journalEntries.memo]),
  );
  return sqlPage(
    q,
    db
      .select()
      .from(journalEntries)
      .where(where)
      // newest first; within a day by when they were made, so a draft (numbered only when posted, its
      // placeholder sorting below every JE-nnnn) shows on the first page as soon as it is saved
      .orderBy(desc(journalEntries.date), desc(journalEntries.createdAt), desc(journalEntries.number)),
    db.select({ n: count() }).from(journalEntries).where(where),
    (rows) => withLines(db, companyId, rows),
  );
}
