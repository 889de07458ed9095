import type { TFunction } from 'i18next';
import { inventory } from '../../shared/i18n/en/inventory';
import { i18n } from '../../shared/i18n/i18n';

/** The inventory area's English `t` outside React: for the unit tests of its plain functions. */
export function englishInventoryText(): TFunction<'inventory'> {
  if (!i18n.hasResourceBundle('en', 'inventory')) i18n.addResourceBundle('en', 'inventory', inventory);
  return i18n.getFixedT('en', 'inventory');
}
