import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useSettingsText } from '../use-settings-text';
import { useEtimsCodeLists, useRefreshEtimsCodeLists } from './etims-api';

/** KRA's code lists the product form offers: how many of each, when fetched, and a refresh. */
export function EtimsCodeListsCard({ canRefresh }: { canRefresh: boolean }) {
  const { t } = useSettingsText();
  const lists = useEtimsCodeLists();
  const refresh = useRefreshEtimsCodeLists();
  const data = lists.data;
  const counts = data && [
    [t('etims.codeLists.itemClasses'), data.itemClasses.length],
    [t('etims.codeLists.packagingUnits'), data.packagingUnits.length],
    [t('etims.codeLists.quantityUnits'), data.quantityUnits.length],
  ];
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('etims.codeLists.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {data?.refreshedAt
            ? t('etims.codeLists.fetched', { when: formatDateTime(data.refreshedAt) })
            : t('etims.codeLists.notFetched')}
        </Typography>
        {counts && (
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }} data-testid="etims-code-counts">
            {counts.map(([label, n]) => (
              <Typography key={label} variant="body2">
                {label}: <strong>{n}</strong>
              </Typography>
            ))}
          </Box>
        )}
        {refresh.error && <Alert severity="error">{errorMessage(refresh.error)}</Alert>}
        {canRefresh && (
          <Box>
            <Button
              variant="outlined"
              disabled={refresh.isPending}
              onClick={() =>
                refresh.mutate({}, { onSuccess: () => toast.success(t('etims.codeLists.refreshed')) })
              }
            >
              {t('etims.codeLists.refresh')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
