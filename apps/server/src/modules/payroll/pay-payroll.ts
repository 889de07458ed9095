import type { PayrollPay, PayrollRecord } from '@tawi/contracts';
import { type Database, type Executor, payrollRecords } from '@tawi/db';
import {
  Money,
  type PayrollPostingFigures,
  payrollAccrualPosting,
  payrollPaymentPosting,
  periodBounds,
  sumPayrollFigures,
  todayIn,
} from '@tawi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, fieldError, invalidState } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { getBankAccount, postDocument } from '../ledger';
import {
  inBranches,
  lockedRecords,
  ofPeriod,
  type PayrollRow,
  toPayrollRecord,
} from './payroll-records.repo';

const postingFigures = (r: PayrollRow): PayrollPostingFigures => ({
  gross: r.grossPay,
  paye: r.paye,
  nssfEmployee: r.nssf,
  nssfEmployer: r.employerNssf,
  health: Money.of(r.shif).plus(r.nhif),
  housingLevyEmployee: r.housingLevy,
  housingLevyEmployer: r.employerHousingLevy,
  nita: r.nita,
  net: r.netPay,
});

/** The Processed records to pay, locked: the listed ones, or the period's in the branch in scope. */
async function recordsToPay(tx: Executor, ctx: RequestContext, input: PayrollPay, branchId: string) {
  const picked = input.ids
    ? and(inArray(payrollRecords.id, input.ids), inBranches(ctx.branchIds))
    : eq(payrollRecords.branchId, branchId);
  const rows = await lockedRecords(tx, ofPeriod(ctx.companyId, input.period, picked));
  if (input.ids) {
    const missing = [...new Set(input.ids)].filter((id) => !rows.some((r) => r.id === id));
    if (missing.length > 0) throw new AppError('not-found', 'Payroll record not found', { ids: missing });
    const paid = rows.filter((r) => r.status === 'Paid');
    if (paid.length > 0) throw invalidState(`Already paid: ${paid.map((r) => r.payrollNumber).join(', ')}`);
  }
  const open = rows.filter((r) => r.status === 'Processed');
  if (open.length === 0) throw invalidState(`Nothing to pay for ${input.period}: no Processed payroll`);
  return open;
}

function byBranch(rows: PayrollRow[]): Map<string, PayrollRow[]> {
  const groups = new Map<string, PayrollRow[]>();
  for (const r of rows) groups.set(r.branchId, [...(groups.get(r.branchId) ?? []), r]);
  return groups;
}

type Bank = Awaited<ReturnType<typeof getBankAccount>>;
type PayDates = { period: string; date: string; accrualDate: string };

/** A branch's two entries: salaries and employer costs accrued, then net salaries paid from the bank. */
async function postBranchPayroll(
  tx: Executor,
  ctx: RequestContext,
  { branch, group }: { branch: string; group: PayrollRow[] },
  bank: Bank,
  { period, date, accrualDate }: PayDates,
) {
  const totals = sumPayrollFigures(group.map(postingFigures));
  const accrual = await postDocument(tx, ctx, {
    branchId: branch,
    date: accrualDate,
    memo: `Payroll ${period}: salaries and employer costs (${group.length} employee(s))`,
    source: { type: 'payroll', id: period },
    lines: payrollAccrualPosting(branch, totals),
  });
  const payment = await postDocument(tx, ctx, {
    branchId: branch,
    date,
    memo: `Payroll ${period}: net salaries paid from ${bank.name}`,
    source: { type: 'payroll-payment', id: period },
    lines: payrollPaymentPosting({
      branchId: branch,
      bankLedgerAccountId: bank.accountId,
      net: totals.net,
    }),
  });
  return { accrual, payment };
}

/** The group's records Paid with their entries: 409 when one of them is no longer Processed. */
async function markRecordsPaid(
  tx: Executor,
  ctx: RequestContext,
  group: PayrollRow[],
  paidWith: { date: string; bank: Bank; accrualId: string; paymentId: string },
) {
  const updated = await tx
    .update(payrollRecords)
    .set({
      status: 'Paid',
      payDate: paidWith.date,
      bankAccountId: paidWith.bank.id,
      journalEntryId: paidWith.accrualId,
      paymentEntryId: paidWith.paymentId,
      updatedAt: new Date(),
    })
    .where(
      ofCompany(
        payrollRecords,
        ctx.companyId,
        inArray(
          payrollRecords.id,
          group.map((r) => r.id),
        ),
        eq(payrollRecords.status, 'Processed'),
      ),
    )
    .returning();
  if (updated.length !== group.length) throw invalidState('The payroll changed meanwhile; try again');
  return updated.map(toPayrollRecord);
}

/**
 * Approve and pay, in one transaction: for each branch, one entry accrues the salaries and the
 * employer's costs against PAYE, NSSF, SHIF, housing levy, NITA and net salaries payable (dated the
 * period's last day, or the payment date when earlier), and one entry pays the net salaries from
 * the bank account (clearing salaries payable). The records become Paid.
 */
export async function payPayroll(db: Database, ctx: RequestContext, input: PayrollPay) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const date = input.date ?? todayIn();
  const { start, end } = periodBounds(input.period);
  if (date < start) throw fieldError('date', `Pay on or after the period starts (${start})`);
  const accrualDate = date < end ? date : end;
  return db.transaction(async (tx) => {
    const bank = await getBankAccount(tx, ctx, input.bankAccountId);
    if (!bank.isActive) throw fieldError('bankAccountId', 'This bank account is inactive');
    const rows = await recordsToPay(tx, ctx, input, branchId);
    const paid: PayrollRecord[] = [];
    const entryIds: string[] = [];
    for (const [branch, group] of byBranch(rows)) {
      const dates = { period: input.period, date, accrualDate };
      const { accrual, payment } = await postBranchPayroll(tx, ctx, { branch, group }, bank, dates);
      entryIds.push(accrual.id, payment.id);
      paid.push(
        ...(await markRecordsPaid(tx, ctx, group, {
          date,
          bank,
          accrualId: accrual.id,
          paymentId: payment.id,
        })),
      );
    }
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'payroll-run',
      entityId: input.period,
      summary: `Payroll ${input.period} paid from ${bank.name}: ${paid.length} record(s)`,
      after: { bankAccountId: bank.id, date, journalEntryIds: entryIds, ids: paid.map((r) => r.id) },
    });
    paid.sort((a, b) => a.employeeNumber.localeCompare(b.employeeNumber));
    return { items: paid, journalEntryIds: entryIds };
  });
}
