import { describe, expect, it } from 'vitest';
import { matchingReports, REPORT_LINKS } from './report-directory';

describe('reports hub directory', () => {
  it('lists the statements and every table report of API.md once', () => {
    const paths = REPORT_LINKS.map((l) => l.to);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/dashboard/financial-reports?tab=profit-and-loss');
    expect(paths).toContain('/dashboard/reports/sales-by-customer');
  });

  it('finds reports by every word typed, in any case', () => {
    expect(matchingReports(REPORT_LINKS, 'AGING receivables').map((l) => l.title)).toEqual([
      'Receivables aging',
    ]);
    expect(matchingReports(REPORT_LINKS, 'customer net').map((l) => l.title)).toContain('Sales by customer');
    expect(matchingReports(REPORT_LINKS, 'no such report')).toEqual([]);
  });
});
