import type {
  VatFigures,
  VatSummary,
  VatSummaryDetail,
  VatSummaryListQuery,
  VatSummaryPage,
  VatTransaction,
  WithholdingCredit,
} from '@tawi/contracts';
import { companies, type Executor, vatFilingReports, vatFilings } from '@tawi/db';
import {
  firstVatPeriod,
  formatVatPeriod,
  Money,
  TAX_CATEGORY_CODES,
  todayIn,
  type VatLine,
  type VatRegistration,
  vatDueDate,
  vatPeriodOf,
  vatPeriodRange,
  vatTotals,
} from '@tawi/domain';
import { asc, between, count, eq } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import { companyToday } from '../../platform/company-today';
import { pageOf } from '../../platform/paging';
import type { RequestContext } from '../../platform/request-context';
import { assertReachesEveryBranch } from './vat-access';
import { filingReportUrl } from './vat-filing-reports';
import {
  assertVatPeriodRegistered,
  registeredVatTransactions,
  vatNotice,
} from './vat-registered-transactions';
import type { Range } from './vat-transactions.repo';
import { withholdingCredits } from './withholding-credits.repo';

type Filing = typeof vatFilings.$inferSelect;
type Transactions = { sales: VatTransaction[]; purchases: VatTransaction[]; withheld: WithholdingCredit[] };

const linesOf = (t: Transactions): VatLine[] => [
  ...t.sales.map((s) => ({
    side: 'sales' as const,
    category: s.category,
    taxable: Money.of(s.amount),
    vat: Money.of(s.vat),
  })),
  ...t.purchases.map((p) => ({
    side: 'purchases' as const,
    category: p.category,
    taxable: Money.of(p.amount),
    vat: Money.of(p.vat),
  })),
];

export function figuresOf(t: Transactions): VatFigures & { totals: ReturnType<typeof vatTotals> } {
  const totals = vatTotals(
    linesOf(t),
    t.withheld.map((w) => w.amount),
  );
  return {
    totals,
    totalSales: totals.totalSales.toNumber(),
    totalPurchases: totals.totalPurchases.toNumber(),
    outputVat: totals.outputVat.toNumber(),
    inputVat: totals.inputVat.toNumber(),
    withholdingCredits: totals.withholdingCredits.toNumber(),
    netVat: totals.netVat.toNumber(),
  };
}

const FIGURE_KEYS = [
  'totalSales',
  'totalPurchases',
  'outputVat',
  'inputVat',
  'withholdingCredits',
  'netVat',
] as const;

/** Filed figures as kept; returns filed before withholding credits were counted had none. */
const filedFiguresOf = (filing: Filing | undefined): VatFigures | null =>
  filing ? { withholdingCredits: 0, ...(filing.figures as Omit<VatFigures, 'withholdingCredits'>) } : null;

function summaryOf(
  period: string,
  t: Transactions,
  filing: Filing | undefined,
  reportsCount: number,
  today: string,
): VatSummary {
  const { totals: _, ...figures } = figuresOf(t);
  const filed = filedFiguresOf(filing);
  const dueDate = vatDueDate(period);
  const documents = new Set([
    ...[...t.sales, ...t.purchases].map((x) => x.documentId),
    ...t.withheld.map((w) => w.receiptId),
  ]);
  return {
    id: period,
    period,
    label: formatVatPeriod(period),
    ...vatPeriodRange(period),
    dueDate,
    filingDate: filing?.filingDate ?? null,
    reference: filing?.reference ?? null,
    status: filing ? 'Filed' : 'Pending',
    overdue: !filing && today > dueDate,
    ...figures,
    transactionsCount: documents.size,
    filedFigures: filed,
    changedSinceFiling: filed !== null && FIGURE_KEYS.some((k) => filed[k] !== figures[k]),
    filingReportsCount: reportsCount,
  };
}

/**
 * What counts in the range: documents with VAT (from the VAT registration on, see
 * registeredVatTransactions), and withholding VAT certificates received; and the registration.
 */
export async function transactionsOf(
  db: Executor,
  companyId: string,
  range: Range,
): Promise<Transactions & { registration: VatRegistration }> {
  const [documents, withheld] = await Promise.all([
    registeredVatTransactions(db, companyId, range),
    withholdingCredits(db, companyId, range),
  ]);
  return { ...documents, withheld };
}

async function filingsOf(db: Executor, companyId: string, range: Range) {
  const rows = await db
    .select()
    .from(vatFilings)
    .where(
      ofCompany(
        vatFilings,
        companyId,
        between(vatFilings.period, range.from.slice(0, 7), range.to.slice(0, 7)),
      ),
    );
  return new Map(rows.map((r) => [r.period, r]));
}

