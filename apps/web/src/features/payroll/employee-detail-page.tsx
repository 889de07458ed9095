import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Employee } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DataTable } from '../../shared/data-table';
import { ErrorState } from '../../shared/error-state';
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

function EmployeesBreadcrumb() {
  return (
    <Link
      component={RouterLink}
      to="/dashboard/employees"
      underline="hover"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1, fontSize: 14 }}
    >
      <ArrowBackIcon sx={{ fontSize: 16 }} aria-hidden />
      Employees
    </Link>
  );
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
function taxFacts(e: Employee): Array<[string, string | null]> {
  const t = e.taxInputs;
  if (!t) return [['Employment', 'Primary (no dated inputs)']];
  const rows: Array<[string, string | null]> = [
    ['In force from', formatDate(t.effectiveFrom)],
    ['Employment', t.employment === 'secondary' ? 'Secondary' : 'Primary'],
  ];
  if (t.disabilityCertificate) {
    const until = t.disabilityCertificateExpires ? ` to ${formatDate(t.disabilityCertificateExpires)}` : '';
    rows.push(['Disability exemption', `${t.disabilityCertificate}${until}`]);
  }
  const amounts: Array<[string, number]> = [
    ['Registered pension', t.registeredPension],
    ['Post-retirement medical fund', t.postRetirementMedicalFund],
    ['Mortgage interest', t.mortgageInterest],
    ['Insurance premiums', t.insurancePremium],
    ['Car cost', t.carCost],
    ['Meals', t.meals],
    ['Non-cash benefits', t.nonCashBenefits],
    ['Housing value', t.housingValue],
    ['Other benefits', t.otherBenefits],
  ];
  for (const [label, amount] of amounts) if (amount > 0) rows.push([label, formatKes(amount)]);
  return rows;
}

/** P9A downloads: one per year with payslips, newest first. */
function P9Links({ id, periods }: { id: string; periods: readonly string[] }) {
  const years = [...new Set(periods.map((p) => Number(p.slice(0, 4))))].sort((a, b) => b - a);
  if (years.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {years.map((year) => (
        <Button key={year} variant="outlined" size="small" component="a" href={p9Url(id, year)} download>
          P9A {year} (PDF)
        </Button>
      ))}
    </Box>
  );
}

function EmployeeFacts({ employee: e }: { employee: Employee }) {
  const payment: Array<[string, string | null]> =
    e.paymentMethod === 'mpesa'
      ? [
          ['Paid by', 'M-Pesa'],
          ['M-Pesa number', e.mpesaPhone ?? e.phone],
        ]
      : [
          ['Paid by', 'Bank transfer'],
          ['Bank', [e.bankName, e.bankBranch].filter(Boolean).join(', ')],
          ['Account number', e.bankAccountNumber],
        ];
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Facts
        title="Job"
        rows={[
          ['Employee number', e.employeeNumber],
          ['Department', departmentLabel(e.department)],
          ['Position', e.position],
          ['Employment type', employmentTypeLabel(e.employmentType)],
          ['Hire date', e.hireDate ? formatDate(e.hireDate) : null],
          ['Email', e.email],
          ['Phone', e.phone],
        ]}
      />
      <Facts
        title="Monthly pay"
        rows={[
          ['Basic salary', formatKes(e.salary)],
          ['Transport allowance', formatKes(e.allowances.transport)],
          ['Housing allowance', formatKes(e.allowances.housing)],
          ['Lunch allowance', formatKes(e.allowances.lunch)],
          ['Overtime rate per hour', formatKes(e.overtimeRate)],
        ]}
      />
      <Facts
        title="Statutory"
        rows={[
          ['KRA PIN', e.kraPin],
          ['NSSF number', e.nssfNumber],
          ['SHIF number', e.shifNumber],
          ['Residency', e.resident ? 'Resident' : 'Non-resident'],
        ]}
      />
      <Facts title="PAYE inputs in force" rows={taxFacts(e)} />
      <Facts title="Salary payment" rows={payment} />
    </Box>
  );
}

/** One employee: details and payslip history. */
export function EmployeeDetailPage() {
  const { id = '' } = useParams();
  const { can, activeBranch } = useSession();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const employee = useEmployee(id);
  const history = usePayroll({ employeeId: id, branchId: activeBranch?.id }, employee.isSuccess);
  const [editing, setEditing] = useState(false);
  const sendPayslip = useSendPayslip();
  const columns = useMemo(
    () => payslipColumns({ by: 'period', canEmail: can('employees:update'), onEmail: sendPayslip }),
    [can, sendPayslip],
  );

  if (employee.isPending) return <FullPageSpinner label="Loading employee" />;
  if (employee.error) {
    return (
      <>
        <PageHeader title="Employee" breadcrumb={<EmployeesBreadcrumb />} />
        <ErrorState
          error={employee.error}
          title="Could not load this employee"
          onRetry={() => void employee.refetch()}
        />
      </>
    );
  }
  const e = employee.data;
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
            {e.position}, {departmentLabel(e.department)}
            <StatusChip status={e.isActive ? 'Active' : 'Inactive'} />
          </Box>
        }
        actions={
          can('employees:update') && (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )
        }
      />
      <EmployeeFacts employee={e} />
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Payslip history
      </Typography>
      <P9Links id={e.id} periods={(history.data?.items ?? []).map((r) => r.period)} />
      <DataTable
        label="Payslip history"
        rows={history.data?.items ?? []}
        columns={columns}
        loading={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyTitle="No payslips yet"
        emptyDescription="Payslips appear here once a payroll run includes this employee."
        emptyIcon={ReceiptLongIcon}
        columnVisibilityModel={payslipColumnVisibility(narrow, phone)}
        rowHeight={60}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
      {editing && <EmployeeDialog employee={e} onClose={() => setEditing(false)} />}
    </>
  );
}
