import type { FeatureTexts } from '../namespaces';
import { banking } from './banking';
import { customers } from './customers';
import { dashboard } from './dashboard';
import { documents } from './documents';
import { inventory } from './inventory';
import { ledger } from './ledger';
import { payroll } from './payroll';
import { reports } from './reports';
import { sales } from './sales';
import { settings } from './settings';
import { tax } from './tax';
import { trade } from './trade';

/** Every area's English (for tests: the app loads each area's with its pages). */
export const englishFeatures: FeatureTexts = {
  banking,
  customers,
  dashboard,
  documents,
  inventory,
  ledger,
  payroll,
  reports,
  sales,
  settings,
  tax,
  trade,
};
