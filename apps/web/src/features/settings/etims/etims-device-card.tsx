import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EtimsSettings } from '@tawi/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Trans } from 'react-i18next';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useSettingsText } from '../use-settings-text';
import { useInitializeEtims, useUpdateEtims } from './etims-api';

/** The fields of KRA's answer at initialisation that are shown, in this order. */
const DEVICE_FIELDS = ['taxprNm', 'bhfNm', 'dvcId', 'sdcId', 'mrcNo', 'lastSaleInvcNo'] as const;

/** What KRA said of the device at initialisation, as label and value rows. */
function DeviceInfo({ device }: { device: Record<string, unknown> }) {
  const { t } = useSettingsText();
  const rows = DEVICE_FIELDS.filter((key) => device[key] !== undefined);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5, m: 0 }}>
      {rows.map((key) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 2 }}>
            {t(`etims.device.fields.${key}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`etims-device-${key}`}>
            {String(device[key])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The OSCU device: on/off, KRA branch id and serial, saved; then initialised with KRA. */
export function EtimsDeviceCard({ settings, canEdit }: { settings: EtimsSettings; canEdit: boolean }) {
  const { t } = useSettingsText();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [bhfId, setBhfId] = useState(settings.bhfId);
  const [deviceSerial, setDeviceSerial] = useState(settings.deviceSerial ?? '');
  const update = useUpdateEtims();
  const initialize = useInitializeEtims();
  const failed = update.error ?? initialize.error;
  const fields: Record<string, string> = isApiError(failed) ? failed.fields : {};
  const changed =
    enabled !== settings.enabled ||
    bhfId !== settings.bhfId ||
    deviceSerial !== (settings.deviceSerial ?? '');
  const save = () =>
    update.mutate(
      { enabled, bhfId, ...(deviceSerial.trim() && { deviceSerial }) },
      { onSuccess: () => toast.success(t('etims.device.saved')) },
    );
  const init = () => initialize.mutate({}, { onSuccess: () => toast.success(t('etims.device.initialised')) });
  const notConfigured = settings.status === 'not-configured';

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('etims.device.title')}
        </Typography>
        {notConfigured && (
          <Alert severity="info">
            <Trans t={t} i18nKey="etims.device.notConfigured" components={{ code: <code /> }} />
          </Alert>
        )}
        <FormControlLabel
          control={
            <Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} disabled={!canEdit} />
          }
          label={t('etims.device.enabled')}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            label={t('etims.device.bhfId')}
            value={bhfId}
            onChange={(e) => setBhfId(e.target.value)}
            disabled={!canEdit}
            error={Boolean(fields.bhfId)}
            helperText={fields.bhfId ?? t('etims.device.bhfIdHelp')}
            sx={{ width: 160 }}
          />
          <TextField
            label={t('etims.device.serial')}
            value={deviceSerial}
            onChange={(e) => setDeviceSerial(e.target.value)}
            disabled={!canEdit}
            error={Boolean(fields.deviceSerial)}
            helperText={fields.deviceSerial ?? t('etims.device.serialHelp')}
            sx={{ minWidth: 280 }}
          />
        </Box>
        {failed && !Object.keys(fields).length && <Alert severity="error">{errorMessage(failed)}</Alert>}
        {fields.kraPin && <Alert severity="error">{t('etims.device.needKraPin')}</Alert>}
        {canEdit && (
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Button variant="contained" onClick={save} disabled={!changed || update.isPending}>
              {t('common.save')}
            </Button>
            <Button
              variant="outlined"
              onClick={init}
              disabled={notConfigured || changed || initialize.isPending || !settings.deviceSerial}
            >
              {settings.initializedAt ? t('etims.device.initialiseAgain') : t('etims.device.initialise')}
            </Button>
          </Box>
        )}
        {settings.initializedAt && settings.device && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle2">
              {t('etims.device.initialisedAt', { when: formatDateTime(settings.initializedAt) })}
            </Typography>
            <DeviceInfo device={settings.device} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
