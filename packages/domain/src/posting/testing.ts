import { checkEntry } from '../ledger/journal';
import { type PostingLine, resolveAccounts } from './posting-line';

/** Branch ids of the examples. */
export const NAIROBI = 'nairobi';
export const MOMBASA = 'mombasa';

/**
 * Lines as short text, one each: branch, Dr/Cr, account (system key or id), amount, then the
 * description in quotes and the contact after `@` where the line has them.
 */
export function show(lines: readonly PostingLine[]): string[] {
  return lines.map((l) => {
    const [dc, amount] = l.debit.isZero() ? ['Cr', l.credit.toFixed()] : ['Dr', l.debit.toFixed()];
    const account = 'key' in l.account ? l.account.key : `#${l.account.id}`;
    const parts = [l.branchId, dc, account, amount];
    if (l.description !== undefined) parts.push(`"${l.description}"`);
    if (l.contactId !== undefined) parts.push(`@${l.contactId}`);
    return parts.join(' ');
  });
}

/**
 * Checks the lines as the ledger does (well-formed, debits equal credits over the entry and within
 * every branch) and returns the entry's total debit, e.g. '1160.00'.
 */
export function balancedTotal(lines: readonly PostingLine[]): string {
  return checkEntry(resolveAccounts(lines, (key) => key)).debit.toFixed();
}
