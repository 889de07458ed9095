import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DepartmentSummary } from '@tawi/contracts';
import { formatNumber } from '../../shared/format';
import { departmentLabel } from './employee-form';
import { usePayrollText } from './use-payroll-text';

type Totals = DepartmentSummary['totals'];

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

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Figures({ row, bold = false }: { row: Totals; bold?: boolean }) {
  return (
    <>
      <TableCell align="right" sx={{ ...num, fontWeight: bold ? 600 : undefined }}>
        {row.employees}
      </TableCell>
      {COLUMNS.map(([label, key]) => (
        <TableCell key={label} align="right" sx={{ ...num, fontWeight: bold ? 600 : undefined }}>
          {formatNumber(key === 'shif' ? row.shif + row.nhif : row[key])}
        </TableCell>
      ))}
    </>
  );
}

/** A period's payroll by department, with totals. */
export function DepartmentSummaryTable({ summary }: { summary: DepartmentSummary }) {
  const { t } = usePayrollText();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table size="small" aria-label={t('departmentTable.label')} sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('departmentTable.department')}</TableCell>
            <TableCell align="right">{t('departmentTable.employees')}</TableCell>
            {COLUMNS.map(([label]) => (
              <TableCell key={label} align="right">
                {t(`figures.${label}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.rows.map((row) => (
            <TableRow key={row.department}>
              <TableCell>{departmentLabel(t, row.department)}</TableCell>
              <Figures row={row} />
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('departmentTable.total')}</TableCell>
            <Figures row={summary.totals} bold />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
