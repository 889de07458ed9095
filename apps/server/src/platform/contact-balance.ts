import { formatKes } from '@tawi/domain';
import { invalidState } from './app-error';

/**
 * A customer or supplier is deleted only when nothing is owed either way: once deleted, its open
 * documents could no longer be paid or its credit used. 409 naming the balance otherwise.
 */
export function assertSettled(contact: { name: string; balance: number }) {
  if (contact.balance === 0) return;
  const what =
    contact.balance > 0
      ? `a balance of ${formatKes(contact.balance)}`
      : `a credit of ${formatKes(-contact.balance)}`;
  throw invalidState(`${contact.name} still has ${what}: settle it before deleting`);
}
