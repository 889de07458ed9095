import BlockIcon from '@mui/icons-material/Block';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import type { TransferAction } from '@tawi/domain';
import type { ReactElement } from 'react';

export const ACTION_ICONS: Record<TransferAction, ReactElement> = {
  dispatch: <LocalShippingIcon />,
  receive: <MoveToInboxIcon />,
  cancel: <BlockIcon />,
};
