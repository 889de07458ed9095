import { type CreditNoteApply, creditNoteApply } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { draftResolver } from '../../../shared/form/form-resolver';
import { formatKes } from '../../../shared/format';
import { type AllocationDraft, allocationDraftOf } from '../receipts/receipt-form';

/** What is wrong with the boxes as a whole: none filled in, or more than the credit held. */
export function creditListProblem(
  held: number,
  invoices: ReadonlyArray<{ amount?: number | undefined }>,
  t: TFunction<'customers'>,
): { kind: 'empty' | 'over'; message: string } | null {
  const total = Money.sum(invoices.map((i) => Money.of(Number.isFinite(i.amount) ? (i.amount ?? 0) : 0)));
  if (total.isZero()) return { kind: 'empty', message: t('applyCredit.noAmount') };
  if (total.gt(held))
    return { kind: 'over', message: t('applyCredit.overHeld', { amount: formatKes(held) }) };
  return null;
}

/**
 * The apply-credit form for a note holding `held`: every open invoice of its customer with a box;
 * at least one amount, in all no more than is held. It sends the contract (the boxes filled in).
 */
export function applyCreditForm(held: number, t: TFunction<'customers'>) {
  return z
    .object({ date: creditNoteApply.shape.date, invoices: z.array(allocationDraftOf(t)) })
    .superRefine(({ invoices }, ctx) => {
      const problem = creditListProblem(held, invoices, t);
      if (problem) ctx.addIssue({ code: 'custom', path: ['invoices'], message: problem.message });
    })
    .transform(
      ({ date, invoices }): z.input<typeof creditNoteApply> => ({
        date,
        invoices: invoices.flatMap((i) =>
          i.amount === undefined ? [] : [{ invoiceId: i.invoiceId, amount: i.amount }],
        ),
      }),
    )
    .pipe(creditNoteApply);
}

export interface ApplyCreditInput {
  date: string;
  invoices: AllocationDraft[];
}

export const APPLY_FIELDS = ['date', 'invoices'] as const;

/** The form's resolver: boxes in, the contract's request out. */
export const applyCreditResolver = (held: number, t: TFunction<'customers'>) =>
  draftResolver<ApplyCreditInput, CreditNoteApply>(applyCreditForm(held, t));
