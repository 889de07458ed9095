import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Employee } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { BreadcrumbLink } from '../../shared/breadcrumb-link';
import { DataTable } from '../../shared/data-table';
import { DetailLoadState } from '../../shared/documents/detail-load-state';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../shared/format';
import { FullPageSpinner } from '../../shared/full-page-spinner';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { StatusChip } from '../../shared/status-chip';
import { EmployeeDialog } from './employee-dialog';
import { departmentLabel, employmentTypeLabel } from './employee-form';
import { p9Url, useEmployee, usePayroll } from './payroll-api';
import { payslipColumns, payslipColumnVisibility } from './payslip-columns';
import { useSendPayslip } from './use-email-payslip';
import { usePayrollText } from './use-payroll-text';

function EmployeesBreadcrumb() {
  const { t } = usePayrollText();
  return <BreadcrumbLink to="/dashboard/employees" label={t('detail.back')} />;
}

function Facts({ title, rows }: { title: string; rows: Array<[string, string | null | undefined]> }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: 2.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', wordBreak: 'break-word' }}
            >
              {value || EMPTY_DISPLAY}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

/** Today's tax inputs: only what is set, so an ordinary employee shows a short card. */
function taxFacts(e: Employee, t: TFunction<'payroll'>): Array<[string, string | null]> {
  const inputs = e.taxInputs;
  if (!inputs) return [[t('detail.employment'), t('detail.primaryNoInputs')]];
  const rows: Array<[string, string | null]> = [
    [t('detail.inForceFrom'), formatDate(inputs.effectiveFrom)],
    [t('detail.employment'), inputs.employment === 'secondary' ? t('detail.secondary') : t('detail.primary')],
  ];
  const certificate = inputs.disabilityCertificate;
  if (certificate) {
    const expires = inputs.disabilityCertificateExpires;
    rows.push([
      t('detail.disabilityExemption'),
      expires ? t('detail.certificateUntil', { certificate, date: formatDate(expires) }) : certificate,
    ]);
  }
  const amounts: Array<[string, number]> = [
    [t('detail.registeredPension'), inputs.registeredPension],
    [t('detail.postRetirementMedicalFund'), inputs.postRetirementMedicalFund],
    [t('detail.mortgageInterest'), inputs.mortgageInterest],
    [t('detail.insurancePremiums'), inputs.insurancePremium],
    [t('detail.carCost'), inputs.carCost],
    [t('detail.meals'), inputs.meals],
    [t('detail.nonCashBenefits'), inputs.nonCashBenefits],
    [t('detail.housingValue'), inputs.housingValue],
    [t('detail.otherBenefits'), inputs.otherBenefits],
  ];
  for (const [label, amount] of amounts) if (amount > 0) rows.push([label, formatKes(amount)]);
  return rows;
}

/** P9A downloads: one per year with payslips, newest first. */
function P9Links({ id, periods }: { id: string; periods: readonly string[] }) {
  const { t } = usePayrollText();
  const years = [...new Set(periods.map((p) => Number(p.slice(0, 4))))].sort((a, b) => b - a);
  if (years.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {years.map((year) => (
        <Button key={year} variant="outlined" size="small" component="a" href={p9Url(id, year)} download>
          {t('detail.p9a', { year })}
        </Button>
      ))}
    </Box>
  );
}

function EmployeeFacts({ employee: e }: { employee: Employee }) {
  const { t } = usePayrollText();
  const payment: Array<[string, string | null]> =
    e.paymentMethod === 'mpesa'
      ? [
          [t('detail.paidBy'), t('detail.mpesa')],
          [t('detail.mpesaNumber'), e.mpesaPhone ?? e.phone],
        ]
      : [
          [t('detail.paidBy'), t('detail.bankTransfer')],
          [t('detail.bank'), [e.bankName, e.bankBranch].filter(Boolean).join(', ')],
          [t('detail.accountNumber'), e.bankAccountNumber],
        ];
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Facts
        title={t('detail.job')}
        rows={[
          [t('detail.employeeNumber'), e.employeeNumber],
          [t('detail.department'), departmentLabel(t, e.department)],
          [t('detail.position'), e.position],
          [t('detail.employmentType'), employmentTypeLabel(t, e.employmentType)],
          [t('detail.hireDate'), e.hireDate ? formatDate(e.hireDate) : null],
          [t('detail.email'), e.email],
          [t('detail.phone'), e.phone],
        ]}
      />
      <Facts
        title={t('detail.monthlyPay')}
        rows={[
          [t('detail.basicSalary'), formatKes(e.salary)],
          [t('detail.transportAllowance'), formatKes(e.allowances.transport)],
          [t('detail.housingAllowance'), formatKes(e.allowances.housing)],
          [t('detail.lunchAllowance'), formatKes(e.allowances.lunch)],
          [t('detail.overtimeRate'), formatKes(e.overtimeRate)],
        ]}
      />
      <Facts
        title={t('detail.statutory')}
        rows={[
          [t('detail.kraPin'), e.kraPin],
          [t('detail.nssfNumber'), e.nssfNumber],
          [t('detail.shifNumber'), e.shifNumber],
          [t('detail.residency'), e.resident ? t('detail.resident') : t('detail.nonResident')],
        ]}
      />
      <Facts title={t('detail.taxInputs')} rows={taxFacts(e, t)} />
      <Facts title={t('detail.salaryPayment')} rows={payment} />
    </Box>
  );
}

/** One employee: details and payslip history. */
export function EmployeeDetailPage() {
  const { id = '' } = useParams();
  const { can, activeBranch } = useSession();
  const { t } = usePayrollText();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const employee = useEmployee(id);
  const history = usePayroll({ employeeId: id, branchId: activeBranch?.id }, employee.isSuccess);
  const [editing, setEditing] = useState(false);
  const sendPayslip = useSendPayslip();
  const columns = useMemo(
    () => payslipColumns({ by: 'period', canEmail: can('employees:update'), onEmail: sendPayslip, t }),
    [can, sendPayslip, t],
  );

  if (employee.isPending) return <FullPageSpinner label={t('detail.loading')} />;
  const e = employee.data;
  if (employee.error || !e) {
    const texts = { title: t('detail.title'), failed: t('detail.loadFailed'), loading: t('detail.loading') };
    return <DetailLoadState query={employee} breadcrumb={<EmployeesBreadcrumb />} texts={texts} />;
  }
  return (
    <>
      <PageHeader
        title={e.fullName}
        breadcrumb={<EmployeesBreadcrumb />}
        description={
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {e.position}, {departmentLabel(t, e.department)}
            <StatusChip status={e.isActive ? 'Active' : 'Inactive'} />
          </Box>
        }
        actions={
          can('employees:update') && (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t('detail.edit')}
            </Button>
          )
        }
      />
      <EmployeeFacts employee={e} />
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('detail.payslipHistory')}
      </Typography>
      <P9Links id={e.id} periods={(history.data?.items ?? []).map((r) => r.period)} />
      <DataTable
        label={t('detail.payslipHistory')}
        rows={history.data?.items ?? []}
        columns={columns}
        loading={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyTitle={t('detail.noPayslipsTitle')}
        emptyDescription={t('detail.noPayslipsDescription')}
        emptyIcon={ReceiptLongIcon}
        columnVisibilityModel={payslipColumnVisibility(narrow, phone)}
        rowHeight={60}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
      {editing && <EmployeeDialog employee={e} onClose={() => setEditing(false)} />}
    </>
  );
}
