import { ACCOUNT_TYPES, REPORT_COMPARISONS } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, isoDate, listQuery, pageFields } from './common';
import { accountRef, namedRef } from './record-fields';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/**
 * Query of every financial report (`GET /api/reports/<name>`). `from` defaults to the start of the
 * company's financial year containing `to`; `to` to today in the company's time zone; both inclusive.
 * No `branchId`: every branch the user reaches. `accountId` narrows the general ledger to one account
 * and the journal to the entries with a line on it.
 * `format=csv|xlsx|pdf` answers a download of the same figures instead of JSON (the PDF with the
 * company's letterhead).
 */
export const reportQuery = z
  .object({
    from: optional(isoDate),
    to: optional(isoDate),
    branchId: optional(z.uuid({ message: 'Not a valid id' })),
    accountId: optional(z.uuid({ message: 'Not a valid id' })),
    format: optional(z.enum(['json', 'csv', 'xlsx', 'pdf'])),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Must not be after to', path: ['from'] });
export type ReportQuery = z.infer<typeof reportQuery>;

/**
 * The statements (trial balance, profit and loss, balance sheet, cash flow) also take
 * `compare=previous-period|previous-year`: every row, section and figure then carries `previous`, the
 * same figure for the compared period, which `comparison` names (domain `comparisonPeriod`).
 */
export const statementQuery = z
  .object({ ...reportQuery.shape, compare: optional(z.enum(REPORT_COMPARISONS)) })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Must not be after to', path: ['from'] });
export type StatementQuery = z.infer<typeof statementQuery>;

/** The compared period of a statement asked with `compare`. */
export const comparedPeriod = z.object({
  kind: z.enum(REPORT_COMPARISONS),
  from: isoDate,
  to: isoDate,
});
export type ComparedPeriod = z.infer<typeof comparedPeriod>;

/** With `compare`: the period compared with, and its figures of the report (`previous`). */
const comparedWith = <const F extends z.ZodRawShape>(previous: F) => ({
  comparison: comparedPeriod.optional(),
  previous: z.object(previous).optional(),
});

/**
 * The journal report pages its entries (`page`, `limit` as in lists; CSV carries every entry).
 * `format=ledger` answers every entry as a plain-text journal that hledger and ledger-cli read.
 */
export const journalReportQuery = z
  .object({
    ...reportQuery.shape,
    format: optional(z.enum(['json', 'csv', 'xlsx', 'pdf', 'ledger'])),
    page: listQuery.shape.page,
    limit: listQuery.shape.limit,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Must not be after to', path: ['from'] });
export type JournalReportQuery = z.infer<typeof journalReportQuery>;

/** Lines on a general ledger page unless `limit` says otherwise. */
export const GENERAL_LEDGER_PAGE_SIZE = 100;
export const GENERAL_LEDGER_MAX_PAGE_SIZE = 1000;

/**
 * The general ledger pages its lines over the accounts in code order (`page`, `limit`: 100 lines by
 * default, at most 1,000); the CSV carries every line.
 */
export const generalLedgerQuery = z
  .object({
    ...reportQuery.shape,
    page: listQuery.shape.page,
    limit: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(GENERAL_LEDGER_MAX_PAGE_SIZE).default(GENERAL_LEDGER_PAGE_SIZE),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Must not be after to', path: ['from'] });
export type GeneralLedgerQuery = z.infer<typeof generalLedgerQuery>;

/** Money: a number in KES with 2 decimals. */
const money = z.number();
const accountType = z.enum(ACCOUNT_TYPES);

/** A statement line. `accountId`/`accountCode` are null on computed rows ("Current year earnings"). */
export const reportRow = z.object({
  accountId: z.string().nullable(),
  accountCode: z.string().nullable(),
  accountName: z.string(),
  amount: money,
  /** With `compare`: the amount in the compared period. */
  previous: money.optional(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportSection = z.object({
  rows: z.array(reportRow),
  total: money,
  /** With `compare`: the total in the compared period. */
  previous: money.optional(),
});
export type ReportSection = z.infer<typeof reportSection>;

/**
 * Closing balances on `to` (net on one side). Income and expense accounts show the movement from `from`;
 * their earlier net is carried in the retained earnings account's row.
 */
export const trialBalanceReport = z.object({
  rows: z.array(
    z.object({
      accountId: z.string().nullable(),
      accountCode: z.string().nullable(),
      accountName: z.string(),
      accountType,
      debit: money,
      credit: money,
      /** With `compare`: the closing balance at the end of the compared period. */
      previous: z.object({ debit: money, credit: money }).optional(),
    }),
  ),
  totals: z.object({
    debit: money,
    credit: money,
    previous: z.object({ debit: money, credit: money }).optional(),
  }),
  comparison: comparedPeriod.optional(),
});
export type TrialBalanceReport = z.infer<typeof trialBalanceReport>;

/** Income (credit minus debit), cost of sales (expense accounts of subtype cost_of_sales), other expenses. */
export const profitAndLossReport = z.object({
  income: reportSection,
  costOfSales: reportSection,
  grossProfit: money,
  expenses: reportSection,
  netProfit: money,
  /** With `compare`: the compared period's figures that are not sections. */
  ...comparedWith({ grossProfit: money, netProfit: money }),
});
export type ProfitAndLossReport = z.infer<typeof profitAndLossReport>;

/**
 * As at `to` (`from` is not used). Equity includes "Current year earnings" (net profit from the start of
 * the financial year containing `to`), and earlier years' profit not closed by an entry is added to the
 * retained earnings row. assets.total = totalLiabilitiesAndEquity.
 */
export const balanceSheetReport = z.object({
  assets: reportSection,
  liabilities: reportSection,
  equity: reportSection,
  totalLiabilitiesAndEquity: money,
  ...comparedWith({ totalLiabilitiesAndEquity: money }),
});
export type BalanceSheetReport = z.infer<typeof balanceSheetReport>;

/**
 * Indirect method. Cash = accounts of subtype cash, bank or mobile_money. operating = netProfit +
 * adjustments.total; netChange = operating + investing + financing = closingCash - openingCash.
 */
const cashFlows = {
  operating: money,
  investing: money,
  financing: money,
  netChange: money,
  openingCash: money,
  closingCash: money,
};
export const cashFlowReport = z.object({
  netProfit: money,
  adjustments: reportSection,
  ...cashFlows,
  ...comparedWith({ netProfit: money, ...cashFlows }),
});
export type CashFlowReport = z.infer<typeof cashFlowReport>;

/**
 * Posted lines per account, ordered by date and number, one page of them (`total` lines in all).
 * Balances are on the account's normal side (debit for assets and expenses, credit for the rest);
 * income and expense accounts open at zero on `from`. `openingBalance` and `closingBalance` are the
 * account's on `from` and `to`; `broughtForward` is its balance before the first line on this page.
 */
export const generalLedgerReport = z.object({
  accounts: z.array(
    z.object({
      ...accountRef,
      openingBalance: money,
      /** The account's lines in the period, on every page. */
      lineCount: z.number().int(),
      /** The account's lines on earlier pages (0: this page starts the account). */
      linesBefore: z.number().int(),
      broughtForward: money,
      lines: z.array(
        z.object({
          entryId: z.string(),
          number: z.string(),
          date: z.string(),
          memo: z.string().nullable(),
          description: z.string().nullable(),
          debit: money,
          credit: money,
          balance: money,
          ...namedRef('branch'),
          /** The entry's source document, e.g. "invoice INV-0003"; null for a manual entry. */
          source: z.string().nullable(),
          /** The web page of the source document (the journal entries page for a manual entry). */
          sourcePath: z.string().nullable(),
          /** The customer or supplier the entry concerns. */
          contactName: z.string().nullable(),
        }),
      ),
      closingBalance: money,
    }),
  ),
  ...pageFields,
});
export type GeneralLedgerReport = z.infer<typeof generalLedgerReport>;

/**
 * Posted entries dated in the period, with their lines in the branch scope, by date and number;
 * `accountId` keeps the entries with a line on that account.
 */
export const journalReport = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      date: z.string(),
      memo: z.string().nullable(),
      status: z.enum(['Draft', 'Posted']),
      /** The source document, e.g. "invoice INV-0003"; null for a manual entry. */
      source: z.string().nullable(),
      /** The source document's kind ("invoice") and number ("INV-0003"), apart. */
      sourceType: z.string().nullable(),
      sourceNumber: z.string().nullable(),
      /** The web page of the source document (the journal entries page for a manual entry). */
      sourcePath: z.string().nullable(),
      /** The customer or supplier the entry concerns. */
      contactName: z.string().nullable(),
      lines: z.array(
        z.object({
          ...accountRef,
          ...namedRef('branch'),
          description: z.string().nullable(),
          debit: money,
          credit: money,
        }),
      ),
    }),
  ),
  ...pageFields,
});
export type JournalReport = z.infer<typeof journalReport>;
