import EmailIcon from '@mui/icons-material/Email';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailDraft, MailResult } from '@tawi/contracts';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ErrorState } from '../error-state';
import { formResolver } from '../form/form-resolver';
import { FormTextField } from '../form/form-text-field';
import { useServerErrors } from '../form/use-server-errors';
import { FormDialog } from '../form-dialog';
import {
  addressesText,
  type EmailDocumentInput,
  type EmailDocumentValues,
  emailDocumentForm,
  mailResultMessage,
} from './email-document';

/** Mails the document with the dialog's values: answers 202 with a MailResult. */
export type SendMail = (body: EmailDocumentValues) => Promise<MailResult>;

/** Where the dialog's starting values come from: the document's draft (GET .../email/draft). */
export interface EmailDraftSource {
  /** Unique per document (and period): the draft is loaded afresh each time the dialog opens. */
  key: readonly unknown[];
  load: () => Promise<EmailDraft>;
}

export interface EmailDocumentButtonProps {
  /** How to mail it: a call of the contract's entry (`(body) => callApi(invoicesApi.email, ...)`). */
  send: SendMail;
  /** The party's address and the company's template filled in for this document. */
  draft: EmailDraftSource;
  /** What is sent, in a sentence: "INV-0001", "the statement of Kilimani Grocers". */
  documentName: string;
  /** A line above the fields: what goes as the attachment. */
  description?: ReactNode;
  /** The dialog's title; default "Email <documentName>". */
  title?: string;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  /** The button's words and icon; default "Email". */
  label?: string;
  icon?: ReactNode;
}

export type EmailDocumentDialogProps = Omit<
  EmailDocumentButtonProps,
  'disabled' | 'variant' | 'label' | 'icon'
> & {
  onClose: () => void;
};

/** Loads the draft, then shows the form; on success it closes and says whether the mail went out or waits. */
export function EmailDocumentDialog(props: EmailDocumentDialogProps) {
  const draft = useQuery({
    queryKey: ['email-draft', ...props.draft.key],
    queryFn: props.draft.load,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (draft.data) return <EmailForm {...props} initial={draft.data} />;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-label={`Email ${props.documentName}`}>
      <DialogContent>
        {draft.isError ? (
          <ErrorState
            error={draft.error}
            title="Could not prepare the email"
            onRetry={() => void draft.refetch()}
          />
        ) : (
          <LinearProgress aria-label="Preparing the email" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EmailForm({
  send: target,
  documentName,
  description,
  title,
  initial,
  onClose,
}: EmailDocumentDialogProps & { initial: EmailDraft }) {
  const send = useMutation({ mutationFn: (body: EmailDocumentValues) => target(body) });
  const { control, handleSubmit, setError, formState } = useForm<
    EmailDocumentInput,
    unknown,
    EmailDocumentValues
  >({
    resolver: formResolver(emailDocumentForm),
    defaultValues: {
      to: addressesText(initial.to),
      cc: addressesText(initial.cc),
      subject: initial.subject,
      message: initial.message,
    },
  });
  const { formError, attempt } = useServerErrors(setError, ['to', 'cc', 'subject', 'message']);

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const result = await send.mutateAsync(values);
      const message = mailResultMessage(documentName, result);
      if (result.status === 'sent') toast.success(message);
      else toast(message, { icon: <ScheduleSendIcon color="info" fontSize="small" /> });
      onClose();
    }),
  );

  return (
    <FormDialog
      title={title ?? `Email ${documentName}`}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Send"
      error={formError}
      maxWidth="md"
      fullScreenOnPhone
    >
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: description ? 0 : 1 }}>
        <FormTextField
          control={control}
          name="to"
          label="Send to"
          autoComplete="email"
          autoFocus
          required
          fullWidth
          helperText={
            initial.to.length > 0
              ? 'Separate several addresses with commas'
              : 'No email on record: type the address to send to'
          }
        />
        <FormTextField
          control={control}
          name="cc"
          label="Cc"
          autoComplete="email"
          fullWidth
          helperText="Optional: copies, separated by commas"
        />
        <FormTextField control={control} name="subject" label="Subject" required fullWidth />
        <FormTextField
          control={control}
          name="message"
          label="Message"
          required
          fullWidth
          multiline
          minRows={6}
        />
      </Stack>
    </FormDialog>
  );
}

/** "Email": a dialog with To, Cc, subject and message prefilled from the template; sends the PDF. */
export function EmailDocumentButton({
  disabled,
  variant = 'outlined',
  label = 'Email',
  icon = <EmailIcon />,
  ...dialog
}: EmailDocumentButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={icon} onClick={() => setOpen(true)} disabled={disabled}>
        {label}
      </Button>
      {open && <EmailDocumentDialog {...dialog} onClose={() => setOpen(false)} />}
    </>
  );
}
