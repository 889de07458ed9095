import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PayrollPreviewRecord } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ActionDialog } from '../../shared/action-dialog';
import { errorMessage } from '../../shared/api/api-error';
import { EmptyState } from '../../shared/empty-state';
import { useSession } from '../../shared/session/session-context';
import { OvertimeTable } from './overtime-table';
import { type PayrollRunBody, useEmployees, usePreviewPayroll, useRunPayroll } from './payroll-api';
import { PayrollPreviewTable } from './payroll-preview-table';
import { usePayrollText } from './use-payroll-text';

export interface RunPayrollDialogProps {
  defaultPeriod: string;
  onClose: () => void;
  onDone: (period: string) => void;
}

/** The run's body from the form; a bad hours value is a message instead. */
function runBody(
  period: string,
  hours: Record<string, string>,
  t: TFunction<'payroll'>,
): PayrollRunBody | string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) return t('run.choosePeriod');
  const overtime: NonNullable<PayrollRunBody['overtime']> = [];
  for (const [employeeId, text] of Object.entries(hours)) {
    if (text.trim() === '') continue;
    const h = Number(text);
    if (!Number.isFinite(h) || h < 0 || h > 744) return t('run.badHours');
    if (h > 0) overtime.push({ employeeId, hours: Math.round(h * 100) / 100 });
  }
  return { period, overtime };
}

/** Run payroll: the month, overtime per employee, a preview, then confirm. Mount only while open. */
export function RunPayrollDialog({ defaultPeriod, onClose, onDone }: RunPayrollDialogProps) {
  const { activeBranch } = useSession();
  const { t } = usePayrollText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [period, setPeriod] = useState(defaultPeriod);
  const [hours, setHours] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<PayrollPreviewRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const employees = useEmployees({ page: 1, search: '', department: '', branchId: activeBranch?.id });
  const payable = useMemo(
    () => (employees.data?.items ?? []).filter((e) => e.isActive && e.salary > 0),
    [employees.data],
  );
  const previewRun = usePreviewPayroll();
  const run = useRunPayroll();
  const busy = previewRun.isPending || run.isPending;

  const showPreview = async () => {
    const body = runBody(period, hours, t);
    if (typeof body === 'string') return setError(body);
    setError(null);
    try {
      setPreview((await previewRun.mutateAsync(body)).items);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const confirm = async () => {
    const body = runBody(period, hours, t);
    if (typeof body === 'string') return setError(body);
    try {
      const saved = await run.mutateAsync(body);
      toast.success(t('run.done', { period, count: saved.items.length }));
      onDone(period);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <ActionDialog
      title={preview ? t('run.previewTitle', { period }) : t('run.title')}
      onClose={onClose}
      busy={busy}
      error={error}
      maxWidth="md"
      fullScreen={fullScreen}
      actions={
        preview ? (
          <>
            <Button onClick={() => setPreview(null)} disabled={busy}>
              {t('run.back')}
            </Button>
            <Button variant="contained" onClick={() => void confirm()} loading={run.isPending}>
              {t('run.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('run.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void showPreview()}
              loading={previewRun.isPending}
              disabled={payable.length === 0}
            >
              {t('run.preview')}
            </Button>
          </>
        )
      }
    >
      {preview ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(preview.some((r) => r.payrollId) ? 'run.nothingSavedReplacing' : 'run.nothingSaved', {
              count: preview.length,
            })}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <PayrollPreviewTable items={preview} />
          </Box>
        </>
      ) : (
        <>
          <TextField
            type="month"
            label={t('run.period')}
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
            required
            sx={{ mt: 1, mb: 2, minWidth: 220 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '2021-01', max: '2099-12' } }}
          />
          {employees.isPending ? (
            <Typography color="text.secondary">{t('run.loadingEmployees')}</Typography>
          ) : payable.length === 0 ? (
            <EmptyState compact title={t('run.noOneTitle')} description={t('run.noOneDescription')} />
          ) : (
            <OvertimeTable
              employees={payable}
              hours={hours}
              onChange={(id, h) => setHours((s) => ({ ...s, [id]: h }))}
            />
          )}
        </>
      )}
    </ActionDialog>
  );
}
