import { tableReportsApi, visibleColumns } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { reports } from '../../../shared/i18n/en/reports';
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

  it("words every table report and column in English as the contract does (the Swahili's reference)", () => {
    for (const { info } of Object.values(tableReportsApi)) {
      expect(reports.catalog, info.name).toHaveProperty([info.name], {
        title: info.title,
        description: info.description,
      });
      for (const column of visibleColumns(info))
        expect(reports.tableColumns, `${info.name} ${column.key}`).toHaveProperty(
          [column.label],
          column.label,
        );
    }
  });
});
