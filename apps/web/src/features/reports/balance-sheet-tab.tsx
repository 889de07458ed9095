import Alert from '@mui/material/Alert';
import { formatDate, formatKes } from '../../shared/format';
import { ComparedStatement } from './compared-column';
import { ReportBody } from './report-body';
import { StatementTable, TotalRow } from './report-table';
import { type StatementTabProps, useReport } from './reports-api';
import { StatementSections } from './statement-section';
import { useReportsText } from './use-reports-text';

export function BalanceSheetTab({ query, onOpenAccount }: StatementTabProps) {
  const { t } = useReportsText();
  const report = useReport('balance-sheet', query);
  return (
    <ReportBody query={report} report="balance-sheet">
      {(data) => (
        <ComparedStatement comparison={data.comparison}>
          {data.assets.total !== data.totalLiabilitiesAndEquity && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('balanceSheet.mismatch', {
                assets: formatKes(data.assets.total),
                liabilitiesAndEquity: formatKes(data.totalLiabilitiesAndEquity),
              })}
            </Alert>
          )}
          <StatementTable
            label={t('statements.balance-sheet.label')}
            itemHeading={t('columns.asAt', { date: formatDate(query.to) })}
          >
            <StatementSections
              sections={[
                ['assets', data.assets],
                ['liabilities', data.liabilities],
                ['equity', data.equity],
              ]}
              onOpenAccount={onOpenAccount}
            />
            <TotalRow
              label={t('balanceSheet.totalLiabilitiesAndEquity')}
              value={data.totalLiabilitiesAndEquity}
              previous={data.previous?.totalLiabilitiesAndEquity}
              colSpan={2}
              strong
            />
          </StatementTable>
        </ComparedStatement>
      )}
    </ReportBody>
  );
}
