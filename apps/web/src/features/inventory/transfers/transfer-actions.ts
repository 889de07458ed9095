import type { Transfer } from '@tawi/contracts';
import { type TransferAction, transferSteps } from '@tawi/domain';
import type { TFunction } from 'i18next';

export interface TransferAbilities {
  /** stockControl:update */
  canUpdate: boolean;
  /** The branches the user may act for. */
  branchIds: ReadonlySet<string>;
}

/**
 * The actions a user may take on a transfer now: the status must allow it (transferSteps), the
 * source branch dispatches and cancels, the destination receives.
 */
export function transferActions(transfer: Transfer, who: TransferAbilities): TransferAction[] {
  if (!who.canUpdate) return [];
  const side: Record<TransferAction, string> = {
    dispatch: transfer.fromBranchId,
    receive: transfer.toBranchId,
    cancel: transfer.fromBranchId,
  };
  return (['dispatch', 'receive', 'cancel'] as const).filter(
    (a) => transferSteps(transfer.status, a) !== null && who.branchIds.has(side[a]),
  );
}

/** What confirming an action will do, in the words of the confirm dialog. */
export function actionConsequence(
  transfer: Transfer,
  action: TransferAction,
  t: TFunction<'inventory'>,
): string {
  const pending = transfer.status === 'Pending';
  const branches = { from: transfer.fromBranchName, to: transfer.toBranchName };
  switch (action) {
    case 'dispatch':
      return t('transferActions.consequences.dispatch', branches);
    case 'receive':
      return pending
        ? t('transferActions.consequences.receivePending', branches)
        : t('transferActions.consequences.receiveInTransit', branches);
    case 'cancel':
      return pending
        ? t('transferActions.consequences.cancelPending')
        : t('transferActions.consequences.cancelInTransit', branches);
  }
}
