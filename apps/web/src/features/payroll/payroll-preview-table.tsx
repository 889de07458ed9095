import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PayrollPreviewRecord } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import { formatKes } from '../../shared/format';
import { usePayrollText } from './use-payroll-text';

type Figure = (r: PayrollPreviewRecord) => number;

/** Each figure: its heading (a key of `figures` in the payroll text), its amount, whether a phone shows it. */
const COLUMNS: ReadonlyArray<
  readonly ['grossPay' | 'paye' | 'nssf' | 'shif' | 'housingLevy' | 'netPay', Figure, boolean]
> = [
  ['grossPay', (r) => r.totalEarnings, true],
  ['paye', (r) => r.deductions.paye, true],
  ['nssf', (r) => r.deductions.nssf, false],
  ['shif', (r) => r.deductions.shif + r.deductions.nhif, false],
  ['housingLevy', (r) => r.deductions.housingLevy, false],
  ['netPay', (r) => r.netPay, true],
];

const cell = (always: boolean) => ({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  display: always ? 'table-cell' : { xs: 'none', sm: 'table-cell' },
});

/** What a run would save, per employee and in total, before it is confirmed. */
export function PayrollPreviewTable({ items }: { items: PayrollPreviewRecord[] }) {
  const { t } = usePayrollText();
  return (
    <Table size="small" aria-label={t('run.previewLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('run.employee')}</TableCell>
          {COLUMNS.map(([label, , always]) => (
            <TableCell key={label} align="right" sx={cell(always)}>
              {t(`figures.${label}`)}
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
          <TableCell sx={{ fontWeight: 600 }}>{t('run.total')}</TableCell>
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
