import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CashFlowReport } from '@tawi/contracts';
import { ComparedHeadCell, ComparedStatement } from './compared-column';
import { ReportBody } from './report-body';
import { ReportTable, SectionHeadingRow, TotalRow } from './report-table';
import { type ReportQuery, useReport } from './reports-api';
import { StatementSection } from './statement-section';

type Figure = keyof NonNullable<CashFlowReport['previous']>;

/** The lines after the adjustments: label, figure, and whether it is a total (bold). */
const ACTIVITIES: ReadonlyArray<readonly [string, Figure, boolean]> = [
  ['Net cash from operating activities', 'operating', true],
  ['Net cash from investing activities', 'investing', false],
  ['Net cash from financing activities', 'financing', false],
  ['Net change in cash', 'netChange', true],
  ['Cash at the start of the period', 'openingCash', false],
  ['Cash at the end of the period', 'closingCash', true],
];

/** Indirect method: net profit, adjustments, then the three activities and the change in cash. */
export function CashFlowTab({ query }: { query: ReportQuery }) {
  const report = useReport('cash-flow', query);
  return (
    <ReportBody query={report} label="Cash flow">
      {(data) => (
        <ComparedStatement comparison={data.comparison}>
          <ReportTable label="Cash flow">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Item</TableCell>
                <TableCell align="right">Amount</TableCell>
                <ComparedHeadCell />
              </TableRow>
            </TableHead>
            <TableBody>
              <SectionHeadingRow label="Operating activities" colSpan={3} />
              <TotalRow
                label="Net profit"
                value={data.netProfit}
                previous={data.previous?.netProfit}
                colSpan={2}
              />
              <StatementSection
                title="Adjustments"
                totalLabel="Total adjustments"
                section={data.adjustments}
              />
              {ACTIVITIES.map(([label, figure, strong]) => (
                <TotalRow
                  key={figure}
                  label={label}
                  value={data[figure]}
                  previous={data.previous?.[figure]}
                  colSpan={2}
                  strong={strong}
                />
              ))}
            </TableBody>
          </ReportTable>
        </ComparedStatement>
      )}
    </ReportBody>
  );
}
