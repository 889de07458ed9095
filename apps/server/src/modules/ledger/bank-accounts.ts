import type { BankAccount, BankAccountCreate, BankAccountUpdate } from '@tawi/contracts';
import { accounts, bankAccounts, type Database, type Executor } from '@tawi/db';
import { Money, openingBalancePosting, todayIn } from '@tawi/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { auditCreate, auditDelete, auditUpdate } from '../../platform/audit';
import { assertRecordBranch, scopedBranchId } from '../../platform/branch-scope';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { balancesAsOf, signedBalance } from './account-balances';
import { postDocument } from './post-document';

/** Each kind's ledger accounts sit under its system account's code: 1010-01, 1010-02 for banks, ... */
const PARENT = {
  bank: { key: 'bank', code: '1010' },
  cash: { key: 'cash', code: '1000' },
  mobile_money: { key: 'mpesa', code: '1020' },
} as const;

type Row = { bank: typeof bankAccounts.$inferSelect; code: string };

async function rowsOf(db: Executor, companyId: string, where: ReturnType<typeof and>) {
  return db
    .select({ bank: bankAccounts, code: accounts.code })
    .from(bankAccounts)
    .innerJoin(accounts, keyedJoin(accounts, bankAccounts, bankAccounts.accountId))
    .where(ofCompany(bankAccounts, companyId, where))
    .orderBy(asc(bankAccounts.name));
}

async function toRecords(db: Executor, companyId: string, rows: Row[]): Promise<BankAccount[]> {
  const totals = await balancesAsOf(db, companyId, todayIn());
  return rows.map(({ bank, code }) => ({
    id: bank.id,
    name: bank.name,
    bankName: bank.bankName,
    accountNumber: bank.accountNumber,
    kind: bank.kind as BankAccount['kind'],
    branchId: bank.branchId,
    accountId: bank.accountId,
    accountCode: code,
    openingBalance: Money.of(bank.openingBalance).toNumber(),
    openingDate: bank.openingDate,
    balance: signedBalance('asset', totals.get(bank.accountId)),
    isActive: bank.isActive,
    isDeleted: bank.isDeleted,
    deletedAt: bank.deletedAt?.toISOString() ?? null,
    createdAt: bank.createdAt.toISOString(),
    updatedAt: bank.updatedAt.toISOString(),
  }));
}

export async function listBankAccounts(
  db: Executor,
  ctx: RequestContext,
  branchId: string,
  includeInactive: boolean,
) {
  const rows = await rowsOf(
    db,
    ctx.companyId,
    and(
      eq(bankAccounts.branchId, branchId),
      eq(bankAccounts.isDeleted, false),
      includeInactive ? undefined : eq(bankAccounts.isActive, true),
    ),
  );
  return toRecords(db, ctx.companyId, rows);
}

export async function getBankAccount(db: Executor, ctx: RequestContext, id: string): Promise<BankAccount> {
  const rows = await rowsOf(
    db,
    ctx.companyId,
    and(eq(bankAccounts.id, id), eq(bankAccounts.isDeleted, false)),
  );
  const [record] = await toRecords(db, ctx.companyId, rows);
  if (!record) throw notFound('Bank account');
  assertRecordBranch(ctx, record);
  return record;
}

async function nextChildCode(tx: Executor, companyId: string, parent: string): Promise<string> {
  const taken = await tx
    .select({ code: accounts.code })
    .from(accounts)
    .where(ofCompany(accounts, companyId, like(accounts.code, `${parent}-%`)));
  const n = taken.reduce((max, { code }) => Math.max(max, Number(code.split('-')[1]) || 0), 0) + 1;
  return `${parent}-${String(n).padStart(2, '0')}`;
}

/** Creates the bank account with its ledger account, and posts the opening balance against opening balance equity. */
export async function createBankAccount(db: Database, ctx: RequestContext, input: BankAccountCreate) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const id = await db.transaction(async (tx) => {
    const parent = PARENT[input.kind];
    const ledger = await tx
      .insert(accounts)
      .values({
        companyId: ctx.companyId,
        code: await nextChildCode(tx, ctx.companyId, parent.code),
        name: input.name,
        type: 'asset',
        subtype: input.kind,
      })
      .returning()
      .then(returnedRow('account insert'));
    const openingDate = input.openingDate ?? todayIn();
    const bank = await tx
      .insert(bankAccounts)
      .values({
        companyId: ctx.companyId,
        branchId,
        name: input.name,
        bankName: input.bankName ?? null,
        accountNumber: input.accountNumber ?? null,
        kind: input.kind,
        accountId: ledger.id,
        openingBalance: Money.of(input.openingBalance).toFixed(),
        openingDate,
      })
      .returning()
      .then(returnedRow('bank account insert'));
    const opening = openingBalancePosting({
      branchId,
      ledgerAccountId: ledger.id,
      amount: input.openingBalance,
    });
    if (opening.length > 0) {
      await postDocument(tx, ctx, {
        branchId,
        date: openingDate,
        memo: `Opening balance of ${input.name}`,
        source: { type: 'bank-account', id: bank.id },
        lines: opening,
      });
    }
    await auditCreate(tx, ctx, 'bank-account', bank.id, bank.name, bank);
    return bank.id;
  });
  return getBankAccount(db, ctx, id);
}

export async function updateBankAccount(
  db: Database,
  ctx: RequestContext,
  id: string,
  input: BankAccountUpdate,
) {
  const before = await getBankAccount(db, ctx, id);
  await db.transaction(async (tx) => {
    await tx
      .update(bankAccounts)
      .set({ ...input, updatedAt: new Date() })
      .where(ofCompany(bankAccounts, ctx.companyId, eq(bankAccounts.id, id)));
    if (input.name) {
      await tx
        .update(accounts)
        .set({ name: input.name, updatedAt: new Date() })
        .where(ofCompany(accounts, ctx.companyId, eq(accounts.id, before.accountId)));
    }
    await auditUpdate(tx, ctx, 'bank-account', id, before.name, { before, after: input });
  });
  return getBankAccount(db, ctx, id);
}

/** Soft delete (spec): isDeleted true, isActive false, deletedAt. Its ledger account and history stay. */
export async function deleteBankAccount(db: Database, ctx: RequestContext, id: string): Promise<void> {
  const before = await getBankAccount(db, ctx, id);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(bankAccounts)
      .set({ isDeleted: true, isActive: false, deletedAt: now, updatedAt: now })
      .where(ofCompany(bankAccounts, ctx.companyId, eq(bankAccounts.id, id)));
    await auditDelete(tx, ctx, 'bank-account', id, before.name, before);
  });
}
