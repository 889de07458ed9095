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
          <ReportTable label={t('statements.cash-flow.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.code')}</TableCell>
                <TableCell>{t('columns.item')}</TableCell>
                <TableCell align="right">{t('columns.amount')}</TableCell>
                <ComparedHeadCell />
              </TableRow>
            </TableHead>
            <TableBody>
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
            </TableBody>
          </ReportTable>
        </ComparedStatement>
      )}
    </ReportBody>
  );
}
