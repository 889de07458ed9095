import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ComparedHeadCell, ComparedStatement } from './compared-column';
import { ReportBody } from './report-body';
import { ReportTable, TotalRow } from './report-table';
import { type StatementTabProps, useReport } from './reports-api';
import { StatementSections } from './statement-section';

export function ProfitAndLossTab({ query, onOpenAccount }: StatementTabProps) {
  const report = useReport('profit-and-loss', query);
  return (
    <ReportBody query={report} label="Profit and loss">
      {(data) => (
        <ComparedStatement comparison={data.comparison}>
          <ReportTable label="Profit and loss">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Account</TableCell>
                <TableCell align="right">Amount</TableCell>
                <ComparedHeadCell />
              </TableRow>
            </TableHead>
            <TableBody>
              <StatementSections
                sections={[
                  ['Income', data.income],
                  ['Cost of sales', data.costOfSales],
                ]}
                onOpenAccount={onOpenAccount}
              />
              <TotalRow
                label="Gross profit"
                value={data.grossProfit}
                previous={data.previous?.grossProfit}
                colSpan={2}
                strong
              />
              <StatementSections sections={[['Expenses', data.expenses]]} onOpenAccount={onOpenAccount} />
              {data.previous ? (
                <TotalRow
                  label="Net profit (loss)"
                  value={data.netProfit}
                  previous={data.previous.netProfit}
                  colSpan={2}
                  strong
                />
              ) : (
                <TotalRow
                  label={data.netProfit < 0 ? 'Net loss' : 'Net profit'}
                  value={Math.abs(data.netProfit)}
                  colSpan={2}
                  strong
                />
              )}
            </TableBody>
          </ReportTable>
        </ComparedStatement>
      )}
    </ReportBody>
  );
}
