import type { TranslatedFeatures } from '../language-pack';
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

/** Every area's Swahili text. */
export const swahiliFeatures: TranslatedFeatures = {
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
