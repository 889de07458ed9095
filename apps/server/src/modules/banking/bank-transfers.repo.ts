import type { BankTransfer, BankTransferListQuery, Page } from '@tawi/contracts';
import { bankAccounts, bankTransfers, type Executor, journalEntries } from '@tawi/db';
import { Money } from '@tawi/domain';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../platform/app-error';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import { sqlPage } from '../../platform/sql-page';

const fromAccount = alias(bankAccounts, 'from_account');
const toAccount = alias(bankAccounts, 'to_account');

function selectTransfers(db: Executor, companyId: string, where: SQL | undefined) {
  return db
    .select({
      transfer: bankTransfers,
      fromAccountName: fromAccount.name,
      toAccountName: toAccount.name,
      entryNumber: journalEntries.number,
    })
    .from(bankTransfers)
    .innerJoin(fromAccount, keyedJoin(fromAccount, bankTransfers, bankTransfers.fromBankAccountId))
    .innerJoin(toAccount, keyedJoin(toAccount, bankTransfers, bankTransfers.toBankAccountId))
    .leftJoin(journalEntries, keyedJoin(journalEntries, bankTransfers, bankTransfers.entryId))
    .where(ofCompany(bankTransfers, companyId, where));
}

type Row = Awaited<ReturnType<typeof selectTransfers>>[number];

function toRecord({ transfer: t, fromAccountName, toAccountName, entryNumber }: Row): BankTransfer {
  return {
    id: t.id,
    transferNumber: t.transferNumber,
    branchId: t.branchId,
    fromBankAccountId: t.fromBankAccountId,
    fromAccountName,
    toBankAccountId: t.toBankAccountId,
    toAccountName,
    amount: Money.of(t.amount).toNumber(),
    date: t.date,
    reference: t.reference,
    notes: t.notes,
    status: t.status === 'Voided' ? 'Voided' : 'Completed',
    entryNumber,
    voidedAt: t.voidedAt?.toISOString() ?? null,
    voidReason: t.voidReason,
    createdAt: t.createdAt.toISOString(),
  };
}

export async function findBankTransfer(db: Executor, companyId: string, id: string): Promise<BankTransfer> {
  const [row] = await selectTransfers(db, companyId, eq(bankTransfers.id, id));
  if (!row) throw notFound('Transfer');
  return toRecord(row);
}

/** A branch's transfers, newest first; `bankAccountId`: those in or out of that account. */
export function listBankTransfers(
  db: Executor,
  companyId: string,
  branchId: string,
  q: BankTransferListQuery,
): Promise<Page<BankTransfer>> {
  const where = and(
    eq(bankTransfers.branchId, branchId),
    q.bankAccountId
      ? or(
          eq(bankTransfers.fromBankAccountId, q.bankAccountId),
          eq(bankTransfers.toBankAccountId, q.bankAccountId),
        )
      : undefined,
  );
  const rows = selectTransfers(db, companyId, where).orderBy(
    desc(bankTransfers.date),
    desc(bankTransfers.transferNumber),
  );
  const counted = db
    .select({ n: count() })
    .from(bankTransfers)
    .where(ofCompany(bankTransfers, companyId, where));
  return sqlPage(q, rows, counted, async (found) => found.map(toRecord));
}
