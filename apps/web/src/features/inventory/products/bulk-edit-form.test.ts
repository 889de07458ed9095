import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { bulkEditForm as bulkEditFormIn, bulkEditValues } from './bulk-edit-form';

const bulkEditForm = bulkEditFormIn(areaText('inventory'));

const ID = '7f0c6b1e-8a4d-4c1e-9a6b-1d2e3f4a5b6c';

describe('bulkEditForm', () => {
  it('sends only the changes asked for', () => {
    const out = bulkEditForm.parse({
      ...bulkEditValues([ID]),
      priceMode: 'percent',
      sellingPrice: 99,
      priceChangePercent: 10,
      category: ' Drinks ',
    });
    expect(out).toEqual({ ids: [ID], category: 'Drinks', priceChangePercent: 10 });
  });

  it('asks for at least one change, and for the price its mode needs', () => {
    const none = bulkEditForm.safeParse(bulkEditValues([ID]));
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ids', 'Choose at least one change'],
    ]);
    const noPrice = bulkEditForm.safeParse({ ...bulkEditValues([ID]), priceMode: 'set' });
    expect(noPrice.error?.issues[0]).toMatchObject({
      path: ['sellingPrice'],
      message: 'Enter the new price',
    });
  });

  it('keeps the contract limits (a price cut of more than 99%)', () => {
    const r = bulkEditForm.safeParse({
      ...bulkEditValues([ID]),
      priceMode: 'percent',
      priceChangePercent: -100,
    });
    expect(r.error?.issues[0]?.path).toEqual(['priceChangePercent']);
  });
});
