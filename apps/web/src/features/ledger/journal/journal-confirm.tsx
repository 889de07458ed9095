import type { JournalEntry } from '@tawi/contracts';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { formatDate } from '../../../shared/format';
import { useCorrectionDate } from '../../../shared/use-correction-date';
import { useLedgerText } from '../use-ledger-text';
import { useDeleteJournalEntry, usePostJournalEntry, useReverseJournalEntry } from './journal-api';

export type JournalConfirmKind = 'post' | 'reverse' | 'delete';
export interface JournalConfirmTarget {
  kind: JournalConfirmKind;
  entry: JournalEntry;
}

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
  const { t } = useLedgerText();
  const reversal = useCorrectionDate(t('journalConfirm.reversalDate'));
  const mutation = target?.kind === 'reverse' ? reverse : target?.kind === 'delete' ? remove : post;
  const kind = target?.kind ?? 'post';
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
        toast.success(t('journal.done.posted', { number: posted.number }));
      } else if (kind === 'reverse') {
        const reversed = await reverse.mutateAsync({ id: entry.id, date: reversal.date });
        toast.success(t('journal.done.reversed', { number: entry.number, reversal: reversed.number }));
      } else {
        await remove.mutateAsync(entry.id);
        toast.success(t('journal.done.draftDeleted', { number: entry.number }));
      }
      close();
    } catch {
      // shown in the dialog (mutation.error)
    }
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={t(`journalConfirm.${kind}.title`, { number: target?.entry.number ?? '' })}
      message={target ? t(`journalConfirm.${kind}.message`, { date: formatDate(target.entry.date) }) : ''}
      confirmLabel={t(`journalConfirm.${kind}.label`)}
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
