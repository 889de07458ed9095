import { describe, expect, it } from 'vitest';
import { changePercent, dashboardRange } from './dashboard-period';

describe('dashboard periods', () => {
  it('are to date, except last month which is whole', () => {
    expect(dashboardRange('this-month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(dashboardRange('last-month', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(dashboardRange('last-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(dashboardRange('last-month', '2028-03-05')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(dashboardRange('this-quarter', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-11-25' });
    expect(dashboardRange('this-quarter', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(dashboardRange('this-year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-11-25' });
  });

  it('change in percent against the previous figure; none from zero', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 200)).toBe(-75);
    expect(changePercent(-50, -100)).toBe(50);
    expect(changePercent(10, 0)).toBeNull();
    expect(changePercent(1, 3)).toBe(-66.7);
  });
});
