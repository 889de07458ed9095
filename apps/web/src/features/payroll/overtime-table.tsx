import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Employee } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { column, SimpleTable } from '../../shared/simple-table';
import { usePayrollText } from './use-payroll-text';

export interface OvertimeTableProps {
  employees: Employee[];
  hours: Record<string, string>;
  onChange: (employeeId: string, hours: string) => void;
}

const RIGHT_WIDE = { align: 'right', hide: 'wide', num: true } as const;

function HoursInput({
  employee: e,
  hours,
  onChange,
}: Omit<OvertimeTableProps, 'employees'> & { employee: Employee }) {
  const { t } = usePayrollText();
  return (
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
  );
}

/** Hours past the normal month, entered per employee (never guessed). */
export function OvertimeTable({ employees, hours, onChange }: OvertimeTableProps) {
  const { t } = usePayrollText();
  return (
    <SimpleTable<Employee>
      label={t('overtime.label')}
      frame="none"
      rows={employees}
      rowKey={(e) => e.id}
      columns={[
        column(t('overtime.employee'), (e) => (
          <>
            <Typography variant="body2">{e.fullName}</Typography>
            <Typography variant="caption" color="text.secondary">
              {e.employeeNumber}
            </Typography>
          </>
        )),
        column(t('overtime.basicSalary'), (e) => formatKes(e.salary), RIGHT_WIDE),
        column(t('overtime.rate'), (e) => formatKes(e.overtimeRate), RIGHT_WIDE),
        column(t('overtime.hours'), (e) => <HoursInput employee={e} hours={hours} onChange={onChange} />, {
          align: 'right',
          cellSx: () => ({ width: 150 }),
        }),
      ]}
    />
  );
}
