import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { SettingsLoadState } from '../settings-load-state';
import { useSettingsText } from '../use-settings-text';
import { useDeleteMailSettings, useMailSettings } from './mail-settings-api';
import { MailSettingsForm } from './mail-settings-form';
import { MailSourceChip, MailSourceNotice } from './mail-source-notice';
import { SendTestMailDialog } from './send-test-mail-dialog';

/** Settings, Email (SMTP): the company's own mail server, or the server's, or none (the outbox). */
export function MailSettingsPage() {
  const { can, me } = useSession();
  const { t } = useSettingsText();
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
        toast.success(t('mail.removed'));
      },
    });

  return (
    <>
      <PageHeader
        title={t('mail.title')}
        description={t('mail.description')}
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          data && (
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <MailSourceChip source={data.source} />
              {canEdit && data.source !== 'none' && (
                <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setTesting(true)}>
                  {t('mail.sendTest')}
                </Button>
              )}
            </Box>
          )
        }
      />
      <SettingsLoadState query={settings} failed={t('mail.loadFailed')} />
      {data && (
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 960 }}>
          <MailSourceNotice settings={data} />
          {!canEdit && <Alert severity="info">{t('common.viewOnly')}</Alert>}
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
        title={t('mail.useServerTitle')}
        message={t('mail.useServerMessage')}
        confirmLabel={t('mail.useServerConfirm')}
        onConfirm={useServer}
        onClose={closeConfirm}
        pending={remove.isPending}
        error={remove.error ?? undefined}
      />
    </>
  );
}
