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

type Totals = DepartmentSummary['totals'];

const COLUMNS: Array<[string, keyof Totals]> = [
  ['Gross pay', 'gross'],
  ['PAYE', 'paye'],
  ['NSSF', 'nssf'],
  ['SHIF / NHIF', 'shif'],
  ['Housing levy', 'housingLevy'],
  ['Net pay', 'netPay'],
  ['Employer cost', 'employerContributions'],
];

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
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table size="small" aria-label="Payroll by department (KES)" sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            <TableCell>Department (amounts in KES)</TableCell>
            <TableCell align="right">Employees</TableCell>
            {COLUMNS.map(([label]) => (
              <TableCell key={label} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.rows.map((row) => (
            <TableRow key={row.department}>
              <TableCell>{departmentLabel(row.department)}</TableCell>
              <Figures row={row} />
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
            <Figures row={summary.totals} bold />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
