import type { z } from 'zod';
import { REPORT_FILE_TYPES } from '../report-tables';
import {
  balanceSheetReport,
  cashFlowReport,
  generalLedgerQuery,
  generalLedgerReport,
  journalReport,
  journalReportQuery,
  profitAndLossReport,
  statementQuery,
  trialBalanceReport,
} from '../reports';
import { optionalBy } from './route';
import { routeGroup } from './route-group';

const books = routeGroup({ tags: ['reports'] });
/** Every report answers JSON, or with `format=csv|xlsx|pdf` a download of every row (no paging). */
const files = Object.values(REPORT_FILE_TYPES);

/** A report of the books: `accounting:read`, for one branch or every branch the user reaches, JSON or a file. */
const report = <const P extends `/api/reports/${string}`, Q extends z.ZodType, R extends z.ZodType>(
  path: P,
  query: Q,
  response: R,
  formats: readonly string[] = files,
) =>
  books.get(
    path,
    { permission: 'accounting:read' },
    { branch: optionalBy('query'), query, response, files: formats },
  );

/** The financial reports of the books (API.md: reports), for every branch the user reaches or one. */
export const reportsApi = {
  trialBalance: report('/api/reports/trial-balance', statementQuery, trialBalanceReport),
  profitAndLoss: report('/api/reports/profit-and-loss', statementQuery, profitAndLossReport),
  balanceSheet: report('/api/reports/balance-sheet', statementQuery, balanceSheetReport),
  cashFlow: report('/api/reports/cash-flow', statementQuery, cashFlowReport),
  /** Paged over the accounts in code order (`page`, `limit`), with each page's brought-forward balances. */
  generalLedger: report('/api/reports/general-ledger', generalLedgerQuery, generalLedgerReport),
  /** The posted entries of the period, paged (`page`, `limit`). */
  journal: report('/api/reports/journal', journalReportQuery, journalReport, [...files, 'text/plain']),
};