async function reportCountsOf(db: Executor, companyId: string, range: Range) {
  const rows = await db
    .select({ period: vatFilingReports.period, n: count() })
    .from(vatFilingReports)
    .where(
      ofCompany(
        vatFilingReports,
        companyId,
        between(vatFilingReports.period, range.from.slice(0, 7), range.to.slice(0, 7)),
      ),
    )
    .groupBy(vatFilingReports.period);
  return new Map(rows.map((r) => [r.period, r.n]));
}

/** The months of the year up to the current one, newest first. */
function periodsOf(year: number, today: string): string[] {
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  return months.filter((p) => p <= vatPeriodOf(today)).reverse();
}

/** The month the company started using Tawi, in its time zone. */
async function firstPeriodOf(db: Executor, companyId: string): Promise<string> {
  const [row] = await db
    .select({ createdAt: companies.createdAt, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ? vatPeriodOf(todayIn(row.timeZone, row.createdAt)) : '0000-00';
}

/**
 * A year's monthly VAT summaries (default: this year) up to this month, newest first, filtered by
 * status; from the month the company started, earlier months only with documents or a filing; none
 * before the month the VAT registration took effect, none at all when the company is not registered
 * (`notice` says why).
 */
export async function listVatSummaries(
  db: Executor,
  ctx: RequestContext,
  q: VatSummaryListQuery,
): Promise<VatSummaryPage> {
  await assertReachesEveryBranch(db, ctx);
  const today = await companyToday(db, ctx.companyId);
  const year = q.year ?? Number(today.slice(0, 4));
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  const [t, filings, reports, firstPeriod] = await Promise.all([
    transactionsOf(db, ctx.companyId, range),
    filingsOf(db, ctx.companyId, range),
    reportCountsOf(db, ctx.companyId, range),
    firstPeriodOf(db, ctx.companyId),
  ]);
  const registered = {
    notice: vatNotice(t.registration),
    vatRegisteredFrom: t.registration.vatRegisteredFrom,
  };
  const firstVat = firstVatPeriod(t.registration);
  if (firstVat === null) return { ...pageOf([], q, ['period']), ...registered, vatRegisteredFrom: null };
  const inPeriod = (p: string) => (x: { date: string }) => vatPeriodOf(x.date) === p;
  const summaries = periodsOf(year, today).map((p) =>
    summaryOf(
      p,
      {
        sales: t.sales.filter(inPeriod(p)),
        purchases: t.purchases.filter(inPeriod(p)),
        withheld: t.withheld.filter(inPeriod(p)),
      },
      filings.get(p),
      reports.get(p) ?? 0,
      today,
    ),
  );
  // months before the company came to Tawi show only when they hold documents or a filing
  const shown = summaries.filter(
    (s) =>
      (s.period >= firstVat || s.filingDate) &&
      (s.period >= firstPeriod || s.transactionsCount > 0 || s.filingDate),
  );
  return {
    ...pageOf(
      shown.filter((s) => !q.status || s.status === q.status),
      q,
      ['period'],
    ),
    ...registered,
  };
}

/** One month's summary with its figures per tax category, its documents and its filing reports. */
export async function getVatSummary(
  db: Executor,
  ctx: RequestContext,
  period: string,
): Promise<VatSummaryDetail> {
  await assertReachesEveryBranch(db, ctx);
  await assertVatPeriodRegistered(db, ctx.companyId, period);
  const range = vatPeriodRange(period);
  const [today, t, filings, reports] = await Promise.all([
    companyToday(db, ctx.companyId),
    transactionsOf(db, ctx.companyId, range),
    filingsOf(db, ctx.companyId, range),
    db
      .select({
        id: vatFilingReports.id,
        name: vatFilingReports.fileName,
        contentType: vatFilingReports.contentType,
        size: vatFilingReports.size,
        uploadedAt: vatFilingReports.uploadedAt,
        description: vatFilingReports.description,
      })
      .from(vatFilingReports)
      .where(ofCompany(vatFilingReports, ctx.companyId, eq(vatFilingReports.period, period)))
      .orderBy(asc(vatFilingReports.uploadedAt)),
  ]);
  const { totals } = figuresOf(t);
  return {
    ...summaryOf(period, t, filings.get(period), reports.length, today),
    byCategory: TAX_CATEGORY_CODES.map((category) => {
      const c = totals.byCategory[category];
      return {
        category,
        sales: c.sales.toNumber(),
        outputVat: c.outputVat.toNumber(),
        purchases: c.purchases.toNumber(),
        inputVat: c.inputVat.toNumber(),
      };
    }),
    salesTransactions: t.sales,
    purchaseTransactions: t.purchases,
    withholdingCertificates: t.withheld,
    filingReports: reports.map(({ uploadedAt, ...r }) => ({
      ...r,
      uploadDate: uploadedAt.toISOString(),
      url: filingReportUrl(period, r.id),
    })),
  };
}
