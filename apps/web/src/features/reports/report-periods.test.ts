import { describe, expect, it } from 'vitest';
import { reportPeriodRange } from './report-periods';

describe('report period shortcuts', () => {
  const today = '2026-11-26';
  it('runs this month, quarter and financial year to today', () => {
    expect(reportPeriodRange('this-month', today, 1)).toEqual({ from: '2026-11-01', to: today });
    expect(reportPeriodRange('this-quarter', today, 1)).toEqual({ from: '2026-10-01', to: today });
    expect(reportPeriodRange('this-year', today, 1)).toEqual({ from: '2026-01-01', to: today });
    // a financial year from July
    expect(reportPeriodRange('this-year', today, 7)).toEqual({ from: '2026-07-01', to: today });
  });

  it('takes last month, quarter and financial year whole, across a year end', () => {
    expect(reportPeriodRange('last-month', '2026-01-15', 1)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(reportPeriodRange('last-month', '2024-03-31', 1)).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(reportPeriodRange('last-quarter', '2026-02-10', 1)).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(reportPeriodRange('last-year', today, 1)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(reportPeriodRange('last-year', '2026-03-01', 7)).toEqual({ from: '2024-07-01', to: '2025-06-30' });
  });
});
