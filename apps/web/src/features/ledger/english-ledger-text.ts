import type { TFunction } from 'i18next';
import { ledger } from '../../shared/i18n/en/ledger';
import { i18n } from '../../shared/i18n/i18n';

/** The ledger area's English `t` outside React: for the unit tests of its plain functions. */
export function englishLedgerText(): TFunction<'ledger'> {
  if (!i18n.hasResourceBundle('en', 'ledger')) i18n.addResourceBundle('en', 'ledger', ledger);
  return i18n.getFixedT('en', 'ledger');
}
