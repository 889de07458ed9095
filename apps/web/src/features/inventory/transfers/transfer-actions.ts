import type { Transfer } from '@tawi/contracts';
import { type TransferAction, transferSteps } from '@tawi/domain';

export const ACTION_LABELS: Record<TransferAction, string> = {
  dispatch: 'Dispatch',
  receive: 'Receive',
  cancel: 'Cancel',
};

export const ACTION_DONE: Record<TransferAction, string> = {
  dispatch: 'dispatched',
  receive: 'received',
  cancel: 'canceled',
};

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
export function transferActions(t: Transfer, who: TransferAbilities): TransferAction[] {
  if (!who.canUpdate) return [];
  const side: Record<TransferAction, string> = {
    dispatch: t.fromBranchId,
    receive: t.toBranchId,
    cancel: t.fromBranchId,
  };
  return (['dispatch', 'receive', 'cancel'] as const).filter(
    (a) => transferSteps(t.status, a) !== null && who.branchIds.has(side[a]),
  );
}

/** What confirming an action will do, in the words of the confirm dialog. */
export function actionConsequence(t: Transfer, action: TransferAction): string {
  const pending = t.status === 'Pending';
  switch (action) {
    case 'dispatch':
      return `The stock leaves ${t.fromBranchName} now and is in transit until ${t.toBranchName} receives it.`;
    case 'receive':
      return pending
        ? `The stock leaves ${t.fromBranchName} and arrives at ${t.toBranchName} in one step.`
        : `The stock in transit arrives at ${t.toBranchName}.`;
    case 'cancel':
      return pending
        ? 'Nothing has moved yet; the transfer is closed and leaves the lists.'
        : `The stock in transit goes back to ${t.fromBranchName}; the transfer leaves the lists.`;
  }
}
