import { type JournalEntry, journalEntryCreate, journalLineInput } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** A line of the editor: the contract's line, with one side only (as the posting rules require). */
const lineForm = (t: TFunction<'ledger'>) =>
  journalLineInput.omit({ branchId: true }).superRefine((line, ctx) => {
    const debit = line.debit > 0;
    const credit = line.credit > 0;
    if (debit === credit) {
      ctx.addIssue({
        code: 'custom',
        path: [debit ? 'credit' : 'debit'],
        message: debit ? t('journalDialog.errors.oneSide') : t('journalDialog.errors.enterSide'),
      });
    }
  });

/** The entry editor's schema, its own messages in the interface language. */
export const journalForm = (t: TFunction<'ledger'>) =>
  journalEntryCreate.omit({ status: true, branchId: true }).extend({
    lines: z.array(lineForm(t)).min(2, t('journalDialog.errors.twoLines')).max(500),
  });
export type JournalFormInput = z.input<ReturnType<typeof journalForm>>;
export type JournalFormValues = z.output<ReturnType<typeof journalForm>>;
export type JournalLineInput = JournalFormInput['lines'][number];

export const JOURNAL_FIELDS = ['date', 'memo', 'lines'] as const;

export const blankLine = (): JournalLineInput => ({
  accountId: '',
  debit: undefined,
  credit: undefined,
  description: '',
});

export function journalFormValues(entry: JournalEntry | undefined, today: string): JournalFormInput {
  if (!entry) return { date: today, memo: '', lines: [blankLine(), blankLine()] };
  return {
    date: entry.date,
    memo: entry.memo ?? '',
    lines: entry.lines.map((l) => ({
      accountId: l.accountId,
      debit: l.debit || undefined,
      credit: l.credit || undefined,
      description: l.description ?? '',
    })),
  };
}

export interface LineTotals {
  debit: Money;
  credit: Money;
  /** Debit minus credit: zero when the entry balances. */
  difference: Money;
  balanced: boolean;
}

const amountOf = (v: unknown): Money =>
  typeof v === 'number' && Number.isFinite(v) ? Money.of(v) : Money.zero();

/** The editor's running totals, summed exactly (never as floats). */
export function lineTotals(lines: ReadonlyArray<Partial<JournalLineInput>>): LineTotals {
  const debit = Money.sum(lines.map((l) => amountOf(l.debit)));
  const credit = Money.sum(lines.map((l) => amountOf(l.credit)));
  const difference = debit.minus(credit);
  return { debit, credit, difference, balanced: difference.isZero() && !debit.isZero() };
}
