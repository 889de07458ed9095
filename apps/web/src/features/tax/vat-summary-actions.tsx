import DoneAllIcon from '@mui/icons-material/DoneAll';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import type { VatSummary } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { PdfDownloadButton } from '../../shared/documents/pdf-download-button';
import { useSession } from '../../shared/session/session-context';
import { FileReturnDialog } from './file-return-dialog';
import { useTaxText } from './use-tax-text';
import { useReopenVatReturn } from './vat-api';
import { vatFileUrls } from './vat-format';

/** The month's downloads, and filing or reopening its return (accounting:update, once the month is over). */
export function VatSummaryActions({ summary }: { summary: VatSummary }) {
  const { me, can } = useSession();
  const { t } = useTaxText();
  const reopen = useReopenVatReturn(summary.period);
  const [dialog, setDialog] = useState<'file' | 'reopen' | null>(null);
  const canChange = can('accounting:update');
  const over = todayIn(me.company.timeZone) > summary.to;
  const close = () => {
    setDialog(null);
    reopen.reset();
  };
  const confirmReopen = () =>
    reopen.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('actions.reopened', { period: summary.label }));
        close();
      },
    });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FolderZipIcon />}
        href={vatFileUrls.zip(summary.period)}
        download
      >
        {t('actions.downloadZip')}
      </Button>
      <PdfDownloadButton href={vatFileUrls.pdf(summary.period)} />
      {canChange && summary.status === 'Pending' && over && (
        <Button variant="contained" startIcon={<DoneAllIcon />} onClick={() => setDialog('file')}>
          {t('actions.markFiled')}
        </Button>
      )}
      {canChange && summary.status === 'Filed' && (
        <Button color="warning" startIcon={<LockOpenIcon />} onClick={() => setDialog('reopen')}>
          {t('actions.reopen')}
        </Button>
      )}
      {dialog === 'file' && <FileReturnDialog summary={summary} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'reopen'}
        title={t('actions.reopenTitle', { period: summary.label })}
        message={t('actions.reopenMessage')}
        confirmLabel={t('actions.reopen')}
        onConfirm={confirmReopen}
        onClose={close}
        pending={reopen.isPending}
        error={reopen.error ?? undefined}
      />
    </>
  );
}
