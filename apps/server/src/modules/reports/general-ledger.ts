import type { Executor } from '@tawi/db';
import { ledgerOpening, Money, runningBalances } from '@tawi/domain';
import { notFound } from '../../platform/app-error';
import { sourceLabel } from './entry-context';
import { toCsv } from './report-output';
import type { ReportRange } from './report-range';
import { accountActivity, ledgerLines } from './reports.repo';

type Line = Awaited<ReturnType<typeof ledgerLines>>[number];

export interface LedgerAccount {
  accountId: string;
  accountCode: string;
  accountName: string;
  openingBalance: Money;
  lines: Array<
    Omit<Line, 'accountId' | 'debit' | 'credit' | 'sourceType' | 'sourceNumber'> & {
      source: string | null;
      debit: Money;
      credit: Money;
      balance: Money;
    }
  >;
  closingBalance: Money;
}

/**
 * Per account: the opening balance on `from` (daily balances; income and expense accounts open at zero),
 * the posted lines from..to with a running balance on the account's normal side, the closing balance.
 * Without `accountId`: every account with an opening balance or a line. Another company's account: 404.
 */
export async function generalLedger(
  db: Executor,
  companyId: string,
  range: ReportRange,
  accountId?: string,
): Promise<{ accounts: LedgerAccount[] }> {
  const activity = await accountActivity(db, companyId, range, { before: true });
  const chosen = activity.filter((a) => !accountId || a.accountId === accountId);
  if (accountId && chosen.length === 0) throw notFound('Account');
  const byAccount = new Map<string, Line[]>();
  for (const line of await ledgerLines(db, companyId, range, accountId)) {
    const list = byAccount.get(line.accountId);
    if (list) list.push(line);
    else byAccount.set(line.accountId, [line]);
  }
  const accounts = chosen.flatMap((a): LedgerAccount[] => {
    const lines = byAccount.get(a.accountId) ?? [];
    const opening = ledgerOpening(a);
    if (!accountId && lines.length === 0 && opening.isZero()) return [];
    const run = runningBalances(a.type, opening, lines);
    return [
      {
        accountId: a.accountId,
        accountCode: a.accountCode,
        accountName: a.accountName,
        openingBalance: opening,
        lines: lines.map(({ accountId: _, sourceType, sourceNumber, ...l }, i) => ({
          ...l,
          source: sourceLabel(sourceType, sourceNumber),
          debit: Money.of(l.debit),
          credit: Money.of(l.credit),
          balance: run.balances[i] ?? opening,
        })),
        closingBalance: run.closing,
      },
    ];
  });
  return { accounts };
}

export function generalLedgerCsv(gl: { accounts: LedgerAccount[] }): string {
  const header = [
    'Account code',
    'Account name',
    'Date',
    'Number',
    'Memo',
    'Description',
    'Debit',
    'Credit',
    'Balance',
    'Branch',
    'Source',
    'Contact',
  ];
  const none = [null, null, null] as const;
  return toCsv([
    header,
    ...gl.accounts.flatMap((a) => [
      [
        a.accountCode,
        a.accountName,
        null,
        null,
        'Opening balance',
        null,
        null,
        null,
        a.openingBalance,
        ...none,
      ],
      ...a.lines.map((l) => [
        a.accountCode,
        a.accountName,
        l.date,
        l.number,
        l.memo,
        l.description,
        l.debit,
        l.credit,
        l.balance,
        l.branchName,
        l.source,
        l.contactName,
      ]),
      [
        a.accountCode,
        a.accountName,
        null,
        null,
        'Closing balance',
        null,
        null,
        null,
        a.closingBalance,
        ...none,
      ],
    ]),
  ]);
}
