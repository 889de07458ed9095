import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EmailTemplateKind } from '@tawi/domain';
import { useState } from 'react';
import { ErrorState } from '../../../shared/error-state';
import { FullPageSpinner } from '../../../shared/full-page-spinner';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { useSettingsText } from '../use-settings-text';
import { EmailTemplateForm } from './email-template-form';
import { useEmailTemplates, useReminderSchedule } from './email-templates-api';
import { ReminderScheduleForm } from './reminder-schedule-form';

/** Settings, Email templates: the wording of each document's email, and the payment reminder schedule. */
export function EmailTemplatesPage() {
  const { can } = useSession();
  const { t } = useSettingsText();
  const canEdit = can('settings:update');
  const templates = useEmailTemplates();
  const schedule = useReminderSchedule();
  const [kind, setKind] = useState<EmailTemplateKind>('invoice');
  const template = templates.data?.items.find((item) => item.kind === kind);

  return (
    <>
      <PageHeader
        title={t('templates.title')}
        description={t('templates.description')}
        breadcrumb={<SettingsBreadcrumb />}
      />
      {(templates.isPending || schedule.isPending) && <FullPageSpinner />}
      {templates.isError && (
        <ErrorState
          error={templates.error}
          title={t('templates.loadFailed')}
          onRetry={() => void templates.refetch()}
        />
      )}
      {templates.data && (
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 960 }}>
          {!canEdit && <Alert severity="info">{t('templates.viewOnly')}</Alert>}
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 2 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                <TextField
                  select
                  label={t('templates.document')}
                  value={kind}
                  onChange={(e) => setKind(e.target.value as EmailTemplateKind)}
                  sx={{ minWidth: 240 }}
                >
                  {templates.data.items.map((item) => (
                    <MenuItem key={item.kind} value={item.kind}>
                      {t(`templates.kinds.${item.kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {template && (
                  <Chip
                    label={template.isDefault ? t('templates.defaultWording') : t('templates.ownWording')}
                    color={template.isDefault ? 'default' : 'primary'}
                    variant="outlined"
                  />
                )}
              </Box>
              <Typography color="text.secondary">{t('templates.intro')}</Typography>
              {template && (
                <EmailTemplateForm
                  key={`${template.kind}-${template.updatedAt}`}
                  template={template}
                  canEdit={canEdit}
                />
              )}
            </CardContent>
          </Card>
          {schedule.data && (
            <ReminderScheduleForm key={schedule.data.updatedAt} schedule={schedule.data} canEdit={canEdit} />
          )}
        </Box>
      )}
    </>
  );
}
