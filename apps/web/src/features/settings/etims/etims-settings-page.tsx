import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { SettingsLoadState } from '../settings-load-state';
import { useSettingsText } from '../use-settings-text';
import { useEtimsSettings } from './etims-api';
import { EtimsCodeListsCard } from './etims-code-lists-card';
import { EtimsDeviceCard } from './etims-device-card';
import { EtimsSubmissionsTable } from './etims-submissions-table';

const STATUS_COLORS = {
  'not-configured': 'default',
  off: 'default',
  'not-initialized': 'warning',
  ready: 'success',
} as const;

/** Settings, eTIMS: the company's OSCU device with KRA, the code lists and what was sent to KRA. */
export function EtimsSettingsPage() {
  const { can } = useSession();
  const { t } = useSettingsText();
  const settings = useEtimsSettings();
  const canEdit = can('settings:update');
  const data = settings.data;
  return (
    <>
      <PageHeader
        title={t('etims.title')}
        description={t('etims.description')}
        breadcrumb={<SettingsBreadcrumb />}
        actions={
          data && (
            <Chip
              label={t('etims.summary', { status: t(`etims.statuses.${data.status}`), ...data.queue })}
              color={STATUS_COLORS[data.status]}
              variant="outlined"
              data-testid="etims-status"
            />
          )
        }
      />
      <SettingsLoadState query={settings} failed={t('etims.loadFailed')} />
      {data && (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { md: '3fr 2fr' }, alignItems: 'start' }}
          >
            <EtimsDeviceCard
              key={`${data.bhfId}-${data.deviceSerial}-${data.enabled}-${data.initializedAt}`}
              settings={data}
              canEdit={canEdit}
            />
            <EtimsCodeListsCard canRefresh={canEdit && data.initializedAt !== null} />
          </Box>
          <EtimsSubmissionsTable canResend={canEdit} />
        </Box>
      )}
    </>
  );
}
