import type { VatFilingCreate } from '@tawi/contracts';
import { type Database, vatFilings } from '@tawi/db';
import { addDays, formatDate, formatVatPeriod, vatPeriodRange } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { AppError, fieldError, invalidState } from '../../platform/app-error';
import { auditCreate, recordAudit } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import { companyToday } from '../../platform/company-today';
import type { RequestContext } from '../../platform/request-context';
import { assertReachesEveryBranch } from './vat-access';
import { lockVatPeriod } from './vat-period-lock';
import { assertVatPeriodRegistered } from './vat-registered-transactions';
import { figuresOf, getVatSummary, transactionsOf } from './vat-summaries';

/**
 * Marks a month's return as filed with KRA on `filingDate`, keeping the figures as filed. The month
 * must be over (422 `vat-period-open`); a month filed already is 409, also for two requests at once.
 * From then on nothing dated in the month may change its figures (assertVatPeriodOpen).
 */
export async function fileVatReturn(
  db: Database,
  ctx: RequestContext,
  period: string,
  input: VatFilingCreate,
) {
  await assertReachesEveryBranch(db, ctx);
  await assertVatPeriodRegistered(db, ctx.companyId, period);
  const range = vatPeriodRange(period);
  const today = await companyToday(db, ctx.companyId);
  if (today <= range.to) {
    throw new AppError(
      'vat-period-open',
      `${formatVatPeriod(period)} is not over yet: its return can be filed from ${formatDate(addDays(range.to, 1))}`,
    );
  }
  if (input.filingDate <= range.to)
    throw fieldError('filingDate', `After the period, from ${formatDate(addDays(range.to, 1))}`);
  if (input.filingDate > today) throw fieldError('filingDate', 'Cannot be after today');
  await db.transaction(async (tx) => {
    // postings of the month in flight commit first and are counted; later ones see the filing
    await lockVatPeriod(tx, ctx.companyId, period, 'exclusive');
    const { totals: _, ...figures } = figuresOf(await transactionsOf(tx, ctx.companyId, range));
    const [row] = await tx
      .insert(vatFilings)
      .values({
        companyId: ctx.companyId,
        period,
        filingDate: input.filingDate,
        reference: input.reference ?? null,
        figures,
        filedBy: ctx.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw invalidState(`The return of ${formatVatPeriod(period)} is filed already`);
    const summary = `VAT return of ${formatVatPeriod(period)} filed on ${formatDate(input.filingDate)}`;
    await auditCreate(tx, ctx, 'vat-return', period, summary, row);
  });
  return getVatSummary(db, ctx, period);
}

/** Takes a filing back (entered by mistake, or to file an amended return): the month is Pending again. */
export async function reopenVatReturn(db: Database, ctx: RequestContext, period: string) {
  await assertReachesEveryBranch(db, ctx);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(vatFilings)
      .where(ofCompany(vatFilings, ctx.companyId, eq(vatFilings.period, period)))
      .returning();
    if (!row) throw invalidState(`The return of ${formatVatPeriod(period)} is not filed`);
    await recordAudit(tx, ctx, {
      action: 'delete',
      entity: 'vat-return',
      entityId: period,
      summary: `VAT return of ${formatVatPeriod(period)} reopened`,
      before: row,
    });
  });
  return getVatSummary(db, ctx, period);
}
