export { taxRoutes } from './tax.routes';
export { assertVatPeriodOpen } from './vat-period-lock';
export { getVatSummary } from './vat-summaries';
