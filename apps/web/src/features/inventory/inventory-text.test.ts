import { describe, expect, it } from 'vitest';
import { areaText } from '../../shared/i18n/area-text';
import type { MenuLabel } from '../../shared/i18n/en';
import { inventory } from '../../shared/i18n/en/inventory';
import { inventory as swahili } from '../../shared/i18n/sw/inventory';
import { sw } from '../../shared/i18n/sw/translation';

describe('the inventory text', () => {
  it('names each page as its menu entry does, in Swahili too (the header and the menu say the same)', () => {
    const titles: Array<[MenuLabel, string]> = [
      [inventory.summary.title, swahili.summary.title],
      [inventory.products.title, swahili.products.title],
      [inventory.transfers.title, swahili.transfers.title],
    ];
    for (const [english, kiswahili] of titles) expect(sw.nav.labels[english], english).toBe(kiswahili);
  });

  it('counts in the singular and the plural', () => {
    const t = areaText('inventory');
    expect(t('summary.figures.unitsInTransfers', { units: '12', count: 1 })).toBe('12 units in 1 transfer');
    expect(t('summary.figures.unitsInTransfers', { units: '30', count: 3 })).toBe('30 units in 3 transfers');
    expect(t('import.importCount', { count: 1 })).toBe('Import 1 product');
    expect(t('import.importCount', { count: 4 })).toBe('Import 4 products');
  });
});
