import type { Random } from './random';

/** What a company offers the generator: how many accounts and branches to pick from (1-based in SQL). */
export interface CompanyShape {
  accountCount: number;
  branchCount: number;
  /** Entries fall on day 0 .. days - 1 after the first day. */
  days: number;
}

/**
 * A batch of balanced entries as column arrays (indices are 1-based, amounts in cents), ready to be
 * sent as a handful of array parameters. Lines of entry k (1-based) carry `lineEntry` = k.
 */
export interface EntryBatch {
  entryCount: number;
  entryDay: number[];
  entryBranch: number[];
  lineEntry: number[];
  lineNo: number[];
  lineAccount: number[];
  lineBranch: number[];
  lineDebit: number[];
  lineCredit: number[];
}

/** 2 to 4 lines, never leaving a single line over (an entry needs two). */
function lineCount(random: Random, remaining: number): number {
  if (remaining <= 4) return remaining;
  const n = random.int(2, 4);
  return remaining - n === 1 ? n - 1 : n;
}

function distinctAccounts(random: Random, count: number, accountCount: number): number[] {
  const picked: number[] = [];
  while (picked.length < count) {
    const a = random.int(1, accountCount);
    if (!picked.includes(a)) picked.push(a);
  }
  return picked;
}

/** Splits `total` cents in `parts` positive amounts. */
function split(random: Random, total: number, parts: number): number[] {
  if (parts === 1) return [total];
  const first = random.int(1, total - 1);
  return [first, total - first];
}

/** Debit and credit amounts of one entry: n lines, 1-2 debits and 1-2 credits that balance. */
function amounts(random: Random, n: number): { debits: number[]; credits: number[] } {
  const total = random.int(100, 5_000_000);
  const debitLines = n === 2 ? 1 : n === 4 ? 2 : random.int(1, 2);
  return { debits: split(random, total, debitLines), credits: split(random, total, n - debitLines) };
}

/** Plans entries totalling exactly `lines` lines (`lines` must be 0 or at least 2). */
export function planEntries(random: Random, shape: CompanyShape, lines: number): EntryBatch {
  if (lines === 1) throw new RangeError('a batch needs 0 or at least 2 lines');
  const batch: EntryBatch = {
    entryCount: 0,
    entryDay: [],
    entryBranch: [],
    lineEntry: [],
    lineNo: [],
    lineAccount: [],
    lineBranch: [],
    lineDebit: [],
    lineCredit: [],
  };
  let remaining = lines;
  while (remaining > 0) {
    const n = lineCount(random, remaining);
    remaining -= n;
    const entry = ++batch.entryCount;
    const branch = random.int(1, shape.branchCount);
    batch.entryDay.push(random.int(0, shape.days - 1));
    batch.entryBranch.push(branch);
    const accounts = distinctAccounts(random, n, shape.accountCount);
    const { debits, credits } = amounts(random, n);
    const sides = [...debits.map((d) => [d, 0] as const), ...credits.map((c) => [0, c] as const)];
    sides.forEach(([debit, credit], i) => {
      batch.lineEntry.push(entry);
      batch.lineNo.push(i + 1);
      batch.lineAccount.push(accounts[i] ?? 1);
      // Every line in the entry's branch: each branch balances on its own (the ledger refuses an entry
      // that does not; cross-branch postings carry inter-branch lines, ADR 003).
      batch.lineBranch.push(branch);
      batch.lineDebit.push(debit);
      batch.lineCredit.push(credit);
    });
  }
  return batch;
}
