import EmailIcon from '@mui/icons-material/Email';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { MailResult } from '@tawi/contracts';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formResolver } from '../form/form-resolver';
import { FormTextField } from '../form/form-text-field';
import { useServerErrors } from '../form/use-server-errors';
import { FormDialog } from '../form-dialog';
import {
  type EmailDocumentInput,
  type EmailDocumentValues,
  emailDocumentForm,
  mailResultMessage,
} from './email-document';

/** Mails the document to `body.to`: answers 202 with a MailResult. */
export type SendMail = (body: EmailDocumentValues) => Promise<MailResult>;

export interface EmailDocumentButtonProps {
  /**
   * How to mail it: a call of the contract's entry (`(body) => callApi(customersApi.emailStatement, ...)`),
   * or, for a document not yet in the contract, the path to POST `{ to }` to.
   */
  send: SendMail;
  /** What is sent, in a sentence: "INV-0001", "the statement of Kilimani Grocers". */
  documentName: string;
  /** The address to start from (the customer's or supplier's email). */
  defaultTo?: string | null | undefined;
  /** A line above the address: what goes as the attachment. */
  description?: ReactNode;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
}

export type EmailDocumentDialogProps = Omit<EmailDocumentButtonProps, 'disabled' | 'variant'> & {
  onClose: () => void;
};

/** The address dialog; on success it closes and says whether the mail went out or waits in the outbox. */
export function EmailDocumentDialog({
  send: target,
  documentName,
  defaultTo,
  description,
  onClose,
}: EmailDocumentDialogProps) {
  const send = useMutation({
    mutationFn: (body: EmailDocumentValues) => target(body),
  });
  const { control, handleSubmit, setError, formState } = useForm<
    EmailDocumentInput,
    unknown,
    EmailDocumentValues
  >({ resolver: formResolver(emailDocumentForm), defaultValues: { to: defaultTo ?? '' } });
  const { formError, attempt } = useServerErrors(setError, ['to']);

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
      title={`Email ${documentName}`}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Send"
      error={formError}
    >
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <FormTextField
        control={control}
        name="to"
        label="Send to"
        type="email"
        autoComplete="email"
        autoFocus
        required
        fullWidth
        helperText={defaultTo ? undefined : 'No email on record: type the address to send to'}
        sx={{ mt: description ? 0 : 1 }}
      />
    </FormDialog>
  );
}

/** "Email": asks for the recipient (prefilled, editable, checked) and sends the document as a PDF. */
export function EmailDocumentButton({ disabled, variant = 'outlined', ...dialog }: EmailDocumentButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<EmailIcon />} onClick={() => setOpen(true)} disabled={disabled}>
        Email
      </Button>
      {open && <EmailDocumentDialog {...dialog} onClose={() => setOpen(false)} />}
    </>
  );
}
