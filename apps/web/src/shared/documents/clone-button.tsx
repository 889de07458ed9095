import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import type { ApiInput, RouteEntry } from '@tawi/contracts';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/api-error';
import { useApiMutation } from '../api/api-hooks';
import { useDocumentsText } from './use-documents-text';

/** A document's clone route: `POST /api/<documents>/:id/clone`, answering the new document. */
type CloneEntry = RouteEntry & { method: 'POST' };

/**
 * "Clone": a new copy of the document dated today (a draft, or what the kind has for one), opened
 * at once. `pathOf` is the new document's page; `label` names it in the toast.
 */
export function CloneButton<E extends CloneEntry>({
  entry,
  id,
  pathOf,
  label,
}: {
  entry: E;
  id: string;
  pathOf: (created: { id: string }) => string;
  label: (created: Record<string, unknown>) => string;
}) {
  const { t } = useDocumentsText();
  const navigate = useNavigate();
  const clone = useApiMutation(entry);
  const run = () =>
    clone.mutate({ params: { id } } as ApiInput<E>, {
      onSuccess: (created) => {
        const record = created as unknown as { id: string } & Record<string, unknown>;
        toast.success(t('actions.cloned', { number: label(record) }));
        void navigate(pathOf(record));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={run} disabled={clone.isPending}>
      {t('actions.clone')}
    </Button>
  );
}
