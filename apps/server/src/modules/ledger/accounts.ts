import type { Account, AccountCreate, AccountUpdate } from '@tawi/contracts';
import { accounts, type Database, type Executor, journalLines } from '@tawi/db';
import { type AccountType, todayIn } from '@tawi/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { invalidState } from '../../platform/app-error';
import { auditCreate, auditDelete, auditUpdate } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import { foundRow } from '../../platform/found-row';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { assertUnique } from '../../platform/unique';
import { balancesAsOf, hasPostings, signedBalance } from './account-balances';

type AccountRow = typeof accounts.$inferSelect;

const toAccount = (row: AccountRow, balance: number): Account => ({
  id: row.id,
  code: row.code,
  name: row.name,
  type: row.type as AccountType,
  subtype: row.subtype,
  systemKey: row.systemKey,
  description: row.description,
  isActive: row.isActive,
  balance,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listAccounts(
  db: Executor,
  companyId: string,
  opts: { asOf?: string | undefined; branchId?: string | undefined },
): Promise<Account[]> {
  const rows = await db
    .select()
    .from(accounts)
    .where(eq(accounts.companyId, companyId))
    .orderBy(asc(accounts.code));
  const totals = await balancesAsOf(db, companyId, opts.asOf ?? todayIn(), opts.branchId);
  return rows.map((r) => toAccount(r, signedBalance(r.type as AccountType, totals.get(r.id))));
}

export async function getAccount(db: Executor, companyId: string, id: string): Promise<Account> {
  const row = await accountRow(db, companyId, id);
  const totals = await balancesAsOf(db, companyId, todayIn());
  return toAccount(row, signedBalance(row.type as AccountType, totals.get(row.id)));
}

const codeFree = (tx: Executor, companyId: string, code: string, exceptId?: string) =>
  assertUnique(tx, {
    table: accounts,
    id: accounts.id,
    where: ofCompany(accounts, companyId, eq(accounts.code, code)),
    exceptId,
    field: 'code',
    what: 'An account',
  });

export async function createAccount(db: Database, ctx: RequestContext, input: AccountCreate) {
  const id = await db.transaction(async (tx) => {
    await codeFree(tx, ctx.companyId, input.code);
    const row = await tx
      .insert(accounts)
      .values({
        companyId: ctx.companyId,
        ...input,
        subtype: input.subtype ?? null,
        description: input.description ?? null,
      })
      .returning()
      .then(returnedRow('account insert'));
    await auditCreate(tx, ctx, 'account', row.id, `${row.code} ${row.name}`, row);
    return row.id;
  });
  return getAccount(db, ctx.companyId, id);
}

async function accountRow(tx: Executor, companyId: string, id: string): Promise<AccountRow> {
  return foundRow(tx, accounts, ofCompany(accounts, companyId, eq(accounts.id, id)), 'Account');
}

/** System accounts (posting rules rely on them) keep their type and stay active. */
export async function updateAccount(db: Database, ctx: RequestContext, id: string, input: AccountUpdate) {
  await db.transaction(async (tx) => {
    const before = await accountRow(tx, ctx.companyId, id);
    if (before.systemKey && input.type && input.type !== before.type) {
      throw invalidState('This account is used by the posting rules: its type cannot change');
    }
    if (before.systemKey && input.isActive === false)
      throw invalidState('This account is used by the posting rules and must stay active');
    if (input.type && input.type !== before.type && (await hasPostings(tx, ctx.companyId, id))) {
      throw invalidState('An account with postings cannot change type');
    }
    if (input.code) await codeFree(tx, ctx.companyId, input.code, id);
    const [after] = await tx
      .update(accounts)
      .set({ ...input, updatedAt: new Date() })
      .where(ofCompany(accounts, ctx.companyId, eq(accounts.id, id)))
      .returning();
    await auditUpdate(tx, ctx, 'account', id, `${before.code} ${before.name}`, { before, after });
  });
  return getAccount(db, ctx.companyId, id);
}

/** Only an account nobody ever wrote a line on, and not a system one, can be deleted. */
export async function deleteAccount(db: Database, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await accountRow(tx, ctx.companyId, id);
    if (before.systemKey)
      throw invalidState('This account is used by the posting rules and cannot be deleted');
    const used = await tx
      .select({ one: sql`1` })
      .from(journalLines)
      .where(ofCompany(journalLines, ctx.companyId, eq(journalLines.accountId, id)))
      .limit(1);
    if (used.length > 0)
      throw invalidState('An account with postings cannot be deleted; deactivate it instead');
    await tx.delete(accounts).where(ofCompany(accounts, ctx.companyId, eq(accounts.id, id)));
    await auditDelete(tx, ctx, 'account', id, `${before.code} ${before.name}`, before);
  });
}
