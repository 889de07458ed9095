import { inventory } from '../../shared/i18n/en/inventory';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the inventory area's text (keys in shared/i18n/en/inventory.ts). */
export const useInventoryText = () => useFeatureText('inventory', inventory);
