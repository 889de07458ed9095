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
import { optionalBy, route } from './route';

const tags = ['reports'];
/** Every report answers JSON, or with `format=csv|xlsx|pdf` a download of every row (no paging). */
const files = Object.values(REPORT_FILE_TYPES);

/** The financial reports of the books (API.md: reports), for every branch the user reaches or one. */
export const reportsApi = {
  trialBalance: route({
    method: 'GET',
    path: '/api/reports/trial-balance',
    branch: optionalBy('query'),
    auth: { permission: 'accounting:read' },
    query: statementQuery,
    response: trialBalanceReport,
    files,
    tags,
  }),
  profitAndLoss: route({
    method: 'GET',
    path: '/api/reports/profit-and-loss',
    branch: optionalBy('query'),
    auth: { permission: 'accounting:read' },
    query: statementQuery,
    response: profitAndLossReport,
    files,
    tags,
  }),
  balanceSheet: route({
    method: 'GET',
    path: '/api/reports/balance-sheet',
    branch: optionalBy('query'),
    auth: { permission: 'accounting:read' },
    query: statementQuery,
    response: balanceSheetReport,
    files,
    tags,
  }),
  cashFlow: route({
    method: 'GET',
    path: '/api/reports/cash-flow',
    branch: optionalBy('query'),
    auth: { permission: 'accounting:read' },
    query: statementQuery,
    response: cashFlowReport,
    files,
    tags,
  }),
  /** Paged over the accounts in code order (`page`, `limit`), with each page's brought-forward balances. */
  generalLedger: route({
    method: 'GET',
    path: '/api/reports/general-ledger',
    branch: optionalBy('query'),
    auth: { permission: 'accounting:read' },
    query: generalLedgerQuery,
    response: generalLedgerReport,
    files,
    tags,
  }),
  /** The posted entries of the period, paged (`page`, `limit`). */
  journal: route({
    method: 'GET',
    path: '/api/reports/journal',
    branch: optionalBy('query'),
    auth: { permission: 'accounting:read' },
    query: journalReportQuery,
    response: journalReport,
    files: [...files, 'text/plain'],
    tags,
  }),
};
