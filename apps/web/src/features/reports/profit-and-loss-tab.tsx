import { ComparedStatement } from './compared-column';
import { ReportBody } from './report-body';
import { StatementTable, TotalRow } from './report-table';
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
          <StatementTable label={t('statements.profit-and-loss.label')} itemHeading={t('columns.account')}>
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
          </StatementTable>
        </ComparedStatement>
      )}
    </ReportBody>
  );
}
