import type { TFunction } from 'i18next';
import { trade } from '../../shared/i18n/en/trade';
import { i18n } from '../../shared/i18n/i18n';

/** The trade area's English `t` outside a component: the unit tests read the forms' messages in it. */
export function englishTradeText(): TFunction<'trade'> {
  if (!i18n.hasResourceBundle('en', 'trade')) i18n.addResourceBundle('en', 'trade', trade);
  return i18n.getFixedT('en', 'trade');
}
