import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { PayrollRecord } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { statusColumn } from '../../shared/lists/grid-columns';
import { moneyColumn, NameWithCaption } from '../../shared/lists/list-columns';
import { StatusChip } from '../../shared/status-chip';
import { departmentLabel } from './employee-form';
import { payslipUrl } from './payroll-api';

export interface PayslipColumnOptions {
  /** Show who (payroll page) or when (an employee's history). */
  by: 'employee' | 'period';
  canEmail: boolean;
  onEmail: (record: PayrollRecord) => void;
  t: TFunction<'payroll'>;
}

const money = (headerName: string, field: string, width = 128): GridColDef<PayrollRecord> =>
  moneyColumn(field, headerName, { width });

/** The caption under who or when: the payroll number, then the department, then any overtime. */
function detailLine(parts: Array<string | false>): string {
  return parts.filter(Boolean).join(' · ');
}

const overtimeOf = (row: PayrollRecord, t: TFunction<'payroll'>) =>
  row.overtimeHours > 0 && t('payslips.overtime', { hours: row.overtimeHours });

function PayslipActions({ row, o }: { row: PayrollRecord; o: PayslipColumnOptions }) {
  const { t } = o;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <Tooltip title={t('payslips.download')}>
        <IconButton
          component="a"
          href={payslipUrl(row.id)}
          download
          aria-label={t('payslips.downloadNamed', { number: row.payrollId })}
          size="small"
        >
          <PictureAsPdfIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {o.canEmail && (
        <Tooltip title={t('payslips.email')}>
          <IconButton
            aria-label={t('payslips.emailNamed', { number: row.payrollId })}
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
  const { t } = o;
  const who: GridColDef<PayrollRecord> =
    o.by === 'employee'
      ? {
          field: 'employeeName',
          headerName: t('payslips.employee'),
          flex: 1,
          minWidth: 150,
          renderCell: ({ row }) => (
            <NameWithCaption
              name={row.employeeName}
              caption={detailLine([row.payrollId, departmentLabel(t, row.department), overtimeOf(row, t)])}
            />
          ),
        }
      : {
          field: 'period',
          headerName: t('payslips.period'),
          flex: 1,
          minWidth: 140,
          renderCell: ({ row }) => (
            <NameWithCaption name={row.period} caption={detailLine([row.payrollId, overtimeOf(row, t)])} />
          ),
        };
  return [
    who,
    money(t('payslips.grossPay'), 'totalEarnings'),
    { ...money(t('payslips.paye'), 'paye', 112), valueGetter: (_v, row) => row.deductions.paye },
    money(t('payslips.deductions'), 'totalDeductions'),
    money(t('payslips.netPay'), 'netPay'),
    statusColumn(t('payslips.status'), { width: 104, cell: StatusChip }),
    {
      field: 'actions',
      headerName: t('payslips.payslip'),
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
