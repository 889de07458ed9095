import { describe, expect, it } from 'vitest';
import { en } from './en';
import { englishFeatures } from './en/features';
import type { FeatureTexts } from './namespaces';
import { swahiliFeatures } from './sw/features';
import { swahiliGrid, swahiliMui } from './sw/mui-locale';
import { sw } from './sw/translation';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every key of `reference` in `translation` and no other, each with text and the same placeholders. */
function expectTranslated(reference: Tree, translation: Tree) {
  const english = new Map(leaves(reference));
  const swahili = new Map(leaves(translation));
  expect([...swahili.keys()].sort()).toEqual([...english.keys()].sort());
  for (const [key, text] of english) {
    const translated = swahili.get(key) ?? '';
    expect(translated.trim(), key).not.toBe('');
    expect(placeholders(translated), key).toEqual(placeholders(text));
  }
}

describe('the Swahili resource', () => {
  it('has every English key, each with text and the same placeholders', () => {
    expectTranslated(en, sw);
  });

  it.each(Object.keys(englishFeatures) as (keyof FeatureTexts)[])(
    'has every key of the %s area, with the same placeholders',
    (area) => {
      expectTranslated(englishFeatures[area], swahiliFeatures[area]);
    },
  );

  it('says the business words as Kenyan software does', () => {
    expect(sw.nav.labels).toMatchObject({
      Invoices: 'Ankara',
      Customers: 'Wateja',
      Suppliers: 'Wasambazaji',
      Products: 'Bidhaa',
      Payroll: 'Mishahara',
      Reports: 'Ripoti',
      Settings: 'Mipangilio',
      Dashboard: 'Dashibodi',
    });
    expect(sw.common).toMatchObject({ cancel: 'Ghairi', search: 'Tafuta' });
  });

  it("words the grid's and the table pagination's footer", () => {
    const displayed = swahiliGrid.paginationDisplayedRows;
    expect(displayed?.({ from: 1, to: 25, count: 1234, estimated: undefined })).toBe('1–25 kati ya 1,234');
    expect(displayed?.({ from: 26, to: 50, count: -1, estimated: undefined })).toBe(
      '26–50 kati ya zaidi ya 50',
    );
    expect(swahiliGrid.paginationRowsPerPage).toBe('Safu kwa kila ukurasa:');
    const table = swahiliMui.components?.MuiTablePagination?.defaultProps;
    expect(table?.labelDisplayedRows?.({ from: 1, to: 3, count: 3, page: 0 })).toBe('1–3 kati ya 3');
  });
});
