import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@tawi/contracts';
import { useId } from 'react';
import { EMPTY_DISPLAY, formatDateTime } from '../../../shared/format';
import { useSettingsText } from '../use-settings-text';
import { changedFields, describeEntry, entryTitle } from './audit-api';

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  const { t } = useSettingsText();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={t('audit.detail.json', { title })}
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
          fontSize: 12.5,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          overflow: 'auto',
          maxHeight: 420,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {value === null || value === undefined ? EMPTY_DISPLAY : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

export function AuditDetailDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const titleId = useId();
  const { t } = useSettingsText();
  const changed = entry.action === 'update' ? changedFields(entry.before, entry.after) : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{entryTitle(entry, t)}</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 3,
            rowGap: 0.75,
            m: 0,
            mb: 2.5,
          }}
        >
          {[
            [t('audit.detail.when'), formatDateTime(entry.at)],
            [t('audit.detail.who'), entry.userName ?? t('audit.system')],
            [t('audit.detail.what'), describeEntry(entry) ?? EMPTY_DISPLAY],
            [t('audit.detail.recordId'), entry.entityId],
          ].map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" variant="body2">
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {changed.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('audit.detail.changed')}
            </Typography>
            {changed.map((field) => (
              <Chip key={field} label={field} size="small" color="warning" variant="outlined" />
            ))}
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <JsonBlock title={t('audit.detail.before')} value={entry.before} />
          <JsonBlock title={t('audit.detail.after')} value={entry.after} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
