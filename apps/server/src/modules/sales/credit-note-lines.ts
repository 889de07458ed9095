import type { CreditNoteCreate, SalesLineInput } from '@tawi/contracts';
import { creditNoteLines, creditNotes, type Executor, type invoiceLines } from '@tawi/db';
import { Money } from '@tawi/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../platform/app-error';
import { keyedJoin, ofCompany } from '../../platform/company-rows';
import { toLineInput } from './invoice-lines';

type InvoiceLine = typeof invoiceLines.$inferSelect;

/** Quantity already credited per invoice line number. */
export async function creditedQty(tx: Executor, companyId: string, invoiceId: string) {
  const rows = await tx
    .select({ lineNo: creditNoteLines.invoiceLineNo, qty: sql<string>`sum(${creditNoteLines.qty})::text` })
    .from(creditNoteLines)
    .innerJoin(creditNotes, keyedJoin(creditNotes, creditNoteLines, creditNoteLines.creditNoteId))
    .where(ofCompany(creditNoteLines, companyId, eq(creditNotes.invoiceId, invoiceId)))
    .groupBy(creditNoteLines.invoiceLineNo);
  return new Map(rows.map((r) => [r.lineNo, Money.of(r.qty)]));
}

/**
 * The credited lines: each invoice line's price and tax treatment, the discount pro rata; no more
 * than invoiced less what earlier notes credited (422 `credit-exceeds-invoiced`).
 */
export function creditLines(input: CreditNoteCreate, lines: InvoiceLine[], credited: Map<number, Money>) {
  return input.lines.map((c, i) => {
    const line = lines.find((l) => l.lineNo === c.lineNo);
    if (!line) throw fieldError(`lines.${i}.lineNo`, 'Not a line of this invoice');
    const left = Money.of(line.qty).minus(credited.get(line.lineNo) ?? 0);
    if (Money.of(c.qty).gt(left)) {
      throw new AppError(
        'credit-exceeds-invoiced',
        `Line ${line.lineNo} has only ${left.toFixed(3)} left to credit`,
        {
          fields: { [`lines.${i}.qty`]: `At most ${Number(left.toFixed(3))}` },
        },
      );
    }
    credited.set(line.lineNo, Money.of(credited.get(line.lineNo) ?? 0).plus(c.qty));
    const ratio = Money.of(c.qty).dividedBy(line.qty);
    const input: SalesLineInput = {
      ...toLineInput(line),
      qty: c.qty,
      discount: Money.of(line.discount).times(ratio).round().toNumber(),
    };
    return {
      input,
      line,
      cost: Money.of(line.costValue ?? 0)
        .times(ratio)
        .round(),
    };
  });
}
