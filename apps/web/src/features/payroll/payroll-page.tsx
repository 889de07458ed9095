import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import PaidIcon from '@mui/icons-material/Paid';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { todayIn } from '@tawi/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../shared/data-table';
import { EmptyState } from '../../shared/empty-state';
import { ErrorState } from '../../shared/error-state';
import { FullPageSpinner } from '../../shared/full-page-spinner';
import { ListToolbar } from '../../shared/list-toolbar';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { useBranchDescription } from '../../shared/session/use-branch-description';
import { useStatusLabel } from '../../shared/status-label';
import { DepartmentSummaryTable } from './department-summary-table';
import { PayPayrollDialog } from './pay-payroll-dialog';
import { useDepartmentSummary, usePayroll, usePayrollPeriods } from './payroll-api';
import { PayrollExportsMenu } from './payroll-exports-menu';
import { payslipColumns, payslipColumnVisibility } from './payslip-columns';
import { PeriodSummary } from './period-summary';
import { RunPayrollDialog } from './run-payroll-dialog';
import { useSendPayslip } from './use-email-payslip';
import { usePayrollText } from './use-payroll-text';

/** Payroll of the active branch by month: totals, payslips, approve and pay, exports. */
export function PayrollPage() {
  const statusLabel = useStatusLabel();
  const { me, can, activeBranch } = useSession();
  const { t } = usePayrollText();
  const description = useBranchDescription(
    (branch) => t('page.description', { branch }),
    t('page.descriptionThisBranch'),
  );
  const branchId = activeBranch?.id;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const [running, setRunning] = useState(false);
  const [paying, setPaying] = useState(false);
  const periods = usePayrollPeriods(branchId);
  const selected = params.get('period') ?? periods.data?.items[0]?.period;
  const period = periods.data?.items.find((p) => p.period === selected);
  const records = usePayroll({ period: selected, branchId }, Boolean(selected));
  const summary = useDepartmentSummary(period?.period, branchId);
  const sendPayslip = useSendPayslip();
  const columns = useMemo(
    () => payslipColumns({ by: 'employee', canEmail: can('employees:update'), onEmail: sendPayslip, t }),
    [can, sendPayslip, t],
  );
  const choose = (p: string) => setParams({ period: p }, { replace: true });
  const thisMonth = todayIn(me.company.timeZone).slice(0, 7);

  const runButton = can('employees:create') && (
    <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => setRunning(true)}>
      {t('page.run')}
    </Button>
  );
  let body: ReactNode;
  if (periods.isPending) body = <FullPageSpinner label={t('page.loading')} />;
  else if (periods.error)
    body = (
      <ErrorState error={periods.error} title={t('page.loadFailed')} onRetry={() => void periods.refetch()} />
    );
  else if (!period)
    body = (
      <EmptyState
        icon={AccountBalanceWalletIcon}
        title={t('page.emptyTitle')}
        description={t('page.emptyDescription')}
        action={runButton}
      />
    );
  else
    body = (
      <>
        <PeriodSummary period={period} />
        <DataTable
          label={t('page.payslips')}
          rows={records.data?.items ?? []}
          columns={columns}
          loading={records.isPending || (records.isFetching && records.isPlaceholderData)}
          error={records.error}
          onRetry={() => void records.refetch()}
          emptyTitle={t('page.noPayslips')}
          columnVisibilityModel={payslipColumnVisibility(narrow, phone)}
          rowHeight={60}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
        <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1.5 }}>
          {t('page.byDepartment')}
        </Typography>
        {summary.data ? (
          <DepartmentSummaryTable summary={summary.data} />
        ) : summary.error ? (
          <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
        ) : null}
      </>
    );

  return (
    <>
      <PageHeader title={t('page.title')} description={description} actions={runButton} />
      {period && (
        <ListToolbar>
          <TextField
            select
            label={t('page.period')}
            value={period.period}
            onChange={(e) => choose(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            {(periods.data?.items ?? []).map((p) => (
              <MenuItem key={p.period} value={p.period}>
                {p.period} · {statusLabel(p.status)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flexGrow: 1 }} />
          <PayrollExportsMenu period={period.period} branchId={branchId} />
          {can('employees:approve') && period.processed > 0 && (
            <Button
              variant="contained"
              color="success"
              startIcon={<PaidIcon />}
              onClick={() => setPaying(true)}
            >
              {t('page.approveAndPay')}
            </Button>
          )}
        </ListToolbar>
      )}
      {body}
      {running && (
        <RunPayrollDialog
          defaultPeriod={selected && period?.status === 'Processed' ? selected : thisMonth}
          onClose={() => setRunning(false)}
          onDone={(p) => {
            setRunning(false);
            choose(p);
          }}
        />
      )}
      {paying && period && <PayPayrollDialog period={period} onClose={() => setPaying(false)} />}
    </>
  );
}
