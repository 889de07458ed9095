import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AccountOption, JournalEntry } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ActionDialog } from '../../../shared/action-dialog';
import { FormFields } from '../../../shared/form/form-fields';
import { formResolver } from '../../../shared/form/form-resolver';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { useSession } from '../../../shared/session/session-context';
import { useLedgerText } from '../use-ledger-text';
import { usePostJournalEntry, useSaveJournalEntry } from './journal-api';
import {
  JOURNAL_FIELDS,
  type JournalFormInput,
  type JournalFormValues,
  journalForm,
  journalFormValues,
  lineTotals,
} from './journal-form';
import { JournalLinesEditor } from './journal-lines-editor';
import { JournalTotals } from './journal-totals';

export interface JournalEntryDialogProps {
  /** The draft to edit; none for a new entry. */
  entry: JournalEntry | undefined;
  accounts: readonly AccountOption[];
  onClose: () => void;
}

type Action = 'Draft' | 'Posted';

/** Write a manual journal entry: save it as a draft, or post it once it balances. Mount only while open. */
export function JournalEntryDialog({ entry, accounts, onClose }: JournalEntryDialogProps) {
  const { me, can } = useSession();
  const { t } = useLedgerText();
  const schema = useMemo(() => journalForm(t), [t]);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveJournalEntry();
  const post = usePostJournalEntry();
  const [pending, setPending] = useState<Action | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    JournalFormInput,
    unknown,
    JournalFormValues
  >({
    resolver: formResolver(schema),
    defaultValues: journalFormValues(entry, todayIn(me.company.timeZone)),
  });
  const { formError, attempt } = useServerErrors(setError, JOURNAL_FIELDS, t('journalDialog.fixFields'));
  const lines = useWatch({ control, name: 'lines' });
  const totals = lineTotals(lines);
  const canPost = can('accounting:approve');

  const submit = (action: Action) =>
    handleSubmit(async (values) => {
      setPending(action);
      await attempt(async () => {
        let saved = entry
          ? await save.mutateAsync({ id: entry.id, body: values })
          : await save.mutateAsync({ body: { ...values, status: action } });
        if (entry && action === 'Posted') saved = await post.mutateAsync(entry.id);
        toast.success(
          t(action === 'Posted' ? 'journal.done.posted' : 'journal.done.draftSaved', {
            number: saved.number,
          }),
        );
        onClose();
      });
      setPending(null);
    });
  const busy = pending !== null;

  return (
    <ActionDialog
      title={entry ? t('journalDialog.editTitle', { number: entry.number }) : t('journalDialog.newTitle')}
      onClose={onClose}
      busy={busy}
      error={formError}
      maxWidth="lg"
      fullScreen={fullScreen}
      onSubmit={submit('Draft')}
      actionsSx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('journalDialog.cancel')}
          </Button>
          <Button type="submit" variant="outlined" loading={pending === 'Draft'} disabled={busy}>
            {t('journalDialog.saveDraft')}
          </Button>
          {canPost && (
            <Button
              variant="contained"
              onClick={submit('Posted')}
              loading={pending === 'Posted'}
              disabled={busy || !totals.balanced}
            >
              {t('journalDialog.post')}
            </Button>
          )}
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}>
        <FormFields
          control={control}
          fields={[
            { kind: 'date', name: 'date', label: t('journalDialog.date'), required: true },
            { name: 'memo', label: t('journalDialog.memo'), placeholder: t('journalDialog.memoPlaceholder') },
          ]}
        />
      </Box>
      <Box sx={{ mt: 3 }}>
        <JournalLinesEditor control={control} errors={formState.errors} accounts={accounts} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <JournalTotals totals={totals} />
      </Box>
    </ActionDialog>
  );
}
