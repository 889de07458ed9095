import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ComparedHeadCell, ComparedStatement } from './compared-column';
import { ReportBody } from './report-body';
import { ReportTable, SectionHeadingRow, TotalRow } from './report-table';
import { type ReportQuery, useReport } from './reports-api';
import { StatementSection } from './statement-section';

/** Indirect method: net profit, adjustments, then the three activities and the change in cash. */
export function CashFlowTab({ query }: { query: ReportQuery }) {
  const report = useReport('cash-flow', query);
  return (
    <ReportBody query={report} label="Cash flow">
      {(data) => {
        const was = data.previous;
        return (
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
                <TotalRow label="Net profit" value={data.netProfit} previous={was?.netProfit} colSpan={2} />
                <StatementSection
                  title="Adjustments"
                  totalLabel="Total adjustments"
                  section={data.adjustments}
                />
                <TotalRow
                  label="Net cash from operating activities"
                  value={data.operating}
                  previous={was?.operating}
                  colSpan={2}
                  strong
                />
                <TotalRow
                  label="Net cash from investing activities"
                  value={data.investing}
                  previous={was?.investing}
                  colSpan={2}
                />
                <TotalRow
                  label="Net cash from financing activities"
                  value={data.financing}
                  previous={was?.financing}
                  colSpan={2}
                />
                <TotalRow
                  label="Net change in cash"
                  value={data.netChange}
                  previous={was?.netChange}
                  colSpan={2}
                  strong
                />
                <TotalRow
                  label="Cash at the start of the period"
                  value={data.openingCash}
                  previous={was?.openingCash}
                  colSpan={2}
                />
                <TotalRow
                  label="Cash at the end of the period"
                  value={data.closingCash}
                  previous={was?.closingCash}
                  colSpan={2}
                  strong
                />
              </TableBody>
            </ReportTable>
          </ComparedStatement>
        );
      }}
    </ReportBody>
  );
}
