import Alert from '@mui/material/Alert';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate, formatKes } from '../../shared/format';
import { ComparedHeadCell, ComparedStatement } from './compared-column';
import { ReportBody } from './report-body';
import { ReportTable, TotalRow } from './report-table';
import { type StatementTabProps, useReport } from './reports-api';
import { StatementSections } from './statement-section';

export function BalanceSheetTab({ query, onOpenAccount }: StatementTabProps) {
  const report = useReport('balance-sheet', query);
  return (
    <ReportBody query={report} label="Balance sheet">
      {(data) => (
        <ComparedStatement comparison={data.comparison}>
          {data.assets.total !== data.totalLiabilitiesAndEquity && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Assets ({formatKes(data.assets.total)}) differ from liabilities and equity (
              {formatKes(data.totalLiabilitiesAndEquity)}).
            </Alert>
          )}
          <ReportTable label="Balance sheet">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>As at {formatDate(query.to)}</TableCell>
                <TableCell align="right">Amount</TableCell>
                <ComparedHeadCell />
              </TableRow>
            </TableHead>
            <TableBody>
              <StatementSections
                sections={[
                  ['Assets', data.assets],
                  ['Liabilities', data.liabilities],
                  ['Equity', data.equity],
                ]}
                onOpenAccount={onOpenAccount}
              />
              <TotalRow
                label="Total liabilities and equity"
                value={data.totalLiabilitiesAndEquity}
                previous={data.previous?.totalLiabilitiesAndEquity}
                colSpan={2}
                strong
              />
            </TableBody>
          </ReportTable>
        </ComparedStatement>
      )}
    </ReportBody>
  );
}
