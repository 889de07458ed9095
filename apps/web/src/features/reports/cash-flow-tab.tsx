import type { CashFlowReport } from '@tawi/contracts';
import { ComparedStatement } from './compared-column';
import { ReportBody } from './report-body';
import { SectionHeadingRow, StatementTable, TotalRow } from './report-table';
import { type ReportQuery, useReport } from './reports-api';
import { StatementSection } from './statement-section';
import { useReportsText } from './use-reports-text';

type Figure = keyof NonNullable<CashFlowReport['previous']>;

/** The lines after the adjustments: the figure (its label in `cashFlow` of the reports text), and whether it is a total (bold). */
const ACTIVITIES = [
  ['operating', true],
  ['investing', false],
  ['financing', false],
  ['netChange', true],
  ['openingCash', false],
  ['closingCash', true],
] as const satisfies ReadonlyArray<readonly [Figure, boolean]>;

/** Indirect method: net profit, adjustments, then the three activities and the change in cash. */
export function CashFlowTab({ query }: { query: ReportQuery }) {
  const { t } = useReportsText();
  const report = useReport('cash-flow', query);
  return (
    <ReportBody query={report} report="cash-flow">
      {(data) => (
        <ComparedStatement comparison={data.comparison}>
          <StatementTable label={t('statements.cash-flow.label')} itemHeading={t('columns.item')}>
            <SectionHeadingRow label={t('cashFlow.operatingActivities')} colSpan={3} />
            <TotalRow
              label={t('cashFlow.netProfit')}
              value={data.netProfit}
              previous={data.previous?.netProfit}
              colSpan={2}
            />
            <StatementSection name="adjustments" section={data.adjustments} />
            {ACTIVITIES.map(([figure, strong]) => (
              <TotalRow
                key={figure}
                label={t(`cashFlow.${figure}`)}
                value={data[figure]}
                previous={data.previous?.[figure]}
                colSpan={2}
                strong={strong}
              />
            ))}
          </StatementTable>
        </ComparedStatement>
      )}
    </ReportBody>
  );
}
