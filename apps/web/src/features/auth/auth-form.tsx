import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../shared/form/form-text-field';
import { AuthLayout } from './auth-layout';

export interface AuthFormProps {
  /** Which form: its title, subtitle and submit button read `auth.<screen>.title`, `.subtitle`, `.submit`. */
  screen: 'signIn' | 'signUp' | 'forgotPassword';
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's answer to the last try, shown above the fields. */
  error: string | null;
  submitting: boolean;
  /** The space between the rows (a long form packs them closer). */
  gap?: number;
  /** Below the submit button: the way to the other auth pages. */
  footer?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A sign-in, sign-up or password form in the auth layout: error, fields, submit button and footer. */
export function AuthForm(props: AuthFormProps) {
  const { screen, onSubmit, error, submitting, gap = 2.5, footer, children } = props;
  const { t } = useTranslation();
  return (
    <AuthLayout title={t(`auth.${screen}.title`)} subtitle={t(`auth.${screen}.subtitle`)}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {children}
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          {t(`auth.${screen}.submit`)}
        </Button>
        {footer}
      </Box>
    </AuthLayout>
  );
}

export interface AuthFooterLinkProps {
  /** The question before the link ("New here?"), if any. */
  text?: string;
  to: string;
  link: string;
  /** Space above the line, where it does not follow a form's rows. */
  spaced?: boolean;
}

/** The centered line under an auth form that leads to another auth page. */
export function AuthFooterLink({ text, to, link, spaced }: AuthFooterLinkProps) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ textAlign: 'center', ...(spaced ? { mt: 2.5 } : {}) }}
    >
      {text && `${text} `}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {link}
      </Link>
    </Typography>
  );
}

/** The email box of the auth forms. */
export function AuthEmailField<T extends FieldValues & { email: string }>({
  control,
  autoFocus,
}: {
  control: Control<T>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'email' as Path<T>}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      autoFocus={autoFocus}
      fullWidth
    />
  );
}
