import { inventoryApi, productsApi, transfersApi } from '@tawi/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { useTestApp } from '../../testing/test-app';
import { shop } from './inventory.fixture';

const t = useTestApp();

const BAD = [
  'sku,name,sellingPrice,taxCategory,category',
  'BEAN-1,Beans 1 kg,180,B,Grains',
  ',No sku,10,B,',
  'RICE-1,Rice,abc,B,Grains',
  'MAIZE-1,,95,B,Grains',
  '"SALT-1","Salt, iodised",35.5,Z,Spices',
  'bean-1,Beans again,1,B,',
].join('\n');

describe('product CSV import and export', () => {
  it('a dry run lists every bad row by line; a commit with errors changes nothing; a clean file imports', async () => {
    const s = await shop(t);
    await s.product({ sku: 'MAIZE-1', name: 'Maize', sellingPrice: 90 });
    const api = apiClient(t.app, s.token);
    const dry = await api.call(productsApi.import, { body: { csv: BAD } });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, rows: 6, toCreate: 5, toUpdate: 1 });
    expect(dry.body.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'sku'],
      [4, 'sellingPrice'],
      [6, 'taxCategory'],
      [7, 'sku'],
    ]);
    expect(dry.body.errors[1]?.message).toBe('Not a number');
    expect(dry.body.errors[2]?.message).toBe('Tax category is A, B, C, D or E');
    expect(dry.body.errors[3]?.message).toBe('SKU already on line 2');
    const refused = await api.call(productsApi.import, { body: { csv: BAD, dryRun: false } });
    expect(refused.status).toBe(422);
    expect(refused.error?.code).toBe('invalid-import');
    expect(refused.error?.details?.errors).toHaveLength(4);
    expect((await api.ok(productsApi.list)).total).toBe(1);

    const clean = [
      'SKU,Name,Selling Price,Tax Category,Category',
      'BEAN-1,Beans 1 kg,180,B,Grains',
      'MAIZE-1,,95,,Grains',
      '"SALT-1","Salt, iodised","1,035.50",E,Spices',
    ].join('\r\n');
    const ok = await api.call(productsApi.import, { body: { csv: clean, dryRun: false } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ dryRun: false, rows: 3, toCreate: 2, toUpdate: 1, errors: [] });
    const list = await api.call(productsApi.list, { query: { sort: 'sku' } });
    expect(list.body.items.map((p) => [p.sku, p.name, p.sellingPrice, p.category, p.taxCategory])).toEqual([
      ['BEAN-1', 'Beans 1 kg', 180, 'Grains', 'B'],
      ['MAIZE-1', 'Maize', 95, 'Grains', 'B'],
      ['SALT-1', 'Salt, iodised', 1035.5, 'Spices', 'E'],
    ]);
    const noHeader = await api.call(productsApi.import, { body: { csv: 'a,b\n1,2' } });
    expect(noHeader.body.errors[0]).toMatchObject({ line: 1, field: 'sku' });
  });

  it('exports the filtered list as CSV (importable back) and as XLSX', async () => {
    const s = await shop(t);
    await s.product({
      sku: 'JAM',
      name: '=Jam, strawberry',
      category: 'Spreads',
      sellingPrice: 250,
      costPrice: 200,
      openingStock: 3,
    });
    await s.product({ sku: 'TEA', name: 'Tea', category: 'Drinks', sellingPrice: 120 });
    const api = apiClient(t.app, s.token);
    const csv = await api.call(productsApi.export, { query: { category: 'Spreads' } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csv.text.split('\r\n')).toEqual([
      'sku,name,description,category,unit,sellingPrice,costPrice,taxCategory,minimumStock,currentStock,averageCost,stockValue',
      `JAM,"'=Jam, strawberry",,Spreads,pcs,250,200,B,0,3,200,600`,
      '',
    ]);
    const back = await api.call(productsApi.import, { body: { csv: csv.text } });
    expect(back.body).toMatchObject({ rows: 1, toUpdate: 1, errors: [] });
    const xlsx = await api.call(productsApi.export, { query: { format: 'xlsx' } });
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Products');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'JAM',
      '=Jam, strawberry',
      undefined,
      'Spreads',
      'pcs',
      250,
      200,
      'B',
      0,
      3,
      200,
      600,
    ]);
    expect(sheet?.getRow(3).getCell(1).value).toBe('TEA');
  });

  it('reports the inventory summary per branch, for the company, by category and in transit', async () => {
    const s = await shop(t);
    const a = await s.product({
      sku: 'A',
      name: 'A',
      category: 'Cat1',
      costPrice: 10,
      minimumStock: 5,
      openingStock: 4,
    });
    await s.product({ sku: 'B', name: 'B', category: 'Cat2', costPrice: 2.5, openingStock: 100 });
    const c = await s.product({ sku: 'C', name: 'C', costPrice: 1, openingStock: 1 });
    await s.adjust(c.id, -1);
    await s.adjust(a.id, 2, { unitCost: 10 }, s.mombasa);
    const api = apiClient(t.app, s.token);
    const trn = await api.call(transfersApi.create, {
      body: { toBranchId: s.mombasa, items: [{ sku: 'B', qty: 10 }] },
    });
    await api.call(transfersApi.dispatch, { params: { id: trn.body.id } });
    const res = await api.call(inventoryApi.summary);
    expect(res.status).toBe(200);
    expect(res.body.branches).toEqual([
      {
        branchId: s.mombasa,
        branchName: 'Mombasa',
        products: 1,
        units: 2,
        stockValue: 20,
        lowStock: 1,
        outOfStock: 0,
      },
      {
        branchId: s.home,
        branchName: 'Nairobi',
        products: 2,
        units: 94,
        stockValue: 265,
        lowStock: 1,
        outOfStock: 1,
      },
    ]);
    expect(res.body.company).toEqual({ products: 2, units: 96, stockValue: 285, lowStock: 2, outOfStock: 1 });
    expect(res.body.byCategory).toEqual([
      { category: 'Cat2', products: 1, units: 90, stockValue: 225 },
      { category: 'Cat1', products: 1, units: 6, stockValue: 60 },
      { category: 'Uncategorised', products: 0, units: 0, stockValue: 0 },
    ]);
    expect(res.body.inTransit).toEqual({ transfers: 1, units: 10, value: 25 });
  });
});
