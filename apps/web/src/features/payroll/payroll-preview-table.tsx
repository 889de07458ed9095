import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PayrollPreviewRecord } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import { formatKes } from '../../shared/format';

type Figure = (r: PayrollPreviewRecord) => number;

const COLUMNS: Array<[string, Figure, boolean]> = [
  ['Gross pay', (r) => r.totalEarnings, true],
  ['PAYE', (r) => r.deductions.paye, true],
  ['NSSF', (r) => r.deductions.nssf, false],
  ['SHIF / NHIF', (r) => r.deductions.shif + r.deductions.nhif, false],
  ['Housing levy', (r) => r.deductions.housingLevy, false],
  ['Net pay', (r) => r.netPay, true],
];

const cell = (always: boolean) => ({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  display: always ? 'table-cell' : { xs: 'none', sm: 'table-cell' },
});

/** What a run would save, per employee and in total, before it is confirmed. */
export function PayrollPreviewTable({ items }: { items: PayrollPreviewRecord[] }) {
  return (
    <Table size="small" aria-label="Payroll preview">
      <TableHead>
        <TableRow>
          <TableCell>Employee</TableCell>
          {COLUMNS.map(([label, , always]) => (
            <TableCell key={label} align="right" sx={cell(always)}>
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((r) => (
          <TableRow key={r.employeeId}>
            <TableCell>{r.employeeName}</TableCell>
            {COLUMNS.map(([label, of, always]) => (
              <TableCell key={label} align="right" sx={cell(always)}>
                {formatKes(of(r))}
              </TableCell>
            ))}
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
          {COLUMNS.map(([label, of, always]) => (
            <TableCell key={label} align="right" sx={{ ...cell(always), fontWeight: 600 }}>
              {formatKes(Money.sum(items.map(of)))}
            </TableCell>
          ))}
        </TableRow>
      </TableBody>
    </Table>
  );
}
