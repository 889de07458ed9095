import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { MailSettings } from '@tawi/contracts';
import { formatDateTime } from '@tawi/domain';
import { Link as RouterLink } from 'react-router';
import { MAIL_SOURCE_LABELS } from './mail-settings-api';

const CHIP_COLOR = { company: 'success', environment: 'info', none: 'warning' } as const;

/** Which settings are in force, as a chip for the header. */
export function MailSourceChip({ source }: { source: MailSettings['source'] }) {
  return <Chip label={MAIL_SOURCE_LABELS[source]} color={CHIP_COLOR[source]} variant="outlined" />;
}

/** What the settings in force mean for mail the app sends. */
export function MailSourceNotice({ settings }: { settings: MailSettings }) {
  const outbox = (
    <Link component={RouterLink} to="/dashboard/settings/outbox">
      Outbox
    </Link>
  );
  if (settings.source === 'company') {
    return (
      <Alert severity="success">
        Emails go out through your company's mail server {settings.host}:{settings.port}
        {settings.updatedAt && ` (saved ${formatDateTime(settings.updatedAt)})`}.
      </Alert>
    );
  }
  if (settings.source === 'environment') {
    return (
      <Alert severity="info">
        Emails go out through the server's mail settings ({settings.host}:{settings.port}, set by whoever runs
        Tawi). Save your own below to use your company's mail server instead.
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      No mail server is set up: emails wait in the {outbox} as Queued. Save your mail server below, then send
      them again from the {outbox}.
    </Alert>
  );
}
