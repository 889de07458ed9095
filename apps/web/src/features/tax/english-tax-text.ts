import type { TFunction } from 'i18next';
import { tax } from '../../shared/i18n/en/tax';
import { i18n } from '../../shared/i18n/i18n';

/** The tax area's English `t` outside a component: the unit tests read the formatted figures in it. */
export function englishTaxText(): TFunction<'tax'> {
  if (!i18n.hasResourceBundle('en', 'tax')) i18n.addResourceBundle('en', 'tax', tax);
  return i18n.getFixedT('en', 'tax');
}
