import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { MailSettings } from '@tawi/contracts';
import { formatDateTime } from '@tawi/domain';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSettingsText } from '../use-settings-text';

const CHIP_COLOR = { company: 'success', environment: 'info', none: 'warning' } as const;

/** Which settings are in force, as a chip for the header. */
export function MailSourceChip({ source }: { source: MailSettings['source'] }) {
  const { t } = useSettingsText();
  return <Chip label={t(`mail.sources.${source}`)} color={CHIP_COLOR[source]} variant="outlined" />;
}

/** What the settings in force mean for mail the app sends. */
export function MailSourceNotice({ settings }: { settings: MailSettings }) {
  const { t } = useSettingsText();
  const server = { host: settings.host ?? '', port: settings.port ?? '' };
  if (settings.source === 'company') {
    return (
      <Alert severity="success">
        {settings.updatedAt
          ? t('mail.notice.companySaved', { ...server, when: formatDateTime(settings.updatedAt) })
          : t('mail.notice.company', server)}
      </Alert>
    );
  }
  if (settings.source === 'environment') {
    return <Alert severity="info">{t('mail.notice.environment', server)}</Alert>;
  }
  return (
    <Alert severity="warning">
      <Trans
        t={t}
        i18nKey="mail.notice.none"
        components={{ outbox: <Link component={RouterLink} to="/dashboard/settings/outbox" /> }}
      />
    </Alert>
  );
}
