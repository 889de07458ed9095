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
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useInitializeEtims, useUpdateEtims } from './etims-api';

/** What KRA said of the device at initialisation, as label and value rows. */
const DEVICE_LABELS: Record<string, string> = {
  taxprNm: 'Taxpayer',
  bhfNm: 'Branch',
  dvcId: 'Device id',
  sdcId: 'SCU id',
  mrcNo: 'MRC number',
  lastSaleInvcNo: 'Last invoice number at KRA',
};

function DeviceInfo({ device }: { device: Record<string, unknown> }) {
  const rows = Object.entries(DEVICE_LABELS).filter(([key]) => device[key] !== undefined);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5, m: 0 }}>
      {rows.map(([key, label]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 2 }}>
            {label}
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
      { onSuccess: () => toast.success('eTIMS settings saved') },
    );
  const init = () =>
    initialize.mutate({}, { onSuccess: () => toast.success('The device is initialised with KRA') });
  const notConfigured = settings.status === 'not-configured';

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          OSCU device
        </Typography>
        {notConfigured && (
          <Alert severity="info">
            This server has no eTIMS address: start Tawi with <code>ETIMS_BASE_URL</code> (KRA's sandbox, or
            the simulator, <code>npm run etims:simulator</code>) to initialise the device.
          </Alert>
        )}
        <FormControlLabel
          control={
            <Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} disabled={!canEdit} />
          }
          label="Send invoices, credit notes, purchases and stock movements to KRA"
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            label="KRA branch id"
            value={bhfId}
            onChange={(e) => setBhfId(e.target.value)}
            disabled={!canEdit}
            error={Boolean(fields.bhfId)}
            helperText={fields.bhfId ?? '00 is the head office'}
            sx={{ width: 160 }}
          />
          <TextField
            label="Device serial number"
            value={deviceSerial}
            onChange={(e) => setDeviceSerial(e.target.value)}
            disabled={!canEdit}
            error={Boolean(fields.deviceSerial)}
            helperText={fields.deviceSerial ?? 'As KRA issued it with the OSCU'}
            sx={{ minWidth: 280 }}
          />
        </Box>
        {failed && !Object.keys(fields).length && <Alert severity="error">{errorMessage(failed)}</Alert>}
        {fields.kraPin && <Alert severity="error">Set the company KRA PIN in Business Profile first.</Alert>}
        {canEdit && (
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Button variant="contained" onClick={save} disabled={!changed || update.isPending}>
              Save
            </Button>
            <Button
              variant="outlined"
              onClick={init}
              disabled={notConfigured || changed || initialize.isPending || !settings.deviceSerial}
            >
              {settings.initializedAt ? 'Initialise again' : 'Initialise with KRA'}
            </Button>
          </Box>
        )}
        {settings.initializedAt && settings.device && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle2">
              Initialised {formatDateTime(settings.initializedAt)}; KRA returned:
            </Typography>
            <DeviceInfo device={settings.device} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
