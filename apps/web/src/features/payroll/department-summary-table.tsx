import type { DepartmentSummary } from '@tawi/contracts';
import { formatNumber } from '../../shared/format';
import { column, figureColumn, SimpleTable } from '../../shared/simple-table';
import { departmentLabel } from './employee-form';
import { usePayrollText } from './use-payroll-text';

type Totals = DepartmentSummary['totals'];
type Row = Totals & { label: string };

/** Each figure: its heading (a key of `figures` in the payroll text) and its total. */
const COLUMNS = [
  ['grossPay', 'gross'],
  ['paye', 'paye'],
  ['nssf', 'nssf'],
  ['shif', 'shif'],
  ['housingLevy', 'housingLevy'],
  ['netPay', 'netPay'],
  ['employerCost', 'employerContributions'],
] as const satisfies ReadonlyArray<readonly [string, keyof Totals]>;

/** A period's payroll by department, with totals. */
export function DepartmentSummaryTable({ summary }: { summary: DepartmentSummary }) {
  const { t } = usePayrollText();
  return (
    <SimpleTable<Row>
      label={t('departmentTable.label')}
      frame="outlined"
      frameSx={{ borderRadius: 3 }}
      sx={{ minWidth: 860 }}
      rows={summary.rows.map((row) => ({ ...row, label: departmentLabel(t, row.department) }))}
      rowKey={(r) => r.label}
      total={{ ...summary.totals, label: t('departmentTable.total') }}
      columns={[
        column(t('departmentTable.department'), (r) => r.label),
        figureColumn(t('departmentTable.employees'), (r) => r.employees),
        ...COLUMNS.map(([label, key]) =>
          figureColumn(t(`figures.${label}`), (r: Row) =>
            formatNumber(key === 'shif' ? r.shif + r.nhif : r[key]),
          ),
        ),
      ]}
    />
  );
}
