import type { banking } from './en/banking';
import type { customers } from './en/customers';
import type { dashboard } from './en/dashboard';
import type { documents } from './en/documents';
import type { inventory } from './en/inventory';
import type { ledger } from './en/ledger';
import type { payroll } from './en/payroll';
import type { reports } from './en/reports';
import type { sales } from './en/sales';
import type { settings } from './en/settings';
import type { tax } from './en/tax';
import type { trade } from './en/trade';

/**
 * The page bodies' text, one namespace per area. Each area's English is loaded with its pages (not with
 * sign-in), registered by `useFeatureText`; every other language brings all of them in its one pack.
 */
export interface FeatureTexts {
  banking: typeof banking;
  customers: typeof customers;
  dashboard: typeof dashboard;
  documents: typeof documents;
  inventory: typeof inventory;
  ledger: typeof ledger;
  payroll: typeof payroll;
  reports: typeof reports;
  sales: typeof sales;
  settings: typeof settings;
  tax: typeof tax;
  trade: typeof trade;
}

export type FeatureNamespace = keyof FeatureTexts;
