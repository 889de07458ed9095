/** Transfer statuses (API.md). */
export const TRANSFER_STATUSES = ['Pending', 'In Transit', 'Received', 'Canceled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export type TransferAction = 'dispatch' | 'receive' | 'cancel';

/**
 * What an action does to a transfer in a given status, step by step: receiving a Pending transfer
 * dispatches and receives in one go (the spec's atomic receive); cancelling an In Transit one returns
 * its stock to the source. `null`: the action is not allowed from that status (409).
 */
export function transferSteps(
  status: TransferStatus,
  action: TransferAction,
): { steps: ('dispatch' | 'receive' | 'return')[]; to: TransferStatus } | null {
  switch (`${status}:${action}`) {
    case 'Pending:dispatch':
      return { steps: ['dispatch'], to: 'In Transit' };
    case 'Pending:receive':
      return { steps: ['dispatch', 'receive'], to: 'Received' };
    case 'In Transit:receive':
      return { steps: ['receive'], to: 'Received' };
    case 'Pending:cancel':
      return { steps: [], to: 'Canceled' };
    case 'In Transit:cancel':
      return { steps: ['return'], to: 'Canceled' };
    default:
      return null;
  }
}
