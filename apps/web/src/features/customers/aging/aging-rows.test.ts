import { toCsv } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import {
  AGING_COLUMNS,
  type AgingRow,
  agingColumnLabel,
  agingCsvRows,
  agingTotals,
  filterAging,
  sortAging,
} from './aging-rows';

const row = (customerName: string, current: number, over90: number, credit = 0): AgingRow => ({
  customerId: customerName,
  customerName,
  current,
  days1to30: 0,
  days31to60: 0,
  days61to90: 0,
  over90,
  unappliedCredit: credit,
  total: current + over90 + credit,
});

const rows = [row('kilimani Grocers', 0.1, 0.2), row('Baraka Traders', 1748, 0), row('Amani Stores', 0, 0.3)];

describe('receivables aging rows', () => {
  const t = areaText('customers');

  it('has the spec buckets in order, then the total', () => {
    expect(AGING_COLUMNS.map((field) => agingColumnLabel(field, t))).toEqual([
      'Current',
      '1-30 Days',
      '31-60 Days',
      '61-90 Days',
      'Over 90 Days',
      'Unapplied Credit',
      'Total',
    ]);
    const sw = areaText('customers', 'sw');
    expect(AGING_COLUMNS.map((field) => agingColumnLabel(field, sw))).toEqual([
      'Ya sasa',
      'Siku 1-30',
      'Siku 31-60',
      'Siku 61-90',
      'Zaidi ya siku 90',
      'Mkopo usiotumika',
      'Jumla',
    ]);
  });

  it('finds customers by part of the name, any case', () => {
    expect(filterAging(rows, '  GROC ').map((r) => r.customerName)).toEqual(['kilimani Grocers']);
    expect(filterAging(rows, '')).toHaveLength(3);
  });

  it('sorts by name ignoring case, or by an amount with ties by name', () => {
    const names = (field: Parameters<typeof sortAging>[1]) =>
      sortAging(rows, field).map((r) => r.customerName);
    expect(names({ field: 'customerName', direction: 'asc' })).toEqual([
      'Amani Stores',
      'Baraka Traders',
      'kilimani Grocers',
    ]);
    expect(names({ field: 'total', direction: 'desc' })).toEqual([
      'Baraka Traders',
      'kilimani Grocers',
      'Amani Stores',
    ]);
    expect(names({ field: 'current', direction: 'asc' })).toEqual([
      'Amani Stores',
      'kilimani Grocers',
      'Baraka Traders',
    ]);
  });

  it('adds the columns up exactly', () => {
    expect(agingTotals(rows)).toEqual({
      current: 1748.1,
      days1to30: 0,
      days31to60: 0,
      days61to90: 0,
      over90: 0.5,
      unappliedCredit: 0,
      total: 1748.6,
    });
    const withCredit = [...rows, row('Zawadi Ltd', 0, 0, -250.25)];
    expect(agingTotals(withCredit)).toMatchObject({ unappliedCredit: -250.25, total: 1498.35 });
  });

  it('exports the rows and the totals line', () => {
    const some = [rows[1] as AgingRow, row('Zawadi Ltd', 0, 100, -250)];
    const csv = toCsv(agingCsvRows(some, agingTotals(some), t));
    expect(csv.split('\r\n')).toEqual([
      'Customer,Current,1-30 Days,31-60 Days,61-90 Days,Over 90 Days,Unapplied Credit,Total',
      'Baraka Traders,1748.00,0.00,0.00,0.00,0.00,0.00,1748.00',
      'Zawadi Ltd,0.00,0.00,0.00,0.00,100.00,-250.00,-150.00',
      'Total,1748.00,0.00,0.00,0.00,100.00,-250.00,1598.00',
      '',
    ]);
  });
});
