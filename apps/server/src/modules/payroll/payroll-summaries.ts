import type { DepartmentSummary, PayrollPeriod } from '@tawi/contracts';
import { type Executor, payrollRecords } from '@tawi/db';
import { Money } from '@tawi/domain';
import { asc, count, desc, eq, type SQL, sql, sum } from 'drizzle-orm';
import { ofBranch, ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { inBranches } from './payroll-records.repo';

const r = payrollRecords;

/** Exact sums in SQL (numeric), read back as Money. */
const totalsColumns = {
  employees: count(),
  gross: sum(r.grossPay),
  paye: sum(r.paye),
  nssf: sum(r.nssf),
  shif: sum(r.shif),
  nhif: sum(r.nhif),
  housingLevy: sum(r.housingLevy),
  totalDeductions: sum(r.totalDeductions),
  netPay: sum(r.netPay),
  employerContributions: sql<string>`sum(${r.employerNssf} + ${r.employerHousingLevy} + ${r.nita})`,
};

type TotalsRow = { [K in keyof typeof totalsColumns]: string | number | null };

const EMPTY: TotalsRow = {
  employees: 0,
  gross: null,
  paye: null,
  nssf: null,
  shif: null,
  nhif: null,
  housingLevy: null,
  totalDeductions: null,
  netPay: null,
  employerContributions: null,
};

const money = (v: string | number | null) => Money.of(v ?? 0).toNumber();

function toTotals(row: TotalsRow) {
  return {
    employees: Number(row.employees ?? 0),
    gross: money(row.gross),
    paye: money(row.paye),
    nssf: money(row.nssf),
    shif: money(row.shif),
    nhif: money(row.nhif),
    housingLevy: money(row.housingLevy),
    totalDeductions: money(row.totalDeductions),
    netPay: money(row.netPay),
    employerContributions: money(row.employerContributions),
  };
}

/** Every period a branch has payroll for, newest first, with its totals and how much is paid. */
export async function payrollPeriods(
  db: Executor,
  companyId: string,
  branchId: string,
): Promise<PayrollPeriod[]> {
  const rows = await db
    .select({
      period: r.period,
      ...totalsColumns,
      paid: sql<number>`count(*) filter (where ${r.status} = 'Paid')`,
    })
    .from(r)
    .where(ofBranch(r, companyId, branchId))
    .groupBy(r.period)
    .orderBy(desc(r.period));
  return rows.map((row) => {
    const totals = toTotals(row);
    const paid = Number(row.paid ?? 0);
    return {
      period: row.period,
      ...totals,
      paid,
      processed: totals.employees - paid,
      status: paid === totals.employees ? 'Paid' : 'Processed',
    };
  });
}

/** A period's payroll by department (all the branches the user reaches, or one). */
export async function departmentSummary(
  db: Executor,
  ctx: RequestContext,
  period: string,
  branchId: string | undefined,
): Promise<DepartmentSummary> {
  const where: SQL | undefined = ofCompany(
    r,
    ctx.companyId,
    eq(r.period, period),
    inBranches(ctx.branchIds),
    branchId ? eq(r.branchId, branchId) : undefined,
  );
  const rows = await db
    .select({ department: r.department, ...totalsColumns })
    .from(r)
    .where(where)
    .groupBy(r.department)
    .orderBy(asc(r.department));
  const [all] = await db.select(totalsColumns).from(r).where(where);
  return {
    period,
    rows: rows.map((row) => ({ department: row.department, ...toTotals(row) })),
    totals: toTotals(all ?? EMPTY),
  };
}
