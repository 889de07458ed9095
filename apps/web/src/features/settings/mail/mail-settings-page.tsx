import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { ErrorState } from '../../../shared/error-state';
import { FullPageSpinner } from '../../../shared/full-page-spinner';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { useDeleteMailSettings, useMailSettings } from './mail-settings-api';
import { MailSettingsForm } from './mail-settings-form';
import { MailSourceChip, MailSourceNotice } from './mail-source-notice';
import { SendTestMailDialog } from './send-test-mail-dialog';

/** Settings, Email (SMTP): the company's own mail server, or the server's, or none (the outbox). */
export function MailSettingsPage() {
  const { can, me } = useSession();
  const settings = useMailSettings();
  const remove = useDeleteMailSettings();
  const [testing, setTesting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canEdit = can('settings:update');
  const data = settings.data;
  const closeConfirm = () => {
    setConfirming(false);
    remove.reset();
  };
  const useServer = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        closeConfirm();
        toast.success("Your company's mail server was removed");
      },
    });

  return (
    <>
      <PageHeader
        title="Email (SMTP)"
        description="The mail server that sends your invoices, estimates, statements, receipts, payslips and orders."
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          data && (
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <MailSourceChip source={data.source} />
              {canEdit && data.source !== 'none' && (
                <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setTesting(true)}>
                  Send test email
                </Button>
              )}
            </Box>
          )
        }
      />
      {settings.isPending && <FullPageSpinner />}
      {settings.isError && (
        <ErrorState
          error={settings.error}
          title="Could not load the email settings"
          onRetry={() => void settings.refetch()}
        />
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 960 }}>
          <MailSourceNotice settings={data} />
          {!canEdit && (
            <Alert severity="info">
              You can view these settings; your role does not allow changing them.
            </Alert>
          )}
          <MailSettingsForm
            key={`${data.source}-${data.updatedAt}`}
            settings={data}
            canEdit={canEdit}
            onUseServerSettings={() => setConfirming(true)}
          />
        </Box>
      )}
      {testing && <SendTestMailDialog defaultTo={me.user.email} onClose={() => setTesting(false)} />}
      <ConfirmDialog
        open={confirming}
        title="Use the server's settings instead?"
        message="Your company's mail server and its saved password are removed. Emails then go out through the server's settings, or wait in the Outbox when it has none."
        confirmLabel="Remove my settings"
        onConfirm={useServer}
        onClose={closeConfirm}
        pending={remove.isPending}
        error={remove.error ?? undefined}
      />
    </>
  );
}
