import { accounts, type Executor } from '@tawi/db';
import { type AccountType, Money } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { type FileAnswer, fileAnswer } from '../../platform/implement';
import type { JournalResult } from './journal';
import type { ReportRange } from './report-range';

const TOP_ACCOUNTS: Record<AccountType, string> = {
  asset: 'Assets',
  liability: 'Liabilities',
  equity: 'Equity',
  income: 'Income',
  expense: 'Expenses',
};

/** Where lines in other branches go when a branch filter leaves an entry unbalanced. */
export const OTHER_BRANCHES_ACCOUNT = 'Equity:Other branches';

/** Words safe in a ledger name or description: no ':' (a sub-account), ';' (a comment), tabs or double spaces. */
const plain = (text: string) => text.replace(/[:;]/g, '-').replace(/\s+/g, ' ').trim();

/** `Assets:1000 Cash on Hand`: the account's type, then its code and name. */
export function ledgerAccountName(type: AccountType, code: string, name: string): string {
  return `${TOP_ACCOUNTS[type]}:${plain(`${code} ${name}`)}`;
}

/**
 * The entries as a plain-text journal hledger and ledger-cli read: one transaction per entry
 * (`2026-02-10 (JE-0004) invoice INV-0003 | Nakuru Hardware Ltd | memo`), one posting per line with
 * its amount in KES (debit positive, credit negative, 2 decimals). Each transaction balances; with a
 * branch filter, the lines left out are one posting to `Equity:Other branches`.
 */
export async function journalLedger(db: Executor, companyId: string, j: JournalResult): Promise<string> {
  const types = new Map(
    (
      await db
        .select({ id: accounts.id, type: accounts.type })
        .from(accounts)
        .where(eq(accounts.companyId, companyId))
    ).map((a) => [a.id, a.type as AccountType]),
  );
  const amount = (m: Money) => `KES ${m.toFixed(2)}`;
  const transactions = j.entries.map((e) => {
    const words = [e.source, e.contactName, e.memo].filter((w): w is string => !!w).map(plain);
    const head = `${e.date} (${plain(e.number)}) ${words.join(' | ') || 'Journal entry'}`;
    let sum = Money.zero();
    const postings = e.lines.map((l) => {
      const net = l.debit.minus(l.credit);
      sum = sum.plus(net);
      const type = types.get(l.accountId) ?? 'asset';
      const note = l.description ? `  ; ${plain(l.description)}` : '';
      return `    ${ledgerAccountName(type, l.accountCode, l.accountName)}  ${amount(net)}${note}`;
    });
    if (!sum.isZero()) postings.push(`    ${OTHER_BRANCHES_ACCOUNT}  ${amount(sum.neg())}`);
    return [head, ...postings].join('\n');
  });
  return `; Journal exported by Tawi, amounts in KES\n\n${transactions.join('\n\n')}\n`;
}

/** A ledger download named like `journal-2026-01-01-2026-12-31.journal`. */
export function ledgerAnswer(range: ReportRange, text: string): FileAnswer {
  return fileAnswer(text, 'text/plain; charset=utf-8', `journal-${range.from}-${range.to}.journal`);
}
