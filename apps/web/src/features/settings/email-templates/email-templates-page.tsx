import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMAIL_TEMPLATE_LABELS, type EmailTemplateKind } from '@tawi/domain';
import { useState } from 'react';
import { ErrorState } from '../../../shared/error-state';
import { FullPageSpinner } from '../../../shared/full-page-spinner';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { EmailTemplateForm } from './email-template-form';
import { useEmailTemplates, useReminderSchedule } from './email-templates-api';
import { ReminderScheduleForm } from './reminder-schedule-form';

/** Settings, Email templates: the wording of each document's email, and the payment reminder schedule. */
export function EmailTemplatesPage() {
  const { can } = useSession();
  const canEdit = can('settings:update');
  const templates = useEmailTemplates();
  const schedule = useReminderSchedule();
  const [kind, setKind] = useState<EmailTemplateKind>('invoice');
  const template = templates.data?.items.find((t) => t.kind === kind);

  return (
    <>
      <PageHeader
        title="Email templates"
        description="What your invoices, estimates, statements, receipts, orders and reminders say when they are emailed."
        breadcrumb={<SettingsBreadcrumb />}
      />
      {(templates.isPending || schedule.isPending) && <FullPageSpinner />}
      {templates.isError && (
        <ErrorState
          error={templates.error}
          title="Could not load the email templates"
          onRetry={() => void templates.refetch()}
        />
      )}
      {templates.data && (
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 960 }}>
          {!canEdit && (
            <Alert severity="info">
              You can view these templates; your role does not allow changing them.
            </Alert>
          )}
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 2 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                <TextField
                  select
                  label="Document"
                  value={kind}
                  onChange={(e) => setKind(e.target.value as EmailTemplateKind)}
                  sx={{ minWidth: 240 }}
                >
                  {templates.data.items.map((t) => (
                    <MenuItem key={t.kind} value={t.kind}>
                      {EMAIL_TEMPLATE_LABELS[t.kind]}
                    </MenuItem>
                  ))}
                </TextField>
                {template && (
                  <Chip
                    label={template.isDefault ? 'Default wording' : 'Your wording'}
                    color={template.isDefault ? 'default' : 'primary'}
                    variant="outlined"
                  />
                )}
              </Box>
              <Typography color="text.secondary">
                Placeholders in braces are filled from the document when it is sent; the email dialog starts
                from this text and can still be changed before sending.
              </Typography>
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
