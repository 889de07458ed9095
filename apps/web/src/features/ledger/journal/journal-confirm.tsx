import type { JournalEntry } from '@tawi/contracts';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { formatDate } from '../../../shared/format';
import { useCorrectionDate } from '../../../shared/use-correction-date';
import { useDeleteJournalEntry, usePostJournalEntry, useReverseJournalEntry } from './journal-api';

export type JournalConfirmKind = 'post' | 'reverse' | 'delete';
export interface JournalConfirmTarget {
  kind: JournalConfirmKind;
  entry: JournalEntry;
}

const TEXT: Record<
  JournalConfirmKind,
  { title: string; label: string; message: (e: JournalEntry) => string }
> = {
  post: {
    title: 'Post',
    label: 'Post',
    message: (e) =>
      `It moves the balances on ${formatDate(e.date)}. A posted entry cannot be changed or deleted, only reversed.`,
  },
  reverse: {
    title: 'Reverse',
    label: 'Reverse',
    message: () =>
      'A new posted entry on the reversal date, with the same lines, debits and credits swapped, cancels this one. Both stay in the journal.',
  },
  delete: {
    title: 'Delete draft',
    label: 'Delete',
    message: () => 'The draft and its lines are removed. Nothing was posted, so no balance changes.',
  },
};

/** Confirms posting, reversing or deleting an entry from the list; the server's refusal shows in it. */
export function JournalConfirm({
  target,
  onClose,
}: {
  target: JournalConfirmTarget | null;
  onClose: () => void;
}) {
  const post = usePostJournalEntry();
  const reverse = useReverseJournalEntry();
  const remove = useDeleteJournalEntry();
  const reversal = useCorrectionDate('Reversal date');
  const mutation = target?.kind === 'reverse' ? reverse : target?.kind === 'delete' ? remove : post;
  const text = TEXT[target?.kind ?? 'post'];
  const close = () => {
    post.reset();
    reverse.reset();
    remove.reset();
    reversal.reset();
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    const { entry, kind } = target;
    try {
      if (kind === 'post') {
        const posted = await post.mutateAsync(entry.id);
        toast.success(`${posted.number} posted`);
      } else if (kind === 'reverse') {
        const reversed = await reverse.mutateAsync({ id: entry.id, date: reversal.date });
        toast.success(`${entry.number} reversed by ${reversed.number}`);
      } else {
        await remove.mutateAsync(entry.id);
        toast.success(`Draft ${entry.number} deleted`);
      }
      close();
    } catch {
      // shown in the dialog (mutation.error)
    }
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={`${text.title} ${target?.entry.number ?? ''}?`}
      message={target ? text.message(target.entry) : ''}
      confirmLabel={text.label}
      destructive={target?.kind !== 'post'}
      pending={mutation.isPending}
      error={mutation.error ?? undefined}
      onClose={close}
      onConfirm={() => void confirm()}
    >
      {target?.kind === 'reverse' && reversal.field}
    </ConfirmDialog>
  );
}
