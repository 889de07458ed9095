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
import { FactsList } from '../../../shared/documents/facts-list';
import { formatDateTime } from '../../../shared/format';
import { StatusChip } from '../../../shared/status-chip';
import { useInventoryText } from '../use-inventory-text';
import { ACTION_ICONS } from './transfer-action-icons';
import { type TransferAbilities, transferActions } from './transfer-actions';
import { TransferItemsTable } from './transfer-items-table';
import { useTransfer } from './transfers-api';

export interface TransferViewProps {
  /** The transfer as the list showed it; the view then shows it as the server has it now. */
  shown: Transfer;
  abilities: TransferAbilities;
  onAction: (transfer: Transfer, action: TransferAction) => void;
  onClose: () => void;
}

/** A transfer, its dates and its items, with the next steps it allows (transferActions). */
export function TransferView({ shown, abilities, onAction, onClose }: TransferViewProps) {
  const transfer = useTransfer(shown);
  const actions = transferActions(transfer, abilities);
  const titleId = useId();
  const { t } = useInventoryText();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const facts: Array<[string, string]> = [
    [t('transferView.from'), transfer.fromBranchName],
    [t('transferView.to'), transfer.toBranchName],
    [t('transferView.created'), formatDateTime(transfer.createdAt)],
    [t('transferView.dispatched'), formatDateTime(transfer.dispatchedAt)],
    [t('transferView.received'), formatDateTime(transfer.receivedAt)],
    ...(transfer.canceledAt
      ? [[t('transferView.canceled'), formatDateTime(transfer.canceledAt)] as [string, string]]
      : []),
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {transfer.transferNumber}
        <StatusChip status={transfer.status} />
      </DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 2 }}>
          <FactsList facts={facts} columns={5} gap={1.5} />
        </Box>
        {transfer.notes && <Typography sx={{ mb: 2 }}>{transfer.notes}</Typography>}
        <TransferItemsTable transfer={transfer} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('transferView.close')}</Button>
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'cancel' ? 'outlined' : 'contained'}
            color={action === 'cancel' ? 'error' : 'primary'}
            startIcon={ACTION_ICONS[action]}
            onClick={() => onAction(transfer, action)}
          >
            {action === 'cancel' ? t('transferActions.cancelTransfer') : t(`transferActions.${action}.label`)}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
