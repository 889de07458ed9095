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
import { type ReactNode, useMemo, useState } from 'react';
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
import { useDocumentsText } from './use-documents-text';

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
  /** The button's words and icon; default "Email" (in the interface language). */
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
  const { t } = useDocumentsText();
  const draft = useQuery({
    queryKey: ['email-draft', ...props.draft.key],
    queryFn: props.draft.load,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (draft.data) return <EmailForm {...props} initial={draft.data} />;
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      aria-label={t('email.title', { document: props.documentName })}
    >
      <DialogContent>
        {draft.isError ? (
          <ErrorState
            error={draft.error}
            title={t('email.couldNotPrepare')}
            onRetry={() => void draft.refetch()}
          />
        ) : (
          <LinearProgress aria-label={t('email.preparing')} />
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
  const { t } = useDocumentsText();
  const schema = useMemo(() => emailDocumentForm(t), [t]);
  const send = useMutation({ mutationFn: (body: EmailDocumentValues) => target(body) });
  const { control, handleSubmit, setError, formState } = useForm<
    EmailDocumentInput,
    unknown,
    EmailDocumentValues
  >({
    resolver: formResolver(schema),
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
      const message = mailResultMessage(t, documentName, result);
      if (result.status === 'sent') toast.success(message);
      else toast(message, { icon: <ScheduleSendIcon color="info" fontSize="small" /> });
      onClose();
    }),
  );

  return (
    <FormDialog
      title={title ?? t('email.title', { document: documentName })}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('email.send')}
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
          label={t('email.to')}
          autoComplete="email"
          autoFocus
          required
          fullWidth
          helperText={initial.to.length > 0 ? t('email.toHelp') : t('email.toHelpNoAddress')}
        />
        <FormTextField
          control={control}
          name="cc"
          label={t('email.cc')}
          autoComplete="email"
          fullWidth
          helperText={t('email.ccHelp')}
        />
        <FormTextField control={control} name="subject" label={t('email.subject')} required fullWidth />
        <FormTextField
          control={control}
          name="message"
          label={t('email.message')}
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
  label,
  icon = <EmailIcon />,
  ...dialog
}: EmailDocumentButtonProps) {
  const { t } = useDocumentsText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={icon} onClick={() => setOpen(true)} disabled={disabled}>
        {label ?? t('email.button')}
      </Button>
      {open && <EmailDocumentDialog {...dialog} onClose={() => setOpen(false)} />}
    </>
  );
}
