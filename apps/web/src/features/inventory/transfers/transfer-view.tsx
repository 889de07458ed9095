import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Transfer } from '@tawi/contracts';
import type { TransferAction } from '@tawi/domain';
import { useId } from 'react';
import { formatDateTime } from '../../../shared/format';
import { StatusChip } from '../../../shared/status-chip';
import { ACTION_ICONS } from './transfer-action-icons';
import { ACTION_LABELS } from './transfer-actions';
import { TransferItemsTable } from './transfer-items-table';

export interface TransferViewProps {
  transfer: Transfer;
  /** The actions the user may take now (transferActions). */
  actions: TransferAction[];
  onAction: (action: TransferAction) => void;
  onClose: () => void;
}

/** A transfer, its dates and its items, with the next steps it allows. */
export function TransferView({ transfer: t, actions, onAction, onClose }: TransferViewProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const facts: Array<[string, string]> = [
    ['From', t.fromBranchName],
    ['To', t.toBranchName],
    ['Created', formatDateTime(t.createdAt)],
    ['Dispatched', formatDateTime(t.dispatchedAt)],
    ['Received', formatDateTime(t.receivedAt)],
    ...(t.canceledAt ? [['Canceled', formatDateTime(t.canceledAt)] as [string, string]] : []),
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {t.transferNumber}
        <StatusChip status={t.status} />
      </DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{
            m: 0,
            mb: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
            '& dd': { m: 0, fontWeight: 500 },
          }}
        >
          {facts.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd">{value}</Typography>
            </div>
          ))}
        </Box>
        {t.notes && <Typography sx={{ mb: 2 }}>{t.notes}</Typography>}
        <TransferItemsTable transfer={t} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'cancel' ? 'outlined' : 'contained'}
            color={action === 'cancel' ? 'error' : 'primary'}
            startIcon={ACTION_ICONS[action]}
            onClick={() => onAction(action)}
          >
            {action === 'cancel' ? 'Cancel transfer' : ACTION_LABELS[action]}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
