import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Employee } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { usePayrollText } from './use-payroll-text';

export interface OvertimeTableProps {
  employees: Employee[];
  hours: Record<string, string>;
  onChange: (employeeId: string, hours: string) => void;
}

/** Hours past the normal month, entered per employee (never guessed). */
export function OvertimeTable({ employees, hours, onChange }: OvertimeTableProps) {
  const { t } = usePayrollText();
  return (
    <Table size="small" aria-label={t('overtime.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('overtime.employee')}</TableCell>
          <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('overtime.basicSalary')}
          </TableCell>
          <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('overtime.rate')}
          </TableCell>
          <TableCell align="right">{t('overtime.hours')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {employees.map((e) => (
          <TableRow key={e.id}>
            <TableCell>
              <Typography variant="body2">{e.fullName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {e.employeeNumber}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
              {formatKes(e.salary)}
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
              {formatKes(e.overtimeRate)}
            </TableCell>
            <TableCell align="right" sx={{ width: 150 }}>
              <TextField
                type="number"
                size="small"
                value={hours[e.id] ?? ''}
                onChange={(ev) => onChange(e.id, ev.target.value)}
                placeholder="0"
                disabled={e.overtimeRate === 0}
                slotProps={{
                  htmlInput: {
                    min: 0,
                    max: 744,
                    step: 0.5,
                    inputMode: 'decimal',
                    'aria-label': t('overtime.hoursOf', { name: e.fullName }),
                  },
                  input: {
                    endAdornment: <InputAdornment position="end">{t('overtime.unit')}</InputAdornment>,
                  },
                }}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
