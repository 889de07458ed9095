import { describe, expect, it } from 'vitest';
import { comparisonPeriod } from './comparison-period';

describe('comparisonPeriod', () => {
  it('compares whole months with as many whole months just before', () => {
    expect(comparisonPeriod({ from: '2026-03-01', to: '2026-03-31' }, 'previous-period')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(comparisonPeriod({ from: '2026-04-01', to: '2026-06-30' }, 'previous-period')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(comparisonPeriod({ from: '2024-03-01', to: '2024-03-31' }, 'previous-period')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(comparisonPeriod({ from: '2026-01-01', to: '2026-12-31' }, 'previous-period')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('compares a part of a month with as many days just before', () => {
    expect(comparisonPeriod({ from: '2026-11-01', to: '2026-11-26' }, 'previous-period')).toEqual({
      from: '2026-10-06',
      to: '2026-10-31',
    });
    expect(comparisonPeriod({ from: '2026-03-10', to: '2026-03-10' }, 'previous-period')).toEqual({
      from: '2026-03-09',
      to: '2026-03-09',
    });
  });

  it('compares with the same days a year earlier, month ends staying month ends', () => {
    expect(comparisonPeriod({ from: '2026-07-01', to: '2026-11-26' }, 'previous-year')).toEqual({
      from: '2025-07-01',
      to: '2025-11-26',
    });
    expect(comparisonPeriod({ from: '2024-02-01', to: '2024-02-29' }, 'previous-year')).toEqual({
      from: '2023-02-01',
      to: '2023-02-28',
    });
    expect(comparisonPeriod({ from: '2025-02-01', to: '2025-02-28' }, 'previous-year')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });
});
