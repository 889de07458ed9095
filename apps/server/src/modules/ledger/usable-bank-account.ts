import { bankAccounts, type Executor } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { fieldError } from '../../platform/app-error';
import { liveOf } from '../../platform/company-rows';

/**
 * The company's active bank, cash or M-Pesa account money is received into or paid from (its ledger
 * account is what the money moves through), or 400 on `bankAccountId`.
 */
export async function usableBankAccount(db: Executor, companyId: string, id: string) {
  const [bank] = await db
    .select()
    .from(bankAccounts)
    .where(liveOf(bankAccounts, companyId, eq(bankAccounts.id, id)));
  if (!bank?.isActive) throw fieldError('bankAccountId', 'Choose an active bank, cash or M-Pesa account');
  return bank;
}
