import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { PayrollRecord } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { StatusChip } from '../../shared/status-chip';
import { departmentLabel } from './employee-form';
import { payslipUrl } from './payroll-api';

export interface PayslipColumnOptions {
  /** Show who (payroll page) or when (an employee's history). */
  by: 'employee' | 'period';
  canEmail: boolean;
  onEmail: (record: PayrollRecord) => void;
}

const money = (headerName: string, field: string, width = 128): GridColDef<PayrollRecord> => ({
  field,
  headerName,
  type: 'number',
  width,
  valueFormatter: (v: number) => formatKes(v),
});

function TwoLines({ main, detail }: { main: string; detail: string }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}
    >
      <Typography variant="body2" noWrap sx={{ fontWeight: 500, lineHeight: 1.3 }}>
        {main}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {detail}
      </Typography>
    </Box>
  );
}

function overtimeNote(row: PayrollRecord): string {
  return row.overtimeHours > 0 ? ` · ${row.overtimeHours} h overtime` : '';
}

function PayslipActions({ row, o }: { row: PayrollRecord; o: PayslipColumnOptions }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <Tooltip title="Download payslip (PDF)">
        <IconButton
          component="a"
          href={payslipUrl(row.id)}
          download
          aria-label={`Download payslip ${row.payrollId}`}
          size="small"
        >
          <PictureAsPdfIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {o.canEmail && (
        <Tooltip title="Email payslip">
          <IconButton
            aria-label={`Email payslip ${row.payrollId}`}
            size="small"
            onClick={() => o.onEmail(row)}
          >
            <EmailIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/**
 * Payroll records as a grid: who (with number, department and overtime) or when, the money, the
 * status and the payslip actions. Narrow screens hide `gross`, `paye`, `totalDeductions` and `status`.
 */
export function payslipColumns(o: PayslipColumnOptions): GridColDef<PayrollRecord>[] {
  const who: GridColDef<PayrollRecord> =
    o.by === 'employee'
      ? {
          field: 'employeeName',
          headerName: 'Employee',
          flex: 1,
          minWidth: 150,
          renderCell: ({ row }) => (
            <TwoLines
              main={row.employeeName}
              detail={`${row.payrollId} · ${departmentLabel(row.department)}${overtimeNote(row)}`}
            />
          ),
        }
      : {
          field: 'period',
          headerName: 'Period',
          flex: 1,
          minWidth: 140,
          renderCell: ({ row }) => (
            <TwoLines main={row.period} detail={`${row.payrollId}${overtimeNote(row)}`} />
          ),
        };
  return [
    who,
    money('Gross pay', 'totalEarnings'),
    { ...money('PAYE', 'paye', 112), valueGetter: (_v, row) => row.deductions.paye },
    money('Deductions', 'totalDeductions'),
    money('Net pay', 'netPay'),
    {
      field: 'status',
      headerName: 'Status',
      width: 104,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'actions',
      headerName: 'Payslip',
      width: 92,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => <PayslipActions row={row} o={o} />,
    },
  ];
}

/** Which payslip columns a screen of this size shows. */
export function payslipColumnVisibility(narrow: boolean, phone: boolean) {
  return { totalEarnings: !narrow, paye: !narrow, totalDeductions: !narrow, status: !phone };
}
