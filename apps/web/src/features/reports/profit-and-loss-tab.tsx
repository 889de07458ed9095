import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ComparedHeadCell, ComparedStatement } from './compared-column';
import { ReportBody } from './report-body';
import { ReportTable, TotalRow } from './report-table';
import { type StatementTabProps, useReport } from './reports-api';
import { StatementSections } from './statement-section';
import { useReportsText } from './use-reports-text';

export function ProfitAndLossTab({ query, onOpenAccount }: StatementTabProps) {
  const { t } = useReportsText();
  const report = useReport('profit-and-loss', query);
  return (
    <ReportBody query={report} report="profit-and-loss">
      {(data) => (
        <ComparedStatement comparison={data.comparison}>
          <ReportTable label={t('statements.profit-and-loss.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.code')}</TableCell>
                <TableCell>{t('columns.account')}</TableCell>
                <TableCell align="right">{t('columns.amount')}</TableCell>
                <ComparedHeadCell />
              </TableRow>
            </TableHead>
            <TableBody>
              <StatementSections
                sections={[
                  ['income', data.income],
                  ['costOfSales', data.costOfSales],
                ]}
                onOpenAccount={onOpenAccount}
              />
              <TotalRow
                label={t('profitAndLoss.grossProfit')}
                value={data.grossProfit}
                previous={data.previous?.grossProfit}
                colSpan={2}
                strong
              />
              <StatementSections sections={[['expenses', data.expenses]]} onOpenAccount={onOpenAccount} />
              {data.previous ? (
                <TotalRow
                  label={t('profitAndLoss.netProfitOrLoss')}
                  value={data.netProfit}
                  previous={data.previous.netProfit}
                  colSpan={2}
                  strong
                />
              ) : (
                <TotalRow
                  label={data.netProfit < 0 ? t('profitAndLoss.netLoss') : t('profitAndLoss.netProfit')}
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
