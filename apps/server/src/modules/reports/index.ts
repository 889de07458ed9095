export { balanceSheet } from './balance-sheet';
export { cashFlow } from './cash-flow';
export { generalLedger } from './general-ledger';
export { journal } from './journal';
export { profitAndLoss } from './profit-and-loss';
export type { ReportRange } from './report-range';
export { reportRoutes } from './reports.routes';
export { trialBalance } from './trial-balance';
